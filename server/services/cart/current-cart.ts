import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { NotFoundError } from '../errors';

/**
 * A logged-in customer's current cart, for a browser that keeps none (a new device, or after logout and login
 * again): their open (not ordered) cart changed last. Binding at login merges every other open cart into the
 * browser's, so there is normally one; when two devices each started one since, the newer wins and the next
 * login with a cart merges them (docs/decisions/0013-cart-and-shipping-api.md).
 */
export function currentCartLookup(db: Db) {
  return {
    /** The cart's external id; none open is a 404 (the browser then makes one on its first add). */
    async externalIdOf(customerId: number): Promise<string> {
      const [row] = await db
        .select({ externalId: carts.externalId })
        .from(carts)
        .where(and(eq(carts.customerId, customerId), isNull(carts.orderedAt)))
        .orderBy(desc(carts.updatedAt), desc(carts.id))
        .limit(1);
      if (!row) throw new NotFoundError();
      return row.externalId;
    },
  };
}
