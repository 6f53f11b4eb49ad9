import { and, eq, isNull } from 'drizzle-orm';
import {
  ProviderRefused,
  type GatewayEvent,
  type PaymentGateway,
  type PaymentRef,
} from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { EventOutcome } from '../checkout/payment-events';
import type { PaymentGateways } from './gateways';
import { paymentHooks } from './payment-hooks';

export type SyncOutcome = EventOutcome | 'pending' | 'unknown';

type PaymentRow = typeof payments.$inferSelect;

/** What the adapter needs to find a stored payment at its provider (the provider's amount when it differs). */
export const refOf = (p: PaymentRow, orderCurrencyId: number): PaymentRef => ({
  paymentExternalId: p.externalId,
  reference: p.gatewayReference ?? '',
  amountMinor: p.providerAmountMinor ?? p.amountMinor,
  currencyId: p.providerCurrencyId ?? orderCurrencyId,
});

/**
 * Asks the payment's provider for its state and applies a decision through the one idempotent path
 * (paymentEvents.apply). Notifications, the shopper's return and reconciliation all come here, so a fact is applied
 * once whichever arrives first: the event id is the provider, the payment and the state.
 */
export function providerSync({
  db,
  gateways,
  apply,
}: {
  db: Db;
  gateways: PaymentGateways;
  apply: (e: GatewayEvent) => Promise<EventOutcome>;
}) {
  async function sync(payment: PaymentRow, orderCurrencyId: number): Promise<SyncOutcome> {
    const gateway = gateways.byName(payment.provider);
    if (!gateway || !payment.gatewayReference) return 'unknown';
    let state = await gateway.query(refOf(payment, orderCurrencyId));
    if (!state) return 'unknown';
    if (state.status === 'pending') return 'pending';
    const unanswered = payment.status === 'ESTORNANDO' && payment.refundReference === null;
    if (unanswered && state.status === 'paid' && gateway.idempotentRefunds) {
      // Our refund call went unanswered and the money is still held: the same refund is asked again under the same
      // key (EBANX merchant_refund_code), which the provider either applies or refuses as already requested.
      await resend(gateway, payment, orderCurrencyId);
      state = await gateway.query(refOf(payment, orderCurrencyId));
      if (!state || state.status === 'paid' || state.status === 'pending') return 'pending';
    }
    if (unanswered && state.status === 'paid') {
      // A refund claim whose call never came back (the process stopped mid-call): the provider still holds the money,
      // so the claim is given back and staff can refund again (EBANX's merchant_refund_code keeps that to one refund).
      await db
        .update(payments)
        .set({ status: 'PAGO', refundRequestedAt: null })
        .where(
          and(
            eq(payments.id, payment.id),
            eq(payments.status, 'ESTORNANDO'),
            isNull(payments.refundReference),
          ),
        );
      return 'pending';
    }
    // A refund or chargeback is news only for money the store holds (or a refund of ours the provider had scheduled).
    if (
      (state.status === 'refunded' || state.status === 'chargeback') &&
      !['PAGO', 'FINALIZADO', 'ESTORNANDO'].includes(payment.status)
    )
      return 'duplicate';
    const type = state.status === 'paid' ? 'approved' : state.status;
    const event = {
      eventId: `${gateway.name}:${payment.externalId}:${type}`,
      type,
      paymentExternalId: payment.externalId,
      amountMinor: state.amountMinor,
      currencyId: state.currencyId,
      method: state.method,
      instalments: state.instalments,
    } as const;
    const outcome = await apply(event);
    paymentHooks.outcome(gateway.name, outcome, event);
    return outcome;
  }

  /** Sends an unanswered refund again; records the provider's reference so the claim is no longer "unanswered". */
  async function resend(
    gateway: PaymentGateway,
    payment: PaymentRow,
    orderCurrencyId: number,
  ): Promise<void> {
    let reference: string;
    try {
      reference = (await gateway.refund(refOf(payment, orderCurrencyId))).reference;
    } catch (error) {
      // "Already requested with this code": the first call did reach the provider; it stays pending until applied.
      if (!(error instanceof ProviderRefused)) throw error;
      reference = `refund-${payment.externalId}`;
    }
    await db
      .update(payments)
      .set({ refundReference: reference.slice(0, 100) })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'ESTORNANDO')));
  }

  async function load(where: ReturnType<typeof and>) {
    const [row] = await db
      .select({ payment: payments, currencyId: orders.currencyId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where);
    return row;
  }

  return {
    sync,
    /** A verified notification names a provider reference: query and apply; an unknown reference is nothing to do. */
    async byReference(provider: string, reference: string): Promise<SyncOutcome> {
      const row = await load(and(eq(payments.provider, provider), eq(payments.gatewayReference, reference)));
      return row ? sync(row.payment, row.currencyId) : 'unknown';
    },
    /** The shopper came back from the provider (or the payment page asks): only their own, still pending payment. */
    async forCustomer(customerId: number, paymentExternalId: string): Promise<SyncOutcome | null> {
      const row = await load(
        and(eq(payments.externalId, paymentExternalId), eq(orders.customerId, customerId)),
      );
      if (!row) return null;
      if (row.payment.status !== 'AGUARDANDO') return 'duplicate';
      return sync(row.payment, row.currencyId);
    },
  };
}
export type ProviderSync = ReturnType<typeof providerSync>;
