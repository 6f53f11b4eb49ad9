import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Attribution } from '../../../lib/contract/attribution';
import type { Db } from '../../db/client';
import { orders, sellers } from '../../db/schema';

/**
 * Writes where the shopper came from on their new order (issue 28 point 6): the first and last campaign sources and
 * the seller whose link brought them, when that seller still exists. Only once: a repeated checkout of the same
 * cart returns the same order and keeps what the first one recorded.
 */
export async function recordOrderAttribution(
  db: Db,
  order: { externalId: string; customerId: number },
  a: Attribution,
): Promise<void> {
  await db
    .update(orders)
    .set({
      sourceFirst: a.f.s,
      sourceLast: a.l.s,
      attribution: a,
      sellerId: a.v ? sql`(SELECT ${sellers.id} FROM ${sellers} WHERE ${sellers.id} = ${a.v})` : null,
    })
    .where(
      and(
        eq(orders.externalId, order.externalId),
        eq(orders.customerId, order.customerId),
        isNull(orders.attribution),
      ),
    );
}
