import { createHmac } from 'node:crypto';

/**
 * The product token (spec §3 Product.token, echoed by cart items) signs the price the shopper was shown,
 * so the cart can tell a stale or forged price from a real one without trusting the browser.
 */
export function productToken(secret: string, productId: number, currencyId: number, priceMinor: number): string {
  return createHmac('sha256', secret)
    .update(`${productId}:${currencyId}:${priceMinor}`)
    .digest('base64url')
    .slice(0, 22);
}
