import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { executeShape } from '../../db/prepared';
import { bindValues, pageKey } from './catalog-shapes';
import { productFacets, products } from '../../db/schema';
import {
  DENSE_WINDOW,
  facetWhere,
  listingNameBound,
  listingOrder,
  listingWhere,
  orderColumns,
  pageValues,
  sortsByName,
  type ListingValues,
  type PageValues,
  type ProductsQuery,
} from './product-listing';
import { nameWalk, walkDirection } from './product-name-walk';
import {
  literal,
  matchEstimates,
  normalizeSearch,
  SEARCH_COUNT_CAP,
  type SearchMode,
} from './product-search';

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

/**
 * Spelled out: drizzle leaves columns unqualified inside select fields, which would bind "id" to product_images.
 * As JSON: node-postgres parses a text[] in JavaScript (postgres-array, ~2.6 % of a listing's API CPU in a
 * profile at 100k products), a json value with the native JSON.parse.
 */
const imageUrls = sql<
  string[] | null
>`array_to_json(ARRAY(SELECT pi."url" FROM "product_images" pi WHERE pi."product_id" = "products"."id" ORDER BY pi."position"))`;
/** A product's first picture, as a select field of a query on products (spelled out for the same reason). */
export const firstImageUrl = sql<
  string | null
>`(SELECT pi."url" FROM "product_images" pi WHERE pi."product_id" = "products"."id" ORDER BY pi."position" LIMIT 1)`;

/**
 * How a page is read: `plain` lets the planner walk the listing index of its scope and sort; `sparse` (a text
 * search with few possible matches) reads every match from the GIN index, sorts them and counts them in the
 * same statement; `dense` (many matches) walks the sort's index, by name from the words' lower bound; `search`
 * (a prefix text search) asks search_lexemes for its words' estimate and runs `sparse` or `dense` by it, all in
 * one statement, so a search is one round trip. `walk` (a one-word search sorted by name alone whose dense window
 * ran out) reads each lexeme's products in name order from search_names (product-name-walk.ts); any other
 * search asked to walk is read like `sparse`. `capped` (the typo fallback, planned with its words) reads like
 * `sparse` at most cap + 1 matches: up to the cap its page and total are exact.
 */
export type PagePlan = 'plain' | 'sparse' | 'dense' | 'search' | 'walk' | 'capped';

/** What a page's inner read returns: the card's columns and every column a sort can use. */
const sortableColumns = {
  ...rowColumns,
  inStock: products.inStock,
  position: products.position,
  searchText: products.searchText,
};

type Columns = Record<string, PgColumn>;
type FromAlias<T extends Columns> = {
  [K in keyof T]: SQL<T[K]['_']['notNull'] extends true ? T[K]['_']['data'] : T[K]['_']['data'] | null>;
};

/** The same columns read from a subquery named "products" (drizzle only lets real tables' columns be selected). */
function fromAlias<T extends Columns>(columns: T): FromAlias<T> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [
      key,
      sql`"products".${sql.identifier(column.name)}`.mapWith(column),
    ]),
  ) as FromAlias<T>;
}

/**
 * One listing page with its pictures in a single statement (one round trip, one plan), and its WHERE clause
 * for the count. The page is read and limited inside, so pictures are looked up for its rows only, never for
 * the rows an offset skips. The outer query keeps the name "products" for the inner read, so the same ORDER
 * BY serves both levels. Exported for bench/explain-search.ts, which shows the plans.
 */
