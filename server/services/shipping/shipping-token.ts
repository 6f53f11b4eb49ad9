import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A priced delivery choice for one cart, as checkout will re-check it: who it was made for (customer, address or
 * pickup point, city), what it costs, and — bound by the signature, not carried — what the cart held.
 */
export interface ShippingQuote {
  cartId: number;
  /** The customer who asked (null: an anonymous pickup-point list, which no checkout accepts). */
  customerId: number | null;
  /** null: store pickup. */
  serviceId: number | null;
  pickupPointId: number | null;
  cityId: number | null;
  /** The customer's address the quote was made for (null: a city or a pickup point, no address). */
  addressId: number | null;
  currencyId: number;
  amountMinor: number;
  /** Unix seconds. */
  expiresAt: number;
}

/** How long a computed shipping price holds: long enough to pay, short enough for fee changes to reach checkout. */
export const SHIPPING_QUOTE_TTL_SECONDS = 30 * 60;

const FIELDS = [
  'cartId',
  'customerId',
  'serviceId',
  'pickupPointId',
  'cityId',
  'addressId',
  'currencyId',
  'amountMinor',
  'expiresAt',
] as const;

/**
 * What the fee depends on in the cart: its active lines as `product:quantity` in product order. The signature covers
 * it in full (no truncated digest a shopper could search collisions for); checkout recomputes it from the cart
 * it locks, so a token made before any change of lines or units no longer verifies.
 */
export function cartContents(lines: readonly { productId: number; quantity: number }[]): string {
  return [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((l) => `${l.productId}:${l.quantity}`)
    .join(',');
}

const mac = (key: string, payload: string, contents: string) =>
  createHmac('sha256', key).update(`${payload}|${contents}`).digest('base64url');

/** `payload.signature`, payload a dot-free list of the quote's numbers (0 for null). Opaque to clients. */
export function signShippingQuote(key: string, q: ShippingQuote, contents: string): string {
  const payload = FIELDS.map((f) => String(q[f] ?? 0)).join('_');
  return `${payload}.${mac(key, payload, contents)}`;
}

/**
 * The quote a token claims, unverified: for the checks that need no database before the cart is locked. Null when
 * malformed or expired. Nothing read here may be trusted until verifyShippingQuote has passed.
 */
export function readShippingQuote(token: string, nowMs = Date.now()): ShippingQuote | null {
  const m = /^([0-9_]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const n = m[1].split('_').map(Number);
  if (n.length !== FIELDS.length || n.some((v) => !Number.isSafeInteger(v))) return null;
  const [
    cartId,
    customerId,
    serviceId,
    pickupPointId,
    cityId,
    addressId,
    currencyId,
    amountMinor,
    expiresAt,
  ] = n;
  if (expiresAt * 1000 < nowMs) return null;
  return {
    cartId,
    customerId: customerId || null,
    serviceId: serviceId || null,
    pickupPointId: pickupPointId || null,
    cityId: cityId || null,
    addressId: addressId || null,
    currencyId,
    amountMinor,
    expiresAt,
  };
}

/** The quote a token carries, or null when it is forged, malformed, expired or made for other cart contents. */
export function verifyShippingQuote(
  key: string,
  token: string,
  contents: string,
  nowMs = Date.now(),
): ShippingQuote | null {
  const quote = readShippingQuote(token, nowMs);
  if (!quote) return null;
  const dot = token.indexOf('.');
  const expected = Buffer.from(mac(key, token.slice(0, dot), contents));
  const given = Buffer.from(token.slice(dot + 1));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return quote;
}
