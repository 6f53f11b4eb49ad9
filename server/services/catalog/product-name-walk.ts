import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, searchLexemes, searchNames } from '../../db/schema';
import type { ProductsQuery } from './product-listing';
import { lexemesOf, normalizeSearch, type Bound, type SearchTerms } from './product-search';

/**
 * The name-ordered walk (docs/decisions/0023-search-name-walk.md): a one-word search sorted by name whose dense
 * window ran out reads, for each lexeme the word starts, that lexeme's products in name order from search_names,
 * keeping those that pass the listing's filters, at most offset + per_page per lexeme. Every match carries one of
 * those lexemes, and fewer than offset + per_page matches precede a page's product in any of its lexemes' lists,
 * so the union of those short lists holds the page. "so" (es) reads the first rows of 9 lexemes (193 buffers)
 * instead of its 5,755 matches (4,279).
 */

/**
 * The name's direction when a search of one word sorts by the name alone (then by id, descending); else null.
 * Several words keep reading every match: words that are each common but rarely together would walk most of
 * one word's products ("ki so": 18,800 buffers walked, 675 read from the GIN index).
 */
export function walkDirection(q: ProductsQuery): 'asc' | 'desc' | null {
  if (q.nome_sistema || !q.order_by || normalizeSearch(q.text ?? '').length !== 1) return null;
  const fields = q.order_by.split(',').map((f) => f.trim());
  const dirs = (q.order ?? '').split(',').map((d) => d.trim().toLowerCase());
  // tem_estoque as a sort key is dropped when every row is in stock (listingOrder), so it does not count then.
  const keys = fields
    .map((f, i) => [f, dirs[i] || 'asc'] as const)
    .filter(([f]) => !(f === 'tem_estoque' && q.tem_estoque));
  if (keys.length !== 1 || !['nome', 'p_text'].includes(keys[0][0])) return null;
  const dir = keys[0][1];
  return dir === 'asc' || dir === 'desc' ? dir : null;
}

/**
 * The walk's rows (`columns` of products, with repeats: a product can carry several lexemes the word starts),
 * for the caller to take its page from. Each row read must pass `filters` and `text`.
 */
export function nameWalk<T extends Record<string, unknown>>(
  db: Db,
  q: ProductsQuery,
  terms: SearchTerms,
  filters: SQL,
  text: SQL,
  columns: T,
  reach: Bound<number>,
  dir: 'asc' | 'desc',
): SQL {
  const name = q.lang === 'es' ? searchNames.nameEs : searchNames.namePt;
  // The listing's own order (name, then id descending both ways): read forwards from the index, or backwards
  // with the ties of a name re-sorted by id (an incremental sort of a few rows).
  const order = [dir === 'asc' ? asc(name) : desc(name), desc(searchNames.productId)];
  const lexemeRows = db
    .select(columns as never)
    .from(searchNames)
    .innerJoin(products, sql`${products.id} = ${searchNames.productId}`)
    // IS TRUE: the word is checked on each row the walk reads. As a plain condition, a generic plan that takes
    // it for rare reads all its matches from the GIN index instead (38,000 buffers for "so").
    .where(and(sql`${searchNames.lexeme} = ${searchLexemes.lexeme}`, filters, sql`(${text}) IS TRUE`))
    .orderBy(...order)
    .limit(reach as number);
  return sql`SELECT "m".* FROM ${searchLexemes} CROSS JOIN LATERAL (${lexemeRows}) AS "m"
    WHERE ${lexemesOf(terms.words[0], terms.ends[0], terms.starts[0])} AND ${searchLexemes.ndoc} > 0`;
}
