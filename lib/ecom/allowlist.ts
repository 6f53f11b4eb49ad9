import { allowedPath } from '@/lib/operations/table';

/**
 * The storefront's /api/ecom allowlist, derived from the one operation table (lib/operations/table.ts): a shopper's
 * row the catch-all proxy serves (not login, registration or logout, which have handlers of their own) with its
 * method and anchored path pattern. A call the browser client cannot make, and every staff call, is a 404 at the
 * proxy without reaching the API.
 */
export function allowedEcomPath(method: string, segments: readonly string[]): string | null {
  return allowedPath('ecom', method, segments)?.path ?? null;
}
