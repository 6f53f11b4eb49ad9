import 'server-only';
import { isIP } from 'node:net';
import { STOREFRONT_KEY_HEADER } from '@/lib/contract/secrets';
import { serverEnv } from '@/lib/env/server-env';

/**
 * The storefront proves to the API that a call is its own (STOREFRONT_IDENTITY_KEY, which the API derives from APP_SECRET for this one purpose) and,
 * when it acts for one shopper (route handlers), passes that shopper's address on, so the API's rate limits
 * count the shopper and never the storefront (see server/http/rate-limit.ts). Page renders send no shopper
 * (ISR, sitemaps: GETs) and are never limited; a route handler always sends one. Without the key (development with a bare `next dev`) no key is
 * sent and the API counts the storefront as one shopper.
 */
const SHOPPER_IP_HEADER = 'x-shopper-ip';

export function identityHeaders(shopper?: string): Record<string, string> {
  const key = serverEnv.identityKey;
  if (!key) return {};
  return shopper
    ? { [STOREFRONT_KEY_HEADER]: key, [SHOPPER_IP_HEADER]: shopper }
    : { [STOREFRONT_KEY_HEADER]: key };
}

/** What a route handler sends when no address can be made out: the API counts it, never exempts it. */
export const UNKNOWN_SHOPPER = 'unknown';

/**
 * The shopper's address as the storefront sees it. X-Forwarded-For holds exactly one address by the time a page
 * or handler runs: lib/http/client-address.ts (installed at start by instrumentation.ts) replaced whatever the
 * client sent with the address the TRUST_PROXY rule gives, the socket's by default, as the API's req.ip. Never
 * undefined: a route handler always acts for a shopper, and only the storefront's own page renders (which send
 * no shopper at all) go unlimited (issue 18 point 5).
 */
export function shopperAddress(headers: Headers): string {
  const last = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
  const address = last.startsWith('::ffff:') && isIP(last.slice(7)) === 4 ? last.slice(7) : last;
  return isIP(address) ? address : UNKNOWN_SHOPPER;
}
