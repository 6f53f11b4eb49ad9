import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { GatewayEvent } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { customers, orderItems, orders, paymentEvents, payments, products } from '../../db/schema';
import { enqueueTemplate } from '../../mail/outbox';
import { countedPaymentEvents } from '../../metrics/metrics';
import { NotFoundError } from '../errors';
import type { InvoiceHooks } from '../invoices';
import { writeAudit } from '../staff/audit';
import { storefrontUrl } from './checkout-service';
import { canMoveOrder, canMovePayment, lateApprovalRevives, OPEN_PAYMENT } from './order-status';
import { completeRefund } from './order-refund';
import { newPickupCode } from './pickup-code';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes an expired order's stock again (all lines or none); false when some product ran out meanwhile. */
async function retakeStock(tx: Tx, orderId: number): Promise<boolean> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
  await tx.execute(sql`savepoint retake`);
  for (const l of lines) {
    const taken = await tx
      .update(products)
      .set({ stockQty: sql`${products.stockQty} - ${l.quantity}` })
      .where(and(eq(products.id, l.productId), gte(products.stockQty, l.quantity)))
      .returning({ id: products.id });
    if (!taken.length) {
      await tx.execute(sql`rollback to savepoint retake`);
      return false;
    }
  }
  return true;
}

/**
 * An approval for an order the staff cancelled: the money was taken, so the payment is PAGO and the order records
 * when (paidAt), but it stays CANCELADO: no code, no stock, no "paid" e-mail. The audit log flags it and the back
 * office offers the refund (owner, manager) through the payments refund service (decision 0037).
 */
async function keepCancelled(
  tx: Tx,
  order: typeof orders.$inferSelect,
  payment: typeof payments.$inferSelect,
  event: GatewayEvent,
  at: Date,
  action: 'order.paid_after_cancel' | 'order.paid_after_expiry' = 'order.paid_after_cancel',
): Promise<EventOutcome> {
  await tx
    .update(payments)
    .set({
      status: 'PAGO',
      method: event.method ?? payment.method,
      instalments: event.instalments,
      decidedAt: at,
      updatedAt: at,
    })
    .where(eq(payments.id, payment.id));
  await tx.update(orders).set({ paidAt: at, updatedAt: at }).where(eq(orders.id, order.id));
  await writeAudit(
    tx,
    { staffId: null, email: `provider:${payment.provider}` },
    {
      action,
      entity: 'order',
      entityId: order.number,
      before: { status: 'CANCELADO', payment: payment.status },
      after: { status: 'CANCELADO', payment: 'PAGO', refund: 'pending' },
    },
    at,
  );
  return 'applied';
}

/**
 * The provider says the money went back to the buyer: our own refund it had only scheduled (ESTORNANDO), or a refund
 * or chargeback made at the provider. Applied as a store refund is (completeRefund: stock, e-mail, audit).
 */
async function refundedAtProvider(
  tx: Tx,
  payment: typeof payments.$inferSelect,
  type: 'refunded' | 'chargeback',
  at: Date,
  siteUrl: string,
  invoices?: InvoiceHooks | null,
): Promise<EventOutcome> {
  if (!['PAGO', 'FINALIZADO', 'ESTORNANDO'].includes(payment.status)) return 'ignored';
  const action =
    payment.status === 'ESTORNANDO'
      ? 'order.refund_confirmed'
      : type === 'chargeback'
        ? 'order.chargeback'
        : 'order.refunded_at_provider';
  const done = await completeRefund(tx, {
    paymentId: payment.id,
    actor: `provider:${payment.provider}`,
    providerReference: payment.refundReference,
    at,
    siteUrl,
    auditAction: action,
    invoices,
  });
  return done.done ? 'applied' : 'ignored';
}

/**
 * Applies a verified gateway event. The order is completed here, on the server, never by the browser's return.
 * Idempotent: a redelivered event id is a no-op; a payment is decided once (a decline followed by an approval of
 * the same payment, in whatever order they arrive, never turns a declined payment into a paid one — paying again
 * is a new payment); an amount or currency that is not the payment's is ignored. Every provider fact comes through
 * here, whichever way it arrived: notification, return to the store, reconciliation (server/services/payments).
 */
