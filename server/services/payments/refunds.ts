import { and, desc, eq, inArray } from 'drizzle-orm';
import { currencyById, formatMoney, minorToMajor } from '../../../lib/money';
import { ProviderRefused, ProviderUnavailable } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { completeRefund } from '../checkout/order-refund';
import { REFUNDABLE_PAYMENT } from '../checkout/order-status';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../errors';
import { writeAudit } from '../staff/audit';
import type { PaymentGateways } from './gateways';
import { refOf } from './provider-sync';
import type { InvoiceHooks } from '../invoices';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RefundRequest {
  /** The order's external id (uuid) or its internal id. */
  orderExternalId?: string;
  orderId?: number;
  /** Who asked (staff e-mail, "cli:<operator>"): written with the refund event. */
  actor: string;
  /**
   * The back office's audit row, written in the refund's own transaction (issue 19). Without it (the operator's
   * `order:refund`), an `order.refund` entry by `actor` is written instead: every refund is audited.
   */
  audit?: (tx: Tx, after: Record<string, unknown>) => Promise<void>;
}

export interface RefundResult {
  /** refund_pending: the provider accepted it but only scheduled it (Pagopar "Agendada"); the order says so until done. */
  status: 'refunded' | 'already_refunded' | 'refund_pending';
  orderExternalId: string;
  orderNumber: number;
  amount: string;
  provider: string;
  providerReference: string | null;
}

/**
 * A paid order refunded in full through its provider (spec status ESTORNADO), once (docs/decisions/0039):
 *  1. the refund is claimed in the database first (payment PAGO → ESTORNANDO by a guarded update, committed), so a
 *     second refund at the same moment gets 409 and never reaches the provider;
 *  2. the provider is called outside any transaction, with its idempotency key where it has one (EBANX
 *     merchant_refund_code);
 *  3. confirmed: payment and order ESTORNADO, stock back, the shopper's e-mail and the audit entry, together
 *     (completeRefund); only scheduled: the payment stays ESTORNANDO (audited) until a notification or
 *     reconciliation sees the provider apply it; refused or unanswered: the claim is released and nothing changes.
 */
export function refundService({
  db,
  gateways,
  siteUrl,
  now = () => new Date(),
  invoices,
}: {
  db: Db;
  gateways: PaymentGateways;
  siteUrl: string;
  now?: () => Date;
  invoices?: InvoiceHooks | null;
}) {
  async function find(req: RefundRequest) {
    const where =
      req.orderId !== undefined
        ? eq(orders.id, req.orderId)
        : eq(orders.externalId, req.orderExternalId ?? '');
    if (req.orderId === undefined && !/^[0-9a-f-]{36}$/i.test(req.orderExternalId ?? ''))
      throw new NotFoundError('orderNotFound');
    const [order] = await db.select().from(orders).where(where);
    if (!order) throw new NotFoundError('orderNotFound');
    const [payment] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          inArray(payments.status, ['PAGO', 'FINALIZADO', 'ESTORNANDO', 'ESTORNADO']),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    return { order, payment };
  }

  /** Gives the claim back (provider refused or did not answer): the payment is PAGO again and may be refunded later. */
  const release = (paymentId: number, status: string) =>
    db
      .update(payments)
      .set({ status, refundRequestedAt: null, updatedAt: now() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'ESTORNANDO')));

  async function refund(req: RefundRequest): Promise<RefundResult> {
    const { order, payment } = await find(req);
    const currency = currencyById(order.currencyId);
    const base = {
      orderExternalId: order.externalId,
      orderNumber: order.number,
      amount: formatMoney(minorToMajor(order.totalMinor, currency), currency),
    };
    if (payment?.status === 'ESTORNADO')
      return {
        ...base,
        status: 'already_refunded',
        provider: payment.provider,
        providerReference: payment.refundReference,
      };
    if (payment?.status === 'ESTORNANDO') throw new ConflictError('refundInProgress');
    // Paid (or sent) orders; also a cancelled one whose approval came after the staff cancelled it or after its stock
    // was gone (paidAt set, decisions 0037 and 0039), whose money was never returned.
    const paidAfterCancel = order.status === 'CANCELADO' && order.paidAt !== null;
    if (!payment || !(['PAGO', 'ENVIADO'].includes(order.status) || paidAfterCancel)) {
      throw new ValidationError({ order: ['orderNotRefundable'] }, 'orderNotRefundable');
    }
    const gateway = gateways.byName(payment.provider);
    if (!gateway || !payment.gatewayReference) throw new UnavailableError('paymentProviderUnavailable');

    // 1. The claim, committed before the provider hears of it: of two refunds at once, one wins, the other gets 409.
    const claimed = await db
      .update(payments)
      .set({ status: 'ESTORNANDO', refundRequestedAt: now(), updatedAt: now() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, [...REFUNDABLE_PAYMENT])))
      .returning({ id: payments.id });
    if (!claimed.length) throw new ConflictError('refundInProgress');

    // 2. The provider.
    let answer: { reference: string; pending?: boolean };
    try {
      answer = await gateway.refund(refOf(payment, order.currencyId));
    } catch (error) {
      // A refusal may mean the money already went back (an earlier call that timed out): the provider's state decides.
      if (error instanceof ProviderRefused) {
        const state = await gateway.query(refOf(payment, order.currencyId)).catch(() => null);
        if (state?.status === 'refunded')
          answer = { reference: payment.refundReference ?? `refund-${payment.externalId}` };
        else {
          await release(payment.id, payment.status);
          throw new ValidationError({ order: ['paymentProviderRefused'] }, 'paymentProviderRefused');
        }
      } else if (error instanceof ProviderUnavailable && gateway.idempotentRefunds) {
        // No answer from a provider that keys refunds by our code (EBANX): it may have refunded. The claim stays, and
        // reconciliation sends the same merchant_refund_code again until the provider says; never a second refund.
        answer = { reference: '', pending: true };
      } else {
        await release(payment.id, payment.status);
        if (error instanceof ProviderUnavailable) throw new UnavailableError('paymentProviderUnavailable');
        throw error;
      }
    }

    // 3. Only scheduled: recorded and audited, the order unchanged, reconciliation asks until the provider applies it.
    if (answer.pending) {
      const at = now();
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ refundReference: answer.reference.slice(0, 100) || null, nextCheckAt: null, updatedAt: at })
          .where(eq(payments.id, payment.id));
        const after = {
          status: order.status,
          payment: 'ESTORNANDO',
          refund: 'pending',
          provider: gateway.name,
          providerReference: answer.reference || null,
        };
        if (req.audit) await req.audit(tx, after);
        else {
          await writeAudit(
            tx,
            { staffId: null, email: req.actor.slice(0, 200) },
            {
              action: 'order.refund',
              entity: 'order',
              entityId: order.number,
              before: { status: order.status },
              after,
            },
            at,
          );
        }
      });
      return {
        ...base,
        status: 'refund_pending',
        provider: gateway.name,
        providerReference: answer.reference || null,
      };
    }
    const done = await db.transaction((tx) =>
      completeRefund(tx, {
        paymentId: payment.id,
        actor: req.actor,
        providerReference: answer.reference,
        at: now(),
        siteUrl,
        audit: req.audit,
        invoices,
      }),
    );
    return {
      ...base,
      status: done.done ? 'refunded' : 'already_refunded',
      provider: gateway.name,
      providerReference: answer.reference,
    };
  }

  return { refund };
}
