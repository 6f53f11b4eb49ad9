import { sql } from 'drizzle-orm';
import { ValidationError } from '../errors';
import { MAX_UNPAID_ORDERS } from './payment-windows';

/**
 * The customer's row locked for the rest of the checkout, then their orders awaiting payment counted: two checkouts
 * of one customer (two tabs, a script) wait for each other at the lock, so the cap cannot be passed by racing. FOR NO
 * KEY UPDATE, not FOR UPDATE: the orders' foreign key takes KEY SHARE on the same row and must not wait on it. Other
 * customers' checkouts never touch it.
 *
 * Both steps are the database function checkout_unpaid_orders (migration 0017): the count must be a statement of its
 * own, after the lock is granted (under READ COMMITTED a statement sees the data as of its start, so a count in the
 * locking statement itself would miss the order the lock holder just committed), and a VOLATILE function's second
 * statement takes that fresh snapshot. It is called from the cart close's RETURNING (checkout-queries.ts), so the
 * cap costs no round trip of its own (issue 31); being VOLATILE it still runs after the cart row is locked.
 */
export const unpaidOrdersAfterLock = (customerId: number, at: Date) =>
  sql<number>`checkout_unpaid_orders(${customerId}::int, ${at.toISOString()}::timestamptz)`;

/** Spec-shaped 422 in the shopper's language when the customer already has MAX_UNPAID_ORDERS orders awaiting payment. */
export function assertUnpaidRoom(unpaid: number | string | null): void {
  if (Number(unpaid ?? 0) >= MAX_UNPAID_ORDERS) {
    throw new ValidationError({ unpaidOrders: ['unpaidOrdersLimit'] }, 'unpaidOrdersLimit');
  }
}
