import { pathPattern } from './path-rule';
import type { Base, Row } from './rows';
import { SHOPPER_ROWS } from './shopper';
import { STAFF_ROWS } from './staff';

/**
 * The one table of every call a browser makes, shopper's and staff's (decision 0045). Its rows are written in two
 * files by audience, keyed by name (./shopper.ts, ./staff.ts: each under 400 lines, and a new staff call is still
 * one row where it was); here each row gets its `base`, the storefront proxy that carries it (`/api/ecom/…` to the
 * API's /ecom/…, `/api/admin/…` to its /admin/…), and its path becomes the API's whole path. Staff rows are named
 * `admin.<name>` here because both audiences have a `me`, a `login`, an `order`.
 *
 * Who may call a row is its `access`: 'public', 'customer' (a signed-in shopper) or the staff roles.
 */
export type { Base, Row } from './rows';

export const OPERATIONS = { ...SHOPPER_ROWS, ...STAFF_ROWS };
export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;

/** What one segment of a proxied path may look like, per proxy (staff ids are plain; shoppers' tokens have dots). */
const SEGMENT: Record<Base, (s: string) => boolean> = {
  ecom: (s) => /^[\w.-]{1,300}$/.test(s) && s !== '.' && s !== '..',
  admin: (s) => /^[\w-]{1,100}$/.test(s),
};

const ROUTES = (Object.entries(OPERATIONS) as [OperationName, Row][])
  // A row served by a route handler of its own (it sets or clears the session cookie) never passes the catch-all.
  .filter(([, row]) => row.handler !== 'own')
  .map(([name, row]) => ({
    name,
    row,
    pattern: pathPattern(row.path.slice(`/${row.base}/`.length)),
  }));

/**
 * A proxy's allowlist: `/api/<base>/<segments>` with this method → the row and the API path, or null. Only rows of
 * that base pass, so a staff path through /api/ecom is refused and a shopper's through /api/admin; a placeholder
 * matches its path-rule pattern (no dots, slashes or encoded characters beyond it).
 */
export function allowedPath(
  base: Base,
  method: string,
  segments: readonly string[],
): { name: OperationName; row: Row; path: string } | null {
  if (segments.length === 0 || !segments.every(SEGMENT[base])) return null;
  const joined = segments.join('/');
  const route = ROUTES.find((r) => r.row.base === base && r.row.method === method && r.pattern.test(joined));
  return route ? { name: route.name, row: route.row, path: `/${base}/${joined}` } : null;
}
