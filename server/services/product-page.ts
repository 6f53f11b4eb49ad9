import { and, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { listingNameBound, listingOrder, listingWhere, sortsByName, type ProductsQuery } from './product-listing';
import { SEARCH_COUNT_CAP } from './product-count';
import { matchEstimate, normalizeSearch, type SearchMode } from './product-search';

/** The product columns a card needs (listing, related, wishlist). */
export const rowColumns = {
  id: products.id,
  code: products.code,
  slug: products.slug,
  namePt: products.namePt,
  nameEs: products.nameEs,
  systemName: products.systemName,
  priceUsd: products.priceUsd,
  showPrice: products.showPrice,
  stockQty: products.stockQty,
  storeStockQty: products.storeStockQty,
  hasUnit: products.hasUnit,
  brandId: products.brandId,
  categoryId: products.categoryId,
  departmentId: products.departmentId,
};

/** Spelled out: drizzle leaves columns unqualified inside select fields, which would bind "id" to product_images. */
const imageUrls = sql<string[] | null>`ARRAY(SELECT pi."url" FROM "product_images" pi WHERE pi."product_id" = "products"."id" ORDER BY pi."position")`;

/**
 * How a page is read: `plain` lets the planner walk the listing index of its scope and sort; `sparse` (a text
 * search with few possible matches) reads every match from the GIN index, sorts them and counts them in the
 * same statement; `dense` (many matches) walks the sort's index, by name from the words' lower bound.
 */
export type PagePlan = 'plain' | 'sparse' | 'dense';

/**
 * One listing page with its pictures in a single statement (one round trip, one plan), and its WHERE clause
 * for the count. Exported for bench/explain-search.ts, which shows the plans.
 */
export function pageStatement(db: Db, q: ProductsQuery, specialIds: number[], mode: SearchMode, plan: PagePlan) {
  const { where, words } = listingWhere(q, specialIds, mode);
  const order = listingOrder(q, q.lang, words);
  const bounded = plan === 'dense' && sortsByName(q) ? and(where, listingNameBound(q, words))! : where;
  // count(*) OVER () needs every match before the sort: the planner then reads them from the GIN index.
  const total = plan === 'sparse' ? sql<number>`(count(*) OVER ())::int` : sql<number | null>`NULL::int`;
  const rows = db
    .select({ ...rowColumns, images: imageUrls, total })
    .from(products)
    .where(bounded)
    .orderBy(...order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { rows, where };
}

export type PageRow = Awaited<ReturnType<typeof pageStatement>['rows']>[number];

/**
 * How to read a page: a text search (prefix mode) asks search_lexemes how many products its words can match
 * first. `estimate` is that bound (0: nothing matches, no need to read anything), null without text.
 */
export async function planPage(
  db: Db,
  q: ProductsQuery,
  mode: SearchMode,
  cap = SEARCH_COUNT_CAP,
): Promise<{ plan: PagePlan; estimate: number | null }> {
  const words = q.text && mode === 'prefix' ? normalizeSearch(q.text) : [];
  if (!words.length) return { plan: 'plain', estimate: null };
  const result = (await db.execute(matchEstimate(words))) as unknown as { rows: { estimate: number | null }[] };
  const estimate = Number(result.rows[0]?.estimate ?? 0);
  return { plan: estimate > cap ? 'dense' : 'sparse', estimate };
}
