import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Wishlist } from '../../../lib/contract/account';
import type { Lang } from '../../../lib/contract/common';
import type { Db } from '../../db/client';
import { products, wishlistItems } from '../../db/schema';
import { NotFoundError } from '../errors';
import type { ProductService } from '../catalog/products';

/** Spec §1 wishlist: saved products with their current price and stock in the requested currency. */
export function wishlistService(db: Db, productsService: ProductService, now: () => Date) {
  async function list(customerId: number, lang: Lang, currencyId: number): Promise<Wishlist> {
    const rows = await db
      .select({ id: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    const ids = rows.map((r) => r.id);
    return { produto_ids: ids, data: await productsService.summariesByIds(ids, lang, currencyId) };
  }

  async function existing(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
    return rows.map((r) => r.id);
  }

  async function add(customerId: number, productId: number): Promise<void> {
    if (!(await existing([productId])).length) throw new NotFoundError('productNotFound');
    await db.insert(wishlistItems).values({ customerId, productId, createdAt: now() }).onConflictDoNothing();
  }

  const remove = (customerId: number, productId: number) =>
    db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)))
      .then(() => undefined);

  /** Anonymous wishes moved at login: unknown products are skipped, duplicates kept once. */
  async function importIds(customerId: number, ids: number[]): Promise<void> {
    const found = await existing([...new Set(ids)]);
    if (!found.length) return;
    const at = now();
    await db
      .insert(wishlistItems)
      .values(found.map((productId) => ({ customerId, productId, createdAt: at })))
      .onConflictDoNothing();
  }

  return { list, add, remove, importIds };
}
