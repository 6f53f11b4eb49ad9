import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { ValidationError } from '../errors';
import { MAX_UNPAID_ORDERS } from './payment-windows';

/**
 * The customer's row locked for the rest of the checkout, then their orders awaiting payment counted: two checkouts
 * of one customer (two tabs, a script) wait for each other at the lock, so the cap cannot be passed by racing. FOR NO
 * KEY UPDATE, not FOR UPDATE: the orders' foreign key takes KEY SHARE on the same row and must not wait on it. Other
 * customers' checkouts never touch it.
 *
 * Both steps are the database function checkout_unpaid_orders (migration 0017), one round trip: the count must be a
 * statement of its own, after the lock is granted (under READ COMMITTED a statement sees the data as of its start,
 * so a count in the locking statement itself would miss the order the lock holder just committed), and a VOLATILE
 * function's second statement takes that fresh snapshot.
 */
const lockAndCountUnpaid = namedStatement<{ unpaid: number }>(
  'checkout_unpaid_orders',
  sql`select checkout_unpaid_orders(${sql.placeholder('customerId')}::int, ${sql.placeholder('now')}::timestamptz) as unpaid`,
);

/** Spec-shaped 422 in the shopper's language when the customer already has MAX_UNPAID_ORDERS orders awaiting payment. */
export async function assertUnpaidRoom(tx: Pick<Db, '_'>, customerId: number, at: Date): Promise<void> {
  const [row] = await lockAndCountUnpaid(tx, { customerId, now: at.toISOString() });
  if (Number(row?.unpaid ?? 0) >= MAX_UNPAID_ORDERS) {
    throw new ValidationError({ unpaidOrders: ['unpaidOrdersLimit'] }, 'unpaidOrdersLimit');
  }
}
