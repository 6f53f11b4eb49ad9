import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { ChargeResult } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { carts, customers, orders, payments } from '../../db/schema';
import { returnOrderStock } from './order-stock';

/*
 * A remote provider is called after checkout's transaction A committed (decision 0036, sessions 12–13): the payment
 * waits as SOLICITANDO, and what the provider answers is written here, by whoever gets the answer (the checkout, its
 * retry, the reconciler). Each write is guarded by `status = 'SOLICITANDO'`, so exactly one of them applies.
 */

/** How long a checkout asking its provider holds the SOLICITANDO payment before a retry or the reconciler may ask. */
export const SOLICITING_HOLD_MS = 30_000;

/**
 * Statement B: the provider's answer recorded and the order-received mail (it carries the link) written, in one
 * autocommitted statement. The mail is inserted from the update's RETURNING, so it exists only if this very
 * statement moved the payment out of SOLICITANDO: a second answer (a retry, the reconciler) inserts nothing.
 */
const applyStatement = namedStatement<{ id: number }>(
  'checkout_apply_charge',
  sql`
    with p as (
      update payments set status = 'AGUARDANDO', gateway_reference = ${sql.placeholder('reference')}::varchar,
        payment_link = ${sql.placeholder('link')}::text,
        provider_amount_minor = ${sql.placeholder('providerAmountMinor')}::int,
        provider_currency_id = ${sql.placeholder('providerCurrencyId')}::smallint,
        instructions = ${sql.placeholder('instructions')}::jsonb, next_check_at = null,
        updated_at = ${sql.placeholder('at')}::timestamptz
      where external_id = ${sql.placeholder('paymentExternalId')}::uuid and status = 'SOLICITANDO'
      returning id
    )
    insert into email_outbox (to_address, subject, template, params, created_at, next_attempt_at)
    select ${sql.placeholder('mailTo')}::varchar, ${sql.placeholder('mailSubject')}::varchar,
      ${sql.placeholder('mailTemplate')}::varchar, ${sql.placeholder('mailParams')}::jsonb,
      ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz
    from p
    returning id`,
);

export interface OutboxMail {
  toAddress: string;
  subject: string;
  template: string;
  params: Record<string, unknown>;
}

/** Applies the provider's answer; false when the payment had already left SOLICITANDO (someone applied it first). */
export async function applyCharge(
  db: Db,
  paymentExternalId: string,
  charge: ChargeResult,
  mail: OutboxMail,
  at: Date,
): Promise<boolean> {
  const rows = await applyStatement(db, {
    paymentExternalId,
    reference: charge.reference,
    link: charge.url,
    providerAmountMinor: charge.providerAmountMinor ?? null,
    providerCurrencyId: charge.providerCurrencyId ?? null,
    instructions: charge.instructions == null ? null : JSON.stringify(charge.instructions),
    at: at.toISOString(),
    mailTo: mail.toAddress,
    mailSubject: mail.subject,
    mailTemplate: mail.template,
    mailParams: JSON.stringify(mail.params),
  });
  return rows.length === 1;
}

/**
 * The provider refused the charge, or it can never be paid (its page is lost): in one transaction the payment is
 * RECUSADO, the order CANCELADO with its stock back (as releaseExpiredOrders does) and the cart reopened and no longer
 * the order's, so the shopper's retry with another method makes a new order instead of finding this one. Locks in
 * checkout's order: payment, order, cart, then products. False when the payment had already left SOLICITANDO.
 */
export async function abandonCheckout(db: Db, paymentExternalId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'RECUSADO', decidedAt: at, updatedAt: at, nextCheckAt: null })
      .where(and(eq(payments.externalId, paymentExternalId), eq(payments.status, 'SOLICITANDO')))
      .returning({ orderId: payments.orderId });
    if (!payment) return false;
    const [order] = await tx
      .select({ id: orders.id, cartId: orders.cartId, releasedAt: orders.releasedAt, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    // Another payment of the order was paid meanwhile (cannot happen at checkout, where it is the only one): keep it.
    if (order.paidAt) return true;
    if (order.cartId !== null)
      await tx.update(carts).set({ orderedAt: null }).where(eq(carts.id, order.cartId));
    // The expiry job may have released it already (its hold ended): the stock went back then.
    if (order.releasedAt === null) await returnOrderStock(tx, order.id);
    await tx
      .update(orders)
      .set({ status: 'CANCELADO', releasedAt: order.releasedAt ?? at, cartId: null, updatedAt: at })
      .where(eq(orders.id, order.id));
    return true;
  });
}

/**
 * Takes the SOLICITANDO payment for asking its provider (a retry of the checkout): only when nobody holds it, i.e.
 * the checkout that wrote it got no answer and let go, or its hold ran out (it crashed). False: someone is asking.
 */
export async function holdSoliciting(db: Db, paymentExternalId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ nextCheckAt: new Date(now.getTime() + SOLICITING_HOLD_MS) })
    .where(
      and(
        eq(payments.externalId, paymentExternalId),
        eq(payments.status, 'SOLICITANDO'),
        or(isNull(payments.nextCheckAt), lte(payments.nextCheckAt, now)),
      ),
    )
    .returning({ id: payments.id });
  return rows.length === 1;
}

/** No answer from the provider: the hold is given back at once, so the shopper's retry may ask again. */
export async function releaseSoliciting(db: Db, paymentExternalId: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ nextCheckAt: now })
    .where(and(eq(payments.externalId, paymentExternalId), eq(payments.status, 'SOLICITANDO')));
}

/** What asking the provider again, and the order-received mail, need of a stored checkout. */
export async function pendingCheckout(db: Db, paymentExternalId: string) {
  const [row] = await db
    .select({
      paymentExternalId: payments.externalId,
      status: payments.status,
      provider: payments.provider,
      paymentLink: payments.paymentLink,
      method: orders.paymentMethod,
      orderId: orders.id,
      orderExternalId: orders.externalId,
      orderNumber: orders.number,
      amountMinor: payments.amountMinor,
      currencyId: orders.currencyId,
      expiresAt: orders.expiresAt,
      foreign: customers.foreign,
      email: customers.email,
      firstName: customers.firstName,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(payments.externalId, paymentExternalId));
  return row;
}
export type PendingCheckout = NonNullable<Awaited<ReturnType<typeof pendingCheckout>>>;
