import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

/** Whether the customer buys as a Brazilian (foreign); null for no such customer. */
export async function buyerIsForeign(db: Db, customerId: number): Promise<boolean | null> {
  const [customer] = await db
    .select({ foreign: customers.foreign })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer ? customer.foreign : null;
}
