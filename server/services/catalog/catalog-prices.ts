import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

export interface PriceChange {
  id: number;
  code: string;
  previousUsd: string;
  priceUsd: string;
}

/** Sets one product's base price (US dollars, two decimals). Undefined when no product has that code. */
export async function setProductPrice(
  db: Db,
  code: string,
  priceUsd: string,
): Promise<PriceChange | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: products.id, priceUsd: products.priceUsd })
      .from(products)
      .where(eq(products.code, code))
      .for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(products)
      .set({ priceUsd, updatedAt: sql`now()` })
      .where(eq(products.id, before.id))
      .returning({ priceUsd: products.priceUsd });
    return { id: before.id, code, previousUsd: before.priceUsd, priceUsd: after.priceUsd };
  });
}
