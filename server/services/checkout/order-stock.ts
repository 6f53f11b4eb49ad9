import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Puts an order's units back on the shelf, inside the caller's transaction (expiry, a staff cancel, a refund of goods
 * still in the store), and returns the lines it put back. Lines go in product order, as checkout takes them, so two of these never deadlock.
 */
export async function returnOrderStock(
  tx: Tx,
  orderId: number,
): Promise<{ productId: number; quantity: number }[]> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
  for (const l of lines)
    await tx
      .update(products)
      .set({ stockQty: sql`${products.stockQty} + ${l.quantity}` })
      .where(eq(products.id, l.productId));
  return lines;
}
