import { eq } from 'drizzle-orm';
import { currencyById, formatMoney, minorToMajor, type Rate } from '../../../lib/money';
import {
  BuyerDataRefused,
  ChargeAlreadyRequested,
  ProviderRefused,
  ProviderUnavailable,
  type ChargeDetails,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { templateRow } from '../../mail/outbox';
import { ValidationError } from '../errors';
import {
  abandonCheckout,
  applyCharge,
  pendingCheckout,
  releaseSoliciting,
  type PendingCheckout,
} from './charge-answer';
import { chargeRequestOf, providerRefusedError, shopperError } from './charge-request';
import { paymentWindowMs } from './payment-windows';

/** An order awaiting payment, as checkout and pay-now answer it (the route writes spec §7's shape). */
export interface PaymentStarted {
  /** Where the shopper pays, newest first: the first is the gateway's hosted page. */
  paymentLinks: string[];
  order: { externalId: string; number: number };
  /** The payment the browser polls (spec §4). */
  paymentExternalId: string;
}

/** The charge of a lost provider answer could not be found again, and nobody can pay it: it was abandoned. */
export class ChargeLost extends Error {
  override name = 'ChargeLost';
}

/**
 * A checkout's provider call outside any transaction, and its answer applied (decision 0036, session 13): the
 * checkout itself, the shopper's retry of the same cart and the reconciler all come here.
 */
export function checkoutCharges({ db, siteUrl, now }: { db: Db; siteUrl: string; now: () => Date }) {
  /** What the provider is asked, with the payment's id as its idempotency key. */
  const request = (
    p: PendingCheckout,
    rates: readonly Rate[],
    details?: () => Promise<ChargeDetails>,
  ): ChargeRequest =>
    chargeRequestOf(siteUrl, db, {
      paymentExternalId: p.paymentExternalId,
      orderId: p.orderId,
      amountMinor: p.amountMinor,
      currencyId: p.currencyId,
      method: p.method,
      foreign: p.foreign,
      at: now(),
      expiresAt: p.expiresAt,
      rates,
      details,
    });

  function orderReceived(p: PendingCheckout, href: string, at: Date) {
    const currency = currencyById(p.currencyId);
    return templateRow(
      {
        to: p.email!,
        template: 'order-received',
        params: {
          lang: p.foreign ? 'pt' : 'es',
          name: p.firstName!,
          orderNumber: p.orderNumber,
          total: formatMoney(minorToMajor(p.amountMinor, currency), currency),
          href,
          holdMinutes: paymentWindowMs(p.method) / 60_000,
        },
      },
      at,
    );
  }

  const started = (p: PendingCheckout, link: string | null): PaymentStarted => ({
    paymentLinks: link ? [link] : [],
    order: { externalId: p.orderExternalId, number: p.orderNumber },
    paymentExternalId: p.paymentExternalId,
  });

  /**
   * Statement B. When it applies nothing, someone applied an answer first (a retry, the reconciler): the row says
   * what to answer. A payment abandoned meanwhile (refused, expired, cancelled) has no page to send the shopper to.
   */
  async function apply(p: PendingCheckout, charge: ChargeResult): Promise<PaymentStarted> {
    const at = now();
    if (await applyCharge(db, p.paymentExternalId, charge, orderReceived(p, charge.url, at), at))
      return started(p, charge.url);
    const [row] = await db
      .select({ status: payments.status, link: payments.paymentLink })
      .from(payments)
      .where(eq(payments.externalId, p.paymentExternalId));
    if (row?.status === 'AGUARDANDO' || row?.status === 'PAGO') return started(p, row.link);
    throw providerRefusedError();
  }

  /**
   * Asks the provider for the checkout's charge and applies the answer. `again`: a retry of the checkout, whose first
   * call may have reached the provider; where the provider can find a charge by our id (EBANX) it is looked for first,
   * otherwise it is asked again under the same id (a provider refusing the repeat throws ChargeAlreadyRequested).
   * Refused → the checkout is abandoned (422); no answer → the payment stays SOLICITANDO for a retry (503).
   */
  async function ask(
    gateway: PaymentGateway,
    p: PendingCheckout,
    rates: readonly Rate[],
    opts: { details?: () => Promise<ChargeDetails>; again?: boolean } = {},
  ): Promise<PaymentStarted> {
    const req = request(p, rates, opts.details);
    let charge: ChargeResult;
    try {
      charge =
        (opts.again && gateway.findCharge ? await gateway.findCharge(req) : null) ??
        (await gateway.createCharge(db, req));
    } catch (error) {
      if (error instanceof ProviderUnavailable) await releaseSoliciting(db, p.paymentExternalId, now());
      if (error instanceof ProviderRefused || error instanceof BuyerDataRefused)
        await abandonCheckout(db, p.paymentExternalId, now());
      if (error instanceof ChargeAlreadyRequested) throw new ChargeLost(error.message);
      // Anything else (a bug, the database) passes as it is: the payment stays SOLICITANDO for the reconciler.
      throw shopperError(error);
    }
    return apply(p, charge);
  }

  /**
   * The reconciler's part (point 6): a SOLICITANDO payment whose checkout never recorded an answer (it crashed
   * between A and B). Found at the provider by our id → applied as B; unknown → abandoned, nothing was charged. A
   * provider that can be asked only by its own reference (Pagopar: pedidos/1.1/traer needs hash_pedido, and a repeated
   * id_pedido_comercio is refused without it) is abandoned without a call: if its first call did arrive, nobody has
   * that order's page and Pagopar cancels it itself at fecha_maxima_pago.
   */
  async function settle(
    gateway: PaymentGateway,
    paymentExternalId: string,
  ): Promise<'applied' | 'abandoned' | 'gone'> {
    const p = await pendingCheckout(db, paymentExternalId);
    if (!p || p.status !== 'SOLICITANDO') return 'gone';
    let found: ChargeResult | null = null;
    try {
      found = gateway.findCharge ? await gateway.findCharge(request(p, [])) : null;
    } catch (error) {
      if (!(error instanceof ChargeAlreadyRequested)) throw error;
    }
    if (!found) return (await abandonCheckout(db, paymentExternalId, now())) ? 'abandoned' : 'gone';
    await apply(p, found).catch((error: unknown) => {
      if (!(error instanceof ValidationError)) throw error;
    });
    return 'applied';
  }

  return { ask, settle, started };
}
