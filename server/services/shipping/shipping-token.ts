import { createHmac, timingSafeEqual } from 'node:crypto';

/** A priced delivery choice for one cart, as checkout will re-check it. */
export interface ShippingQuote {
  cartId: number;
  /** null: store pickup. */
  serviceId: number | null;
  pickupPointId: number | null;
  cityId: number | null;
  currencyId: number;
  amountMinor: number;
  /** Unix seconds. */
  expiresAt: number;
}

/** How long a computed shipping price holds: long enough to pay, short enough for fee changes to reach checkout. */
export const SHIPPING_QUOTE_TTL_SECONDS = 30 * 60;

const FIELDS = ['cartId', 'serviceId', 'pickupPointId', 'cityId', 'currencyId', 'amountMinor', 'expiresAt'] as const;

const mac = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `payload.signature`, payload a dot-free list of the quote's numbers (0 for null). Opaque to clients. */
export function signShippingQuote(key: string, q: ShippingQuote): string {
  const payload = FIELDS.map((f) => String(q[f] ?? 0)).join('_');
  return `${payload}.${mac(key, payload)}`;
}

/** The quote a token carries, or null when it is forged, malformed or expired. */
export function verifyShippingQuote(key: string, token: string, nowMs = Date.now()): ShippingQuote | null {
  const m = /^([0-9_]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(mac(key, m[1]));
  const given = Buffer.from(m[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const n = m[1].split('_').map(Number);
  if (n.length !== FIELDS.length || n.some((v) => !Number.isSafeInteger(v))) return null;
  const [cartId, serviceId, pickupPointId, cityId, currencyId, amountMinor, expiresAt] = n;
  if (expiresAt * 1000 < nowMs) return null;
  return { cartId, serviceId: serviceId || null, pickupPointId: pickupPointId || null, cityId: cityId || null, currencyId, amountMinor, expiresAt };
}
