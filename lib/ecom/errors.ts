/** A customer call's errors live with the one client (lib/operations/errors.ts); the ecom data layer's names. */
export { EcomError, errorFromAnswer, SESSION_LOST_EVENT } from '@/lib/operations/errors';
