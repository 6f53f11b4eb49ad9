import type { PaymentMethod } from '../../../lib/contract/checkout';

/**
 * How long an unpaid order holds its stock, by payment method (decision 0025 gives the reason for each). The one
 * table for the order's hold, the e-mail that announces it and the gateway's charge expiry: a charge must not
 * outlive the stock it pays for.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PAYMENT_WINDOWS_MS: Readonly<Record<PaymentMethod, number>> = {
  // Brazilian buyers.
  PIX: 30 * MINUTE,
  CARTAO: 60 * MINUTE,
  VOUCHER: 3 * DAY,
  // Paraguayan buyers.
  PASARELA: 60 * MINUTE,
  QR: 30 * MINUTE,
  APP_BANCARIA: 30 * MINUTE,
  TARJETA: 60 * MINUTE,
  TRANSFERENCIA: 1 * DAY,
  BOCAS_COBRANZA: 2 * DAY,
  POS: 1 * DAY,
};

/** No method chosen yet (the hosted page asks): the card's hour, the window of the gateway's own page. */
export const DEFAULT_PAYMENT_WINDOW_MS = 60 * MINUTE;

/** At most this many orders of one customer hold stock unpaid at once (decision 0025). */
export const MAX_UNPAID_ORDERS = 3;

export function paymentWindowMs(method: string | null | undefined): number {
  return method && Object.hasOwn(PAYMENT_WINDOWS_MS, method)
    ? PAYMENT_WINDOWS_MS[method as PaymentMethod]
    : DEFAULT_PAYMENT_WINDOW_MS;
}

/** When an order made at `at` with `method` stops holding its stock. */
export const holdEndsAt = (at: Date, method: string | null | undefined) =>
  new Date(at.getTime() + paymentWindowMs(method));
