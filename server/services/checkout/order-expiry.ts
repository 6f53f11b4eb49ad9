import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, products } from '../../db/schema';

/**
 * Unpaid orders give their reserved stock back when their hold runs out. Safe with several API replicas: each run
 * claims a batch with `FOR UPDATE SKIP LOCKED`, so two replicas never release the same order twice.
 * Returns how many orders were released.
 */
export async function releaseExpiredOrders(db: Db, now: Date, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNull(orders.paidAt), isNull(orders.releasedAt), lte(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const o of due) {
      const lines = await tx.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.productId);
      for (const l of lines) {
        await tx.update(products).set({ stockQty: sql`${products.stockQty} + ${l.quantity}` }).where(eq(products.id, l.productId));
      }
      await tx.update(orders).set({ status: 'CANCELADO', releasedAt: now, updatedAt: now }).where(eq(orders.id, o.id));
      await tx.update(payments).set({ status: 'CANCELADO', updatedAt: now }).where(and(eq(payments.orderId, o.id), eq(payments.status, 'AGUARDANDO')));
    }
    return due.length;
  });
}
