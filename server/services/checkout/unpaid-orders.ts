import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { ValidationError } from '../errors';
import { MAX_UNPAID_ORDERS } from './payment-windows';

/**
 * The customer's orders still holding stock unpaid, counted under a lock on the customer's row: two checkouts of
 * one customer (two tabs, a script) wait for each other here, so the cap cannot be passed by racing. FOR NO KEY
 * UPDATE, not FOR UPDATE: the orders' foreign key takes KEY SHARE on the same row and must not wait on it.
 * Other customers' checkouts never touch this row.
 */
const countUnpaid = namedStatement<{ unpaid: number }>(
  'checkout_count_unpaid',
  sql`
    with me as (select id from customers where id = ${sql.placeholder('customerId')}::int for no key update)
    select count(o.id)::int as unpaid from me left join orders o
      on o.customer_id = me.id and o.paid_at is null and o.released_at is null and o.status = 'PAGAMENTO'
      and o.expires_at > ${sql.placeholder('now')}::timestamptz`,
);

/** Spec-shaped 422 in the shopper's language when the customer already has MAX_UNPAID_ORDERS orders awaiting payment. */
export async function assertUnpaidRoom(tx: Pick<Db, '_'>, customerId: number, at: Date): Promise<void> {
  const [row] = await countUnpaid(tx, { customerId, now: at.toISOString() });
  if (Number(row?.unpaid ?? 0) >= MAX_UNPAID_ORDERS) {
    throw new ValidationError({ pedidos: ['unpaidOrdersLimit'] }, 'unpaidOrdersLimit');
  }
}
