import { and, asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { productsQuerySchema } from '../../../lib/contract/catalog';
import type { Lang } from '../../../lib/contract/common';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { productFacets, products } from '../../db/schema';
import { ValidationError } from '../errors';
import {
  literal,
  nameBound,
  normalizeSearch,
  relevanceOrder,
  SEARCH_COUNT_CAP,
  searchCondition,
  searchTerms,
  type Bound,
  type NameColumn,
  type SearchMode,
  type SearchTerms,
} from './product-search';

export type ProductsQuery = z.output<typeof productsQuerySchema>;

/** The name a listing shows and sorts by. */
const nameColumn = (q: ProductsQuery): NameColumn =>
  q.nome_sistema ? 'system' : q.lang === 'es' ? 'es' : 'pt';

/** True when the listing is sorted by name, so a text search can start its read at the first possible name. */
export const sortsByName = (q: ProductsQuery) =>
  (q.order_by ?? '').split(',').some((f) => ['nome', 'p_text'].includes(f.trim()));

/**
 * The values a listing's statement binds; its shape is everything else (which of them are set, the query's flags,
 * sort and language). A statement built once per shape gets placeholders here (catalog-statements.ts).
 */
export interface ListingValues {
  category?: Bound<number>;
  department?: Bound<number>;
  /** brand_id and brand_ids together, without repeats. */
  brands: (number | Placeholder)[];
  terms: SearchTerms | null;
}

export function listingValues(q: ProductsQuery): ListingValues {
  return {
    category: q.category_id || undefined,
    department: q.department_id || undefined,
    brands: [...new Set([...(q.brand_ids ?? []), ...(q.brand_id ? [q.brand_id] : [])])],
    terms: q.text ? searchTerms(normalizeSearch(q.text)) : null,
  };
}

/** The XO line's exclusion, or its restriction (special=only), over `column`; null when neither applies. */
function specialScope(
  q: ProductsQuery,
  v: ListingValues,
  specialIds: number[],
  column: typeof products.categoryId | typeof productFacets.categoryId,
): SQL | null {
  const special = q.special?.toLowerCase();
  if (specialIds.length) {
    const ids = sql.join(specialIds.map(literal), sql`, `);
    if (special === 'only') return sql`${column} IN (${ids})`;
    if (excludesSpecial(q, v)) return sql`${column} NOT IN (${ids})`;
  } else if (special === 'only') {
    return sql`false`;
  }
  return null;
}

/**
 * The XO line has its own pages: plain listings show the regular catalogue unless a category, special=only
 * or all_products=1 (search) says otherwise (docs/decisions/0003-listing-scope.md).
 */
const excludesSpecial = (q: ProductsQuery, v: ListingValues) =>
  q.special?.toLowerCase() === 'exclude' ||
  (q.special?.toLowerCase() !== 'only' &&
    !q.all_products &&
    v.category === undefined &&
    v.department === undefined);

/**
 * What a page statement binds: the listing's values, the page's window (`reach`: offset + limit, per part) and
 * the text search's count cap (above it a search is read in order, see product-page.ts).
 */
export interface PageValues extends ListingValues {
  limit: number | Placeholder;
  offset: number | Placeholder;
  reach: number | Placeholder;
  cap: number | Placeholder;
  /** How many rows a dense text search reads in order before giving up on that read (a constant of the shape). */
  window: number;
}

/** The dense read's window: a test makes it smaller so a small catalogue runs out of it too. */
export const DENSE_WINDOW = 1000;

export function pageValues(q: ProductsQuery, cap = SEARCH_COUNT_CAP, window = DENSE_WINDOW): PageValues {
  const offset = (q.page - 1) * q.per_page;
  return { ...listingValues(q), limit: q.per_page, offset, reach: offset + q.per_page, cap, window };
}

/**
 * Resolves the listing's WHERE clause; `specialIds` are the XO line's category ids. `mode` says how text
 * words match (the fuzzy mode is the fallback when the prefix one finds nothing).
 */
export function listingWhere(
  q: ProductsQuery,
  specialIds: number[],
  mode: SearchMode = 'prefix',
  v: ListingValues = listingValues(q),
): { where: SQL; terms: SearchTerms | null; filters: SQL; text: SQL | null } {
  const conds: SQL[] = [eq(products.active, literal(true))];
  if (v.category !== undefined) conds.push(eq(products.categoryId, v.category));
  if (v.department !== undefined) conds.push(eq(products.departmentId, v.department));
  if (v.brands.length) conds.push(inArray(products.brandId, v.brands));
  if (q.tem_estoque) conds.push(eq(products.inStock, literal(true)));
  // The XO line is left out by the products' own copy of its flag (kept by triggers, migration 0012), not by their
  // categories: the regular price index is partial on it and the brand and whole-catalogue indexes end with it
  // (migration 0033), so the rows a deep page skips are read from the index alone (decision 0035).
  const special =
    specialIds.length && excludesSpecial(q, v)
      ? sql`NOT ${products.special}`
      : specialScope(q, v, specialIds, products.categoryId);
  if (special) conds.push(special);
  const filters = and(...conds) as SQL;
  const text = v.terms ? searchCondition(v.terms, mode) : null;
  return { where: text ? (and(filters, text) as SQL) : filters, terms: v.terms, filters, text };
}

/** A text search's lower bound on the name it sorts by (see nameBound), for a name-ordered read. */
export const listingNameBound = (q: ProductsQuery, terms: SearchTerms): SQL =>
  nameBound(terms, nameColumn(q));

/**
 * The same filters over product_facets (no text): a listing's total as a sum over a few hundred rows. Null
 * for a text search, which is counted over products.
 */
export function facetWhere(
  q: ProductsQuery,
  specialIds: number[],
  v: ListingValues = listingValues(q),
): SQL | null {
  if (q.text) return null;
  const conds: SQL[] = [];
  if (v.category !== undefined) conds.push(eq(productFacets.categoryId, v.category));
  if (v.department !== undefined) conds.push(eq(productFacets.departmentId, v.department));
  if (v.brands.length) conds.push(inArray(productFacets.brandId, v.brands));
  if (q.tem_estoque) conds.push(eq(productFacets.inStock, literal(true)));
  const special = specialScope(q, v, specialIds, productFacets.categoryId);
  if (special) conds.push(special);
  return conds.length ? (and(...conds) as SQL) : sql`true`;
}

const SORTABLE = {
  id: () => products.id,
  valor_venda: () => products.priceUsd,
  ordem: () => products.position,
  tem_estoque: () => products.inStock,
} as const;

/** The column a name sort reads: the system name, or the name in the listing's language. */
const nameSortColumn = (q: ProductsQuery, lang: Lang) =>
  q.nome_sistema ? products.systemName : lang === 'es' ? products.nameEs : products.namePt;

/**
 * The columns listingOrder sorts a text-free listing by (no order_by: in stock first), for choosing a page by its
 * keys (product-page.ts plainPage). Relevance needs a text; unknown fields never get here (listingOrder refuses them).
 */
export function orderColumns(q: ProductsQuery, lang: Lang): PgColumn[] {
  const fields = q.order_by ? q.order_by.split(',').map((f) => f.trim()) : ['tem_estoque'];
  return fields.flatMap((field): PgColumn[] => {
    if (field === 'nome' || field === 'p_text') return [nameSortColumn(q, lang)];
    return field in SORTABLE ? [SORTABLE[field as keyof typeof SORTABLE]()] : [];
  });
}

/**
 * order_by "tem_estoque,valor_venda" pairs with order "desc,asc" (spec §7). Unknown fields are a 422,
 * not silently ignored. The id is always the last key so pages never overlap.
 */
export function listingOrder(q: ProductsQuery, lang: Lang, terms: SearchTerms | null): SQL[] {
  const name = nameSortColumn(q, lang);
  const fields = q.order_by ? q.order_by.split(',').map((f) => f.trim()) : [];
  const dirs = q.order ? q.order.split(',').map((d) => d.trim().toLowerCase()) : [];
  // With tem_estoque=1 every row is in stock: sorting on it would only hide from the planner that the
  // "(in stock), key, id" index already gives the order.
  const stockKey = (dir: SQL) => (q.tem_estoque ? [] : [dir]);
  if (!fields.length) {
    const base = [...stockKey(desc(SORTABLE.tem_estoque())), desc(products.id)];
    return terms?.words.length ? [...relevanceOrder(terms), ...base] : base;
  }
  const order: SQL[] = [];
  fields.forEach((field, i) => {
    const dir = dirs[i] ?? 'asc';
    if (dir !== 'asc' && dir !== 'desc') throw new ValidationError({ order: ['invalidOption'] });
    const by = dir === 'asc' ? asc : desc;
    if (field === 'tem_estoque') order.push(...stockKey(by(SORTABLE.tem_estoque())));
    else if (field === 'nome' || field === 'p_text') order.push(by(name));
    else if (field === 'relevancia') order.push(...(terms?.words.length ? relevanceOrder(terms) : []));
    else if (field in SORTABLE) order.push(by(SORTABLE[field as keyof typeof SORTABLE]()));
    else throw new ValidationError({ order_by: ['invalidOption'] });
  });
  if (!fields.includes('id')) order.push(desc(products.id));
  return order;
}
