import { and, eq, inArray } from 'drizzle-orm';
import { currencyById, formatMoney, minorToMajor } from '../../../lib/money';
import type { Db } from '../../db/client';
import { customers, orders, paymentEvents, payments } from '../../db/schema';
import { enqueueTemplate } from '../../mail/outbox';
import type { InvoiceHooks } from '../invoices';
import { writeAudit } from '../staff/audit';
import { storefrontUrl } from './checkout-service';
import { returnOrderStock } from './order-stock';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RefundCompletion {
  paymentId: number;
  /** Who caused it: a staff e-mail, "cli:<operator>", or "provider:<name>" for a refund or chargeback seen there. */
  actor: string;
  providerReference: string | null;
  at: Date;
  siteUrl: string;
  /** The audit entry; without one, an `order.refund` entry by `actor` (no staff row) is written. */
  audit?: (tx: Tx, after: Record<string, unknown>) => Promise<void>;
  auditAction?: string;
  /** Issue 27: the refund's credit note (NCE) against the order's invoice, when invoicing is on. */
  invoices?: InvoiceHooks | null;
}

/**
 * The one place a payment becomes ESTORNADO, only once its provider has confirmed the money went back (the store's
 * own refund, a scheduled one applied later, or one made at the provider): payment and order ESTORNADO, the stock
 * back while the goods are still in the store, the shopper e-mailed in their language, the audit entry, together in
 * the caller's transaction. Guarded: a payment already refunded is left alone (false), so whichever path confirms
 * first (the refund call, a notification, reconciliation) applies it and the others do nothing.
 */
export async function completeRefund(
  tx: Tx,
  c: RefundCompletion,
): Promise<{ done: boolean; stockReturned: boolean; amount: string }> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, c.paymentId)).for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
  const currency = currencyById(order.currencyId);
  const amount = formatMoney(minorToMajor(order.totalMinor, currency), currency);
  const moved = await tx
    .update(payments)
    .set({
      status: 'ESTORNADO',
      refundedAt: c.at,
      refundReference: c.providerReference?.slice(0, 100) ?? payment.refundReference,
      nextCheckAt: null,
      updatedAt: c.at,
    })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['PAGO', 'FINALIZADO', 'ESTORNANDO'])))
    .returning({ id: payments.id });
  if (!moved.length) return { done: false, stockReturned: false, amount };
  await tx
    .insert(paymentEvents)
    .values({
      eventId: `refund:${payment.externalId}`,
      paymentId: payment.id,
      type: 'refunded',
      actor: c.actor.slice(0, 200),
      receivedAt: c.at,
    })
    .onConflictDoNothing();
  // Stock comes back only while the goods are still in the store: a paid order not yet handed over at the counter
  // (ENVIADO means they left; a cancelled order paid late never took its stock again).
  const stockReturned = order.status === 'PAGO' && order.releasedAt === null && order.handedOverAt === null;
  if (stockReturned) await returnOrderStock(tx, order.id);
  await tx
    .update(orders)
    .set({ status: 'ESTORNADO', pickupCode: null, updatedAt: c.at })
    .where(eq(orders.id, order.id));
  await c.invoices?.onRefund(tx, order.id, c.at);
  const [buyer] = await tx
    .select({ email: customers.email, firstName: customers.firstName, foreign: customers.foreign })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  await enqueueTemplate(
    tx,
    {
      to: buyer.email,
      template: 'order-refunded',
      params: {
        lang: buyer.foreign ? 'pt' : 'es',
        name: buyer.firstName,
        orderNumber: order.number,
        total: amount,
        href: storefrontUrl(c.siteUrl, buyer.foreign, `/pedido/${order.externalId}`),
      },
    },
    c.at,
  );
  const after = {
    status: 'ESTORNADO',
    provider: payment.provider,
    providerReference: c.providerReference,
    stockReturned,
  };
  if (c.audit) await c.audit(tx, after);
  else {
    await writeAudit(
      tx,
      { staffId: null, email: c.actor.slice(0, 200) },
      {
        action: c.auditAction ?? 'order.refund',
        entity: 'order',
        entityId: order.number,
        before: { status: order.status, payment: payment.status },
        after,
      },
      c.at,
    );
  }
  return { done: true, stockReturned, amount };
}