export function pageStatement(
  db: Db,
  q: ProductsQuery,
  specialIds: number[],
  mode: SearchMode,
  plan: PagePlan,
  regularIds: number[] = [],
  v: PageValues = pageValues(q),
) {
  const { where, terms, filters, text } = listingWhere(q, specialIds, mode, v);
  const order = listingOrder(q, q.lang, terms);
  const { offset, limit } = v;
  // OFFSET 0 keeps the planner from walking a sort index through the whole catalogue to feed count(*) OVER ():
  // the matches come from the GIN index, then the few hundred are sorted and counted.
  const sparse = (gate?: SQL, capped = false) => {
    const matches = db
      .select(sortableColumns)
      .from(products)
      .where(gate ? and(where, gate) : where);
    // Capped: at most cap + 1 matches are read; a total above the cap says the page may not be the first rows.
    const read = capped ? sql`${matches} LIMIT (${v.cap} + 1)` : sql`${matches} OFFSET 0`;
    return sql`${db
      .select({
        ...fromAlias(sortableColumns),
        total: sql<number | null>`(count(*) OVER ())::int`.as('total'),
      })
      .from(sql`(${read}) AS "products"`)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)}`;
  };
  // Read in the page's order at most v.window rows (by name: from the words' lower bound) and keep the
  // matches; execution stops as soon as the page is full. A short page means the window ran out first:
  // the caller then reads every match instead ('sparse').
  const dense = (textMatch: SQL, gate?: SQL) => {
    const bound = sortsByName(q) && terms ? and(filters, listingNameBound(q, terms))! : filters;
    const window = db
      .select({ ...sortableColumns, searchWords: products.searchWords })
      .from(products)
      .where(gate ? and(bound, gate) : bound)
      .orderBy(...order);
    return sql`${db
      .select({ ...fromAlias(sortableColumns), total: sql<number | null>`NULL::int`.as('total') })
      .from(sql`(${window} LIMIT ${literal(v.window)}) AS "products"`)
      .where(textMatch)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)}`;
  };
  let page: SQL;
  if (plan === 'search' && text && terms) {
    // Both branches in one statement, each behind a one-time filter on the estimate (an InitPlan over the
    // materialized CTE below): PostgreSQL runs the one the estimate picks and never starts the other.
    const estimate = sql`(SELECT "estimate" FROM "search_estimate")`;
    page = sql`(${sparse(sql`${estimate} BETWEEN 1 AND ${v.cap}`)}) UNION ALL (${dense(text, sql`${estimate} > ${v.cap}`)})`;
  } else if (plan === 'walk' && text && terms && walkDirection(q)) {
    // Each product once (it can come through several lexemes); DISTINCT ON needs the order's leading keys.
    const rows = nameWalk(db, q, terms, filters, text, sortableColumns, v.reach, walkDirection(q)!);
    const distinct = [
      sql`"products".${sql.identifier(q.lang === 'es' ? products.nameEs.name : products.namePt.name)}`,
      sql`"products"."id"`,
    ];
    page = sql`${db
      .selectDistinctOn(distinct, {
        ...fromAlias(sortableColumns),
        total: sql<number | null>`NULL::int`.as('total'),
      })
      .from(sql`(${rows}) AS "products"`)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)}`;
  } else if (plan === 'sparse' || plan === 'walk') {
    page = sparse();
  } else if (plan === 'capped') {
    page = sparse(undefined, true);
  } else if (plan === 'dense' && text) {
    page = dense(text);
  } else {
    const facets = plan === 'plain' ? facetWhere(q, specialIds, v) : null;
    if (facets) return plainPage(db, q, specialIds, mode, regularIds, v, facets, order, where);
    page = sql`${db
      .select({ ...sortableColumns, total: sql<number | null>`NULL::int`.as('total') })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)}`;
  }
  const fields = {
    ...fromAlias(rowColumns),
    images: imageUrls,
    total: sql<number | null>`"products"."total"`,
  };
  if (plan === 'search' && terms) {
    // The estimate's one row, joined to the page: it comes back even when the page is empty. The product
    // columns are NULL then (readPage drops that row).
    const estimate = db
      .$with('search_estimate')
      .as(db.select({ estimate: sql<number>`min("e")::int`.as('estimate') }).from(matchEstimates(terms)));
    const rows = db
      .with(estimate)
      .select({ ...fields, estimate: sql<number | null>`${estimate.estimate}` })
      .from(estimate)
      .leftJoin(sql`(${page}) AS "products"`, sql`true`)
      .orderBy(...order);
    return { rows, where };
  }
  const rows = db
    .select({ ...fields, estimate: sql<number | null>`NULL::int` })
    .from(sql`(${page}) AS "products"`)
    .orderBy(...order);
  return { rows, where };
}

/** A listing's total over product_facets (a sum over a few hundred rows), as a scalar subquery. */
const facetTotal = (facets: SQL) =>
  sql`(SELECT coalesce(sum(${productFacets.n}), 0)::int FROM ${productFacets} WHERE ${facets})`;

/**
 * A listing without text: its page and its total (product_facets) in one statement, one round trip. The page is
 * read only when the total reaches it ("t"."total" > offset, a one-time filter), so a page past the end, or a
 * brand whose products are all in the XO line, reads no index at all; a brand set's part is read only when that
 * brand has products in the listing's scope. Without a page the statement still answers one row: the total,
 * its other columns null (the LEFT JOIN).
 */
