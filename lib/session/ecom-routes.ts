/**
 * The customer calls the browser may make through /api/ecom/{path} (the catch-all route handler), by method:
 * derived from the data layer's operations table (lib/operations/shopper.ts), so adding a call is one row there.
 * Login, logout and registration have their own handlers; anything else is a 404 without reaching the API.
 */
export { allowedEcomPath } from '@/lib/ecom/allowlist';
