import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Tokens already signed: every cart answer signs each of its lines and every listing each of its cards, mostly the
 * same few products at the same prices, and the HMAC was the largest cost of building a cart answer. A price or
 * key change makes a new cache key, so nothing stale is ever answered; the bound keeps memory flat.
 */
const signed = new LRUCache<string, string>({ max: 20_000 });

/**
 * The product token (spec §3 Product.token, echoed by cart items) signs the price the shopper was shown,
 * so the cart can tell a stale or forged price from a real one without trusting the browser.
 */
export function productToken(
  secret: string,
  productId: number,
  currencyId: number,
  priceMinor: number,
): string {
  const message = `${productId}:${currencyId}:${priceMinor}`;
  const key = `${secret}\n${message}`;
  let token = signed.get(key);
  if (token === undefined) {
    token = createHmac('sha256', secret).update(message).digest('base64url').slice(0, 22);
    signed.set(key, token);
  }
  return token;
}