function plainPage(
  db: Db,
  q: ProductsQuery,
  specialIds: number[],
  mode: SearchMode,
  regularIds: number[],
  v: PageValues,
  facets: SQL,
  order: SQL[],
  where: SQL,
) {
  const { offset, limit, reach } = v;
  const reached = sql`"t"."total" > ${offset}`;
  const parts = scopeParts(q, v, specialIds, regularIds);
  // The page's keys only (its id and sort columns): the rows an offset skips are read from the listing index
  // alone (an index-only scan where the scope's columns are in it), and the card's columns are read from the
  // table for the page's rows only. Read whole, each skipped row cost a heap visit and its projection: a page
  // 40 cost 4 times page 1's CPU (docs/decisions/0035 session 13).
  const keys = keyColumns(q);
  let page: SQL;
  if (parts.length > 1) {
    // Several brands, or the special line's categories: no one index holds them in the page's order, but each
    // one's does. Each part reads its first offset + per_page rows in order; the page is taken from their union.
    const branches = parts.map(([part, values]) => {
      const partWhere = listingWhere(part, specialIds, mode, values).where;
      const own =
        v.brands.length > 1 ? sql`${facetTotal(facetWhere(part, specialIds, values)!)} > 0` : undefined;
      return sql`(${db
        .select(keys)
        .from(products)
        .where(and(partWhere, own))
        .orderBy(...order)
        .limit(reach)})`;
    });
    page = sql`${db
      .select(fromAlias(keys))
      .from(sql`(${sql.join(branches, sql` UNION ALL `)}) AS "products"`)
      .where(reached)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)}`;
  } else {
    page = sql`${db
      .select(keys)
      .from(products)
      .where(and(where, reached))
      .orderBy(...order)
      .limit(limit)
      .offset(offset)}`;
  }
  const rows = db
    .select({
      ...fromAlias(rowColumns),
      images: imageUrls,
      total: sql<number | null>`"t"."total"`,
      estimate: sql<number | null>`NULL::int`,
    })
    // OFFSET 0: "t" stays a subquery, so the total is summed once (pulled up, each use would sum it again).
    .from(
      sql`(SELECT ${facetTotal(facets)} AS "total" OFFSET 0) AS "t" LEFT JOIN LATERAL (${page}) AS "page" ON true LEFT JOIN ${products} ON ${products.id} = "page"."id"`,
    )
    .orderBy(...order);
  return { rows, where };
}

/** The columns a plain listing's order reads (listingOrder), with the id: what its page is chosen by. */
function keyColumns(q: ProductsQuery): Columns {
  const keys: Columns = { id: products.id };
  for (const column of orderColumns(q, q.lang)) keys[column.name] = column;
  return keys;
}

/**
 * The listing split into parts that each have an index in every sort: one per brand of a brand set, one per
 * special category of special=only, and one per regular category for the whole regular catalogue sorted by name
 * (the XO line's names all start with "XO", so a descending read would first skip all of them). One part (or
 * none) when the scope needs no split.
 */
function scopeParts(
  q: ProductsQuery,
  v: ListingValues,
  specialIds: number[],
  regularIds: number[],
): [ProductsQuery, ListingValues][] {
  if (v.brands.length > 1) return v.brands.map((id) => [q, { ...v, brands: [id] }]);
  if (v.category !== undefined || v.department !== undefined || v.brands.length) return [];
  const special = q.special?.toLowerCase();
  const byCategory = (ids: number[]) =>
    ids.map((id): [ProductsQuery, ListingValues] => [
      { ...q, special: undefined },
      { ...v, category: literal(id) },
    ]);
  if (special === 'only' && specialIds.length > 1) return byCategory(specialIds);
  const regularOnly =
    specialIds.length > 0 && (special === 'exclude' || (special !== 'only' && !q.all_products));
  if (regularOnly && sortsByName(q) && regularIds.length > 1) return byCategory(regularIds);
  return [];
}

export type PageRow = Awaited<ReturnType<typeof pageStatement>['rows']>[number];

/**
 * A page's rows by the prepared statement of its shape (built once per shape: catalog-shapes.ts). `cap`: a text
 * search's count cap, which the 'search' plan compares its estimate with, and its dense read's window.
 */
export function readPage(
  db: Db,
  q: ProductsQuery,
  specialIds: number[],
  mode: SearchMode,
  plan: PagePlan,
  regularIds: number[] = [],
  cap = SEARCH_COUNT_CAP,
  window = DENSE_WINDOW,
): Promise<PageRow[]> {
  const v = pageValues(q, cap, window);
  const { template, values } = bindValues(v);
  const key = pageKey(q, v, mode, plan, specialIds, regularIds);
  return executeShape<PageRow>(
    db,
    'cat_page',
    key,
    () => pageStatement(db, q, specialIds, mode, plan, regularIds, template).rows,
    values,
    // The typo fallback's read of its matches is planned with its words (see executeShape); its page in name
    // order, when they are more than the cap, keeps the generic plan (a walk of the name index: given the words,
    // the planner read every trigram candidate instead).
    { planned: plan === 'capped' },
  );
}

/** How a page is read first: a text search by word prefixes is one 'search' statement, anything else 'plain'. */
export const firstPlan = (q: ProductsQuery, mode: SearchMode): PagePlan =>
  q.text && mode === 'prefix' && normalizeSearch(q.text).length ? 'search' : 'plain';

/**
 * A prefix text search's page and its words' estimate (search_lexemes: at most how many products they match;
 * 0 when nothing can), in one round trip. Above `cap` the page came from the in-order read ('dense').
 */
export async function readSearch(
  db: Db,
  q: ProductsQuery,
  specialIds: number[],
  cap = SEARCH_COUNT_CAP,
  window = DENSE_WINDOW,
): Promise<{ rows: PageRow[]; estimate: number }> {
  const found = await readPage(db, q, specialIds, 'prefix', 'search', [], cap, window);
  return { rows: found.filter((r) => r.id !== null), estimate: Number(found[0]?.estimate ?? 0) };
}
