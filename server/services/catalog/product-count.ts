import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeShape } from '../../db/prepared';
import { productFacets, products } from '../../db/schema';
import { bindValues, countKey } from './catalog-shapes';
import {
  facetWhere,
  listingValues,
  listingWhere,
  pageValues,
  type ListingValues,
  type ProductsQuery,
} from './product-listing';
import { literal, SEARCH_COUNT_CAP, type SearchMode } from './product-search';

/**
 * A listing's total: without text, a sum over product_facets (kept by triggers, a few hundred rows); with
 * text, the matches counted up to SEARCH_COUNT_CAP. Run by the prepared statement of its shape (catalog-shapes.ts).
 */
export async function countProducts(
  db: Db,
  q: ProductsQuery,
  specialIds: number[],
  mode: SearchMode,
): Promise<number> {
  const v = pageValues(q);
  const { template, values } = bindValues(v);
  const build = () => countStatement(db, q, specialIds, mode, template);
  const [r] = await executeShape<{ total: number }>(
    db,
    'cat_count',
    countKey(q, v, mode, specialIds),
    build,
    values,
    { planned: mode === 'fuzzy' },
  );
  return r.total;
}

/** The statement countProducts runs (bench/explain-search.ts shows its plan). */
export function countStatement(
  db: Db,
  q: ProductsQuery,
  specialIds: number[],
  mode: SearchMode,
  v: ListingValues = listingValues(q),
) {
  const facets = facetWhere(q, specialIds, v);
  if (facets)
    return db
      .select({ total: sql<number>`coalesce(sum(${productFacets.n}), 0)::int` })
      .from(productFacets)
      .where(facets);
  const { where } = listingWhere(q, specialIds, mode, v);
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where);
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(sql`(${matches} LIMIT ${literal(SEARCH_COUNT_CAP)}) AS "matches"`);
}
