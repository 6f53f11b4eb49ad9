import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { ValidationError } from '../errors';
import { MAX_UNPAID_ORDERS } from './payment-windows';

/**
 * The customer's row locked for the rest of the checkout: two checkouts of one customer (two tabs, a script) wait
 * for each other here, so the cap cannot be passed by racing. FOR NO KEY UPDATE, not FOR UPDATE: the orders'
 * foreign key takes KEY SHARE on the same row and must not wait on it. Other customers' checkouts never touch it.
 */
const lockCustomer = namedStatement<{ id: number }>('checkout_lock_customer', sql`select id from customers where id = ${sql.placeholder('customerId')}::int for no key update`);

/**
 * Counted in a statement of its own, after the lock is granted: under READ COMMITTED a statement sees the data as
 * of its start, so a count in the locking statement itself would miss the order the lock holder just committed.
 */
const countUnpaid = namedStatement<{ unpaid: number }>(
  'checkout_count_unpaid',
  sql`
    select count(*)::int as unpaid from orders
    where customer_id = ${sql.placeholder('customerId')}::int and paid_at is null and released_at is null and status = 'PAGAMENTO'
      and expires_at > ${sql.placeholder('now')}::timestamptz`,
);

/** Spec-shaped 422 in the shopper's language when the customer already has MAX_UNPAID_ORDERS orders awaiting payment. */
export async function assertUnpaidRoom(tx: Pick<Db, '_'>, customerId: number, at: Date): Promise<void> {
  await lockCustomer(tx, { customerId });
  const [row] = await countUnpaid(tx, { customerId, now: at.toISOString() });
  if (Number(row?.unpaid ?? 0) >= MAX_UNPAID_ORDERS) {
    throw new ValidationError({ pedidos: ['unpaidOrdersLimit'] }, 'unpaidOrdersLimit');
  }
}
