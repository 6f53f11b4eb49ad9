import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders, payments } from '../../db/schema';
import { enqueueTemplate } from '../../mail/outbox';
import { storefrontUrl } from './checkout-service';
import { OPEN_PAYMENT } from './order-status';
import { returnOrderStock } from './order-stock';

export interface ExpiryOptions {
  /** The storefront's origin, for the order link in the e-mail. */
  siteUrl: string;
  limit?: number;
}

/**
 * Unpaid orders give their reserved stock back when their payment window (payment-windows.ts) runs out, and the
 * shopper is told by e-mail in their language, in the same transaction: released exactly when told. Safe with
 * several API replicas: each run claims a batch with `FOR UPDATE SKIP LOCKED`, so two replicas never release the
 * same order twice. Returns how many orders were released.
 */
export async function releaseExpiredOrders(
  db: Db,
  now: Date,
  { siteUrl, limit = 50 }: ExpiryOptions,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: orders.id,
        externalId: orders.externalId,
        number: orders.number,
        email: customers.email,
        name: customers.firstName,
        foreign: customers.foreign,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(isNull(orders.paidAt), isNull(orders.releasedAt), lte(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(limit)
      .for('update', { of: orders, skipLocked: true });
    for (const o of due) {
      await returnOrderStock(tx, o.id);
      await tx
        .update(orders)
        .set({ status: 'CANCELADO', releasedAt: now, updatedAt: now })
        .where(eq(orders.id, o.id));
      await tx
        .update(payments)
        .set({ status: 'CANCELADO', updatedAt: now })
        // SOLICITANDO too: a checkout whose provider never answered ends with its hold like any other.
        .where(and(eq(payments.orderId, o.id), inArray(payments.status, OPEN_PAYMENT)));
      const href = storefrontUrl(siteUrl, o.foreign, `/pedido/${o.externalId}`);
      await enqueueTemplate(
        tx,
        {
          to: o.email,
          template: 'order-expired',
          params: { lang: o.foreign ? 'pt' : 'es', name: o.name, orderNumber: o.number, href },
        },
        now,
      );
    }
    return due.length;
  });
}