export function paymentEventService({
  db,
  siteUrl,
  now = () => new Date(),
  invoices,
}: {
  db: Db;
  siteUrl: string;
  now?: () => Date;
  invoices?: InvoiceHooks | null;
}) {
  async function apply(event: GatewayEvent): Promise<EventOutcome> {
    const [known] = await db
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.externalId, event.paymentExternalId));
    if (!known) throw new NotFoundError();
    const [buyer] = await db
      .select({
        email: customers.email,
        firstName: customers.firstName,
        foreign: customers.foreign,
        number: orders.number,
        externalId: orders.externalId,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, known.orderId));
    const at = now();

    return db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, known.id)).for('update');
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
      const recorded = await tx
        .insert(paymentEvents)
        .values({ eventId: event.eventId, paymentId: payment.id, type: event.type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (!recorded.length) return 'duplicate';
      // Checked against what the provider was asked to charge (Pagopar: the guaranis; otherwise the order's own).
      const expectedAmount = payment.providerAmountMinor ?? payment.amountMinor;
      const expectedCurrency = payment.providerCurrencyId ?? order.currencyId;
      if (event.amountMinor !== expectedAmount || event.currencyId !== expectedCurrency) return 'ignored';

      if (event.type === 'refunded' || event.type === 'chargeback')
        return refundedAtProvider(tx, payment, event.type, at, siteUrl, invoices);

      if (event.type === 'declined') {
        if (!canMovePayment(payment.status, 'RECUSADO')) return 'ignored';
        await tx
          .update(payments)
          .set({ status: 'RECUSADO', decidedAt: at, updatedAt: at })
          .where(eq(payments.id, payment.id));
        return 'applied';
      }

      if (!canMovePayment(payment.status, 'PAGO') || !canMoveOrder(order.status, 'PAGO')) return 'ignored';
      if (!lateApprovalRevives(order)) return keepCancelled(tx, order, payment, event, at);
      // An approval after the hold ran out counts only if the stock can be taken again; otherwise it is refunded.
      const stockHeld = order.releasedAt === null || (await retakeStock(tx, order.id));
      await tx
        .update(payments)
        .set({
          status: 'PAGO',
          method: event.method ?? payment.method,
          instalments: event.instalments,
          decidedAt: at,
          updatedAt: at,
        })
        .where(eq(payments.id, payment.id));
      await tx
        .update(payments)
        .set({ status: 'CANCELADO', updatedAt: at })
        .where(
          and(
            eq(payments.orderId, order.id),
            ne(payments.id, payment.id),
            inArray(payments.status, OPEN_PAYMENT),
          ),
        );
      if (!stockHeld) {
        // Paid after the hold ran out and the stock went to someone else: the money is the shopper's. Never "refunded"
        // here (no provider has returned anything yet): the order stays CANCELADO with the payment PAGO, flagged for
        // staff as 0037 does, who refund it in one click; the shopper is told so (decision 0039).
        await keepCancelled(tx, order, payment, event, at, 'order.paid_after_expiry');
        const lang = buyer.foreign ? 'pt' : 'es';
        const href = storefrontUrl(siteUrl, buyer.foreign, `/pedido/${buyer.externalId}`);
        await enqueueTemplate(
          tx,
          {
            to: buyer.email,
            template: 'order-paid-late',
            params: { lang, name: buyer.firstName, orderNumber: buyer.number, href },
          },
          at,
        );
        return 'applied';
      }
      const code = newPickupCode();
      await tx
        .update(orders)
        .set({
          status: 'PAGO',
          paidAt: at,
          releasedAt: null,
          pickupCode: code,
          paymentMethod: event.method ?? order.paymentMethod,
          updatedAt: at,
        })
        .where(eq(orders.id, order.id));
      const lang = buyer.foreign ? 'pt' : 'es';
      const href = storefrontUrl(siteUrl, buyer.foreign, `/pedido/${buyer.externalId}`);
      // Issue 27: the invoice row is written with the payment (never lost); the SIFEN sender makes and sends it.
      const invoice = (await invoices?.onOrderPaid(tx, order.id, at)) ?? undefined;
      await enqueueTemplate(
        tx,
        {
          to: buyer.email,
          template: 'payment-confirmed',
          params: { lang, name: buyer.firstName, orderNumber: buyer.number, pickupCode: code, href, invoice },
        },
        at,
      );
      return 'applied';
    });
  }

  return countedPaymentEvents({ apply });
}
