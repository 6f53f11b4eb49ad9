import { asc, eq } from 'drizzle-orm';
import type { ChargeDetails } from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { customers, orderItems, orders } from '../../db/schema';

/** The order as a remote provider needs it (buyer profile, lines), read in the caller's transaction. */
export async function chargeDetails(tx: Db, orderId: number): Promise<ChargeDetails> {
  const [row] = await tx
    .select({
      orderNumber: orders.number,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      documentType: customers.documentType,
      document: customers.document,
      companyName: customers.companyName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  const items = await tx
    .select({ productId: orderItems.productId, name: orderItems.productName, quantity: orderItems.quantity, totalMinor: orderItems.subtotalMinor })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const { orderNumber, ...buyer } = row;
  return { orderNumber, buyer, items };
}
