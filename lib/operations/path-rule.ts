/**
 * The one path-parameter rule for every browser call, shopper's (./shopper.ts) and staff's
 * (./staff.ts): a path names its parameters as `:name`, and PARAMS says what each may look like.
 * The client fills a path from it (refusing a value that does not fit) and the proxies' allowlists (./table.ts) match
 * segments against the same patterns, so a call the client cannot build is a 404 at the proxy.
 */
export const PARAMS = {
  externalId: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
  /** Orders and payments are named by the API's external ids, UUIDs as well (spec §7). */
  orderId: '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}',
  cartId: '\\d{1,10}',
  productId: '\\d{1,10}',
  addressId: '\\d{1,10}',
  side: '(?:frente|verso)',
  cep: '\\d{5}-?\\d{3}',
  uid: '[\\w-]{1,100}',
  token: '[\\w.-]{1,300}',
  // The back office's.
  /** An order's number, a staff member's, product's or content row's id. */
  number: '\\d{1,10}',
  id: '\\d{1,10}',
  /** A pickup code as the counter reads it (the API upper-cases and checks it again). */
  code: '[A-Za-z0-9-]{4,20}',
  /** Taxonomy and content kinds: plain lower-case words. */
  kind: '[a-z_-]{1,40}',
  /** An import file is named by its SHA-256 in hex. */
  arquivo: '[a-f0-9]{64}',
} as const;
export type ParamName = keyof typeof PARAMS;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The anchored pattern a path's segments must match ("cliente/address/:addressId" → /^cliente\/address\/\d{1,10}$/). */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? `(?:${PARAMS[segment.slice(1) as ParamName]})` : escape(segment),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/** A row's path with its parameters filled in; a value missing or not fitting its PARAMS pattern throws. */
export function fillPath(path: string, params: Record<string, string | number> = {}, what = path): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${what}: missing :${key}`);
    if (!new RegExp(`^(?:${PARAMS[key as ParamName]})$`).test(String(value)))
      throw new Error(`${what}: bad :${key}`);
    return encodeURIComponent(String(value));
  });
}
