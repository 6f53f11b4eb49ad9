import { and, desc, eq, inArray } from 'drizzle-orm';
import { currencyById, formatMoney, minorToMajor } from '../../../lib/money';
import { ProviderRefused, ProviderUnavailable } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { customers, orders, paymentEvents, payments } from '../../db/schema';
import { enqueueTemplate } from '../../mail/outbox';
import { storefrontUrl } from '../checkout/checkout-service';
import { NotFoundError, UnavailableError, ValidationError } from '../errors';
import type { PaymentGateways } from './gateways';
import { refOf } from './provider-sync';
import { returnOrderStock } from '../checkout/order-stock';
import type { InvoiceHooks } from '../invoices';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RefundRequest {
  /** The order's external id (uuid) or its internal id. */
  orderExternalId?: string;
  orderId?: number;
  /** Who asked (staff e-mail, "cli:<operator>"): written with the refund event. */
  actor: string;
  /** The back office's audit row, written in the refund's own transaction (issue 19). */
  audit?: (tx: Tx, after: Record<string, unknown>) => Promise<void>;
}

export interface RefundResult {
  status: 'refunded' | 'already_refunded';
  orderExternalId: string;
  orderNumber: number;
  amount: string;
  provider: string;
  providerReference: string | null;
}

/**
 * A paid order refunded in full through its provider (spec status ESTORNADO). The provider is asked first, outside
 * any transaction: only once it confirms are the refund event (with its actor), the payment and order statuses, the
 * stock's return and the customer's e-mail written, together. A provider that refuses or does not answer leaves the
 * order as it was. Asking twice refunds once.
 */
export function refundService({ db, gateways, siteUrl, now = () => new Date(), invoices }: { db: Db; gateways: PaymentGateways; siteUrl: string; now?: () => Date; invoices?: InvoiceHooks | null }) {
  async function find(req: RefundRequest) {
    const where = req.orderId !== undefined ? eq(orders.id, req.orderId) : eq(orders.externalId, req.orderExternalId ?? '');
    if (req.orderId === undefined && !/^[0-9a-f-]{36}$/i.test(req.orderExternalId ?? '')) throw new NotFoundError('orderNotFound');
    const [order] = await db.select().from(orders).where(where);
    if (!order) throw new NotFoundError('orderNotFound');
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['PAGO', 'FINALIZADO', 'ESTORNADO'])))
      .orderBy(desc(payments.id))
      .limit(1);
    return { order, payment };
  }

  async function refund(req: RefundRequest): Promise<RefundResult> {
    const { order, payment } = await find(req);
    const currency = currencyById(order.currencyId);
    const base = { orderExternalId: order.externalId, orderNumber: order.number, amount: formatMoney(minorToMajor(order.totalMinor, currency), currency) };
    if (payment?.refundedAt) return { ...base, status: 'already_refunded', provider: payment.provider, providerReference: null };
    // Paid (or sent) orders; also one marked ESTORNADO because its approval came after the stock was gone, or one the
    // staff cancelled before its approval arrived (paidAt set, decision 0037), whose money was never returned.
    const paidAfterCancel = order.status === 'CANCELADO' && order.paidAt !== null;
    if (!payment || payment.status === 'ESTORNADO' || !(['PAGO', 'ENVIADO', 'ESTORNADO'].includes(order.status) || paidAfterCancel)) {
      throw new ValidationError({ order: ['orderNotRefundable'] }, 'orderNotRefundable');
    }
    const gateway = gateways.byName(payment.provider);
    if (!gateway || !payment.gatewayReference) throw new UnavailableError('paymentProviderUnavailable');
    let providerReference: string;
    try {
      providerReference = (await gateway.refund(refOf(payment, order.currencyId))).reference;
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw new UnavailableError('paymentProviderUnavailable');
      if (error instanceof ProviderRefused) throw new ValidationError({ order: ['paymentProviderRefused'] }, 'paymentProviderRefused');
      throw error;
    }

    return db.transaction(async (tx) => {
      const at = now();
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      const recorded = await tx
        .insert(paymentEvents)
        .values({ eventId: `refund:${payment.externalId}`, paymentId: payment.id, type: 'refunded', actor: req.actor.slice(0, 200), receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.eventId });
      if (!recorded.length) return { ...base, status: 'already_refunded' as const, provider: gateway.name, providerReference };
      await tx.update(payments).set({ status: 'ESTORNADO', refundedAt: at, updatedAt: at }).where(eq(payments.id, payment.id));
      // Stock comes back only while the goods are still in the store: a paid order not yet handed over at the counter
      // (ENVIADO means they left; an order ESTORNADO on a late approval never took its stock again).
      const holdsStock = locked.status === 'PAGO' && locked.releasedAt === null && locked.handedOverAt === null;
      if (holdsStock) {
        await returnOrderStock(tx, order.id);
      }
      await tx.update(orders).set({ status: 'ESTORNADO', pickupCode: null, updatedAt: at }).where(eq(orders.id, order.id));
      // Issue 27: the refund's credit note (NCE) against the order's invoice, sent by the SIFEN sender.
      await invoices?.onRefund(tx, order.id, at);
      const [buyer] = await tx.select({ email: customers.email, firstName: customers.firstName, foreign: customers.foreign }).from(customers).where(eq(customers.id, order.customerId));
      await enqueueTemplate(
        tx,
        {
          to: buyer.email,
          template: 'order-refunded',
          params: { lang: buyer.foreign ? 'pt' : 'es', name: buyer.firstName, orderNumber: order.number, total: base.amount, href: storefrontUrl(siteUrl, buyer.foreign, `/pedido/${order.externalId}`) },
        },
        at,
      );
      await req.audit?.(tx, { status: 'ESTORNADO', provider: gateway.name, providerReference, stockReturned: holdsStock });
      return { ...base, status: 'refunded' as const, provider: gateway.name, providerReference };
    });
  }

  return { refund };
}
