import 'server-only';
import { isIP } from 'node:net';
import { deriveKey } from '@/lib/contract/secrets';

/**
 * The storefront proves to the API that a call is its own (key derived from APP_SECRET for this one purpose) and,
 * when it acts for one shopper (route handlers), passes that shopper's address on, so the API's rate limits
 * count the shopper and never the storefront (see server/http/rate-limit.ts). Calls without a shopper address
 * (ISR rendering, sitemaps) are never limited. Without APP_SECRET (development with a bare `next dev`) no key is
 * sent and the API counts the storefront as one shopper.
 */
export const STOREFRONT_KEY_HEADER = 'x-storefront-key';
export const SHOPPER_IP_HEADER = 'x-shopper-ip';

let cachedKey: { secret: string; key: string } | undefined;

function storefrontKey(): string | undefined {
  const secret = process.env.APP_SECRET;
  if (!secret) return undefined;
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: deriveKey(secret, 'storefront-identity') };
  return cachedKey.key;
}

export function identityHeaders(shopper?: string): Record<string, string> {
  const key = storefrontKey();
  if (!key) return {};
  return shopper ? { [STOREFRONT_KEY_HEADER]: key, [SHOPPER_IP_HEADER]: shopper } : { [STOREFRONT_KEY_HEADER]: key };
}

/**
 * The shopper's address as the storefront sees it: the LAST entry of X-Forwarded-For. `next start` fills that
 * header with the socket address when the request has none, and keeps a client's own header otherwise; a reverse
 * proxy in front (the deployed setup) appends the address it saw, which is the last entry and cannot be forged
 * by the client. With more than one proxy in front, the outer ones must overwrite, not append, the header.
 * Undefined when there is no usable address (the call is then treated as the storefront's own).
 */
export function shopperAddress(headers: Headers): string | undefined {
  const last = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
  const address = last.startsWith('::ffff:') && isIP(last.slice(7)) === 4 ? last.slice(7) : last;
  return isIP(address) ? address : undefined;
}
