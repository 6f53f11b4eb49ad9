import { OPERATIONS, type Operation } from './operations';
import { pathPattern } from './path-rule';

/**
 * The storefront's /api/ecom allowlist, derived from the operations table: each row the catch-all proxy serves
 * (not login, registration or logout, which have handlers of their own) becomes a method and an anchored path
 * pattern. A call the browser client cannot make is a 404 at the proxy without reaching the API.
 */
const ROUTES: ReadonlyArray<readonly [method: string, path: RegExp]> = Object.values(
  OPERATIONS as Record<string, Operation>,
)
  .filter((op) => op.handler !== 'own')
  .map((op) => [op.method, pathPattern(op.path)] as const);

/** The API path for route segments, or null when the method and path are not allowed. */
export function allowedEcomPath(method: string, segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.some((s) => !/^[\w.-]{1,300}$/.test(s) || s === '.' || s === '..'))
    return null;
  const path = segments.join('/');
  return ROUTES.some(([m, re]) => m === method && re.test(path)) ? `/ecom/${path}` : null;
}
