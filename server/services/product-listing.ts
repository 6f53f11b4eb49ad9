import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { productsQuerySchema } from '../../lib/contract/catalog';
import type { Lang } from '../../lib/contract/common';
import { productFacets, products } from '../db/schema';
import { ValidationError } from './errors';
import { nameBound, normalizeSearch, relevanceOrder, searchCondition, type NameColumn, type SearchMode } from './product-search';

export type ProductsQuery = z.output<typeof productsQuerySchema>;

/** The name a listing shows and sorts by. */
const nameColumn = (q: ProductsQuery): NameColumn => (q.nome_sistema ? 'system' : q.lang === 'es' ? 'es' : 'pt');

/** True when the listing is sorted by name, so a text search can start its read at the first possible name. */
export const sortsByName = (q: ProductsQuery) => (q.order_by ?? '').split(',').some((f) => ['nome', 'p_text'].includes(f.trim()));

/**
 * Resolves the listing's WHERE clause; `specialIds` are the XO line's category ids. `mode` says how text
 * words match (the fuzzy mode is the fallback when the prefix one finds nothing).
 */
export function listingWhere(
  q: ProductsQuery,
  specialIds: number[],
  mode: SearchMode = 'prefix',
): { where: SQL; words: string[]; filters: SQL; text: SQL | null } {
  const conds: SQL[] = [eq(products.active, true)];
  if (q.category_id) conds.push(eq(products.categoryId, q.category_id));
  if (q.department_id) conds.push(eq(products.departmentId, q.department_id));
  const brandIds = [...(q.brand_ids ?? []), ...(q.brand_id ? [q.brand_id] : [])];
  if (brandIds.length) conds.push(inArray(products.brandId, brandIds));
  if (q.tem_estoque) conds.push(eq(products.inStock, true));
  // The XO line has its own pages: plain listings show the regular catalogue unless a category, special=only
  // or all_products=1 (search) says otherwise (docs/decisions/0003-listing-scope.md).
  const special = q.special?.toLowerCase();
  if (specialIds.length) {
    if (special === 'only') conds.push(inArray(products.categoryId, specialIds));
    else if (special === 'exclude' || (!q.all_products && !q.category_id && !q.department_id)) {
      conds.push(sql`${products.categoryId} NOT IN (${sql.join(specialIds.map((id) => sql`${id}`), sql`, `)})`);
    }
  } else if (special === 'only') {
    conds.push(sql`false`);
  }
  const words = q.text ? normalizeSearch(q.text) : [];
  const filters = and(...conds) as SQL;
  const text = q.text ? searchCondition(words, mode) : null;
  return { where: text ? (and(filters, text) as SQL) : filters, words, filters, text };
}

/** A text search's lower bound on the name it sorts by (see nameBound), for a name-ordered read. */
export const listingNameBound = (q: ProductsQuery, words: string[]): SQL => nameBound(words, nameColumn(q));

/**
 * The same filters over product_facets (no text): a listing's total as a sum over a few hundred rows. Null
 * for a text search, which is counted over products.
 */
export function facetWhere(q: ProductsQuery, specialIds: number[]): SQL | null {
  if (q.text) return null;
  const conds: SQL[] = [];
  if (q.category_id) conds.push(eq(productFacets.categoryId, q.category_id));
  if (q.department_id) conds.push(eq(productFacets.departmentId, q.department_id));
  const brandIds = [...(q.brand_ids ?? []), ...(q.brand_id ? [q.brand_id] : [])];
  if (brandIds.length) conds.push(inArray(productFacets.brandId, brandIds));
  if (q.tem_estoque) conds.push(eq(productFacets.inStock, true));
  const special = q.special?.toLowerCase();
  if (specialIds.length) {
    if (special === 'only') conds.push(inArray(productFacets.categoryId, specialIds));
    else if (special === 'exclude' || (!q.all_products && !q.category_id && !q.department_id)) {
      conds.push(sql`${productFacets.categoryId} NOT IN (${sql.join(specialIds.map((id) => sql`${id}`), sql`, `)})`);
    }
  } else if (special === 'only') {
    conds.push(sql`false`);
  }
  return conds.length ? (and(...conds) as SQL) : sql`true`;
}

const SORTABLE = {
  id: () => products.id,
  valor_venda: () => products.priceUsd,
  ordem: () => products.position,
  tem_estoque: () => products.inStock,
} as const;

/**
 * order_by "tem_estoque,valor_venda" pairs with order "desc,asc" (spec §7). Unknown fields are a 422,
 * not silently ignored. The id is always the last key so pages never overlap.
 */
export function listingOrder(q: ProductsQuery, lang: Lang, words: string[]): SQL[] {
  const name = q.nome_sistema ? products.systemName : lang === 'es' ? products.nameEs : products.namePt;
  const fields = q.order_by ? q.order_by.split(',').map((f) => f.trim()) : [];
  const dirs = q.order ? q.order.split(',').map((d) => d.trim().toLowerCase()) : [];
  // With tem_estoque=1 every row is in stock: sorting on it would only hide from the planner that the
  // "(in stock), key, id" index already gives the order.
  const stockKey = (dir: SQL) => (q.tem_estoque ? [] : [dir]);
  if (!fields.length) {
    const base = [...stockKey(desc(SORTABLE.tem_estoque())), desc(products.id)];
    return words.length ? [...relevanceOrder(words), ...base] : base;
  }
  const order: SQL[] = [];
  fields.forEach((field, i) => {
    const dir = dirs[i] ?? 'asc';
    if (dir !== 'asc' && dir !== 'desc') throw new ValidationError({ order: ['invalidOption'] });
    const by = dir === 'asc' ? asc : desc;
    if (field === 'tem_estoque') order.push(...stockKey(by(SORTABLE.tem_estoque())));
    else if (field === 'nome' || field === 'p_text') order.push(by(name));
    else if (field === 'relevancia') order.push(...(words.length ? relevanceOrder(words) : []));
    else if (field in SORTABLE) order.push(by(SORTABLE[field as keyof typeof SORTABLE]()));
    else throw new ValidationError({ order_by: ['invalidOption'] });
  });
  if (!fields.includes('id')) order.push(desc(products.id));
  return order;
}
