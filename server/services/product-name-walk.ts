import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, searchLexemes, searchNames } from '../db/schema';
import type { ProductsQuery } from './product-listing';
import { lexemesOf, type Bound, type SearchTerms } from './product-search';

/**
 * The name-ordered walk (docs/decisions/0023-search-name-walk.md): a text search sorted by name whose dense
 * window ran out reads, for each lexeme a word starts, that lexeme's products in name order from search_names,
 * keeping those that pass the listing's filters and all its words, at most offset + per_page per lexeme. Every
 * match carries a lexeme of each word, and fewer than offset + per_page matches precede a page's product in any
 * of its lexemes' lists, so the union of those short lists holds the page. "so" (es) reads the first rows of 9
 * lexemes instead of its 5,755 matches.
 */

/** The name's direction when a listing sorts by the name alone (then by id, descending); else null. */
export function walkDirection(q: ProductsQuery): 'asc' | 'desc' | null {
  if (q.nome_sistema || !q.order_by) return null;
  const fields = q.order_by.split(',').map((f) => f.trim());
  const dirs = (q.order ?? '').split(',').map((d) => d.trim().toLowerCase());
  // tem_estoque as a sort key is dropped when every row is in stock (listingOrder), so it does not count then.
  const keys = fields.map((f, i) => [f, dirs[i] || 'asc'] as const).filter(([f]) => !(f === 'tem_estoque' && q.tem_estoque));
  if (keys.length !== 1 || !['nome', 'p_text'].includes(keys[0][0])) return null;
  const dir = keys[0][1];
  return dir === 'asc' || dir === 'desc' ? dir : null;
}

/**
 * The walk's rows (`columns` of products, with repeats: a product can carry several lexemes of a word), for the
 * caller to take its page from. Only the first word whose lexemes carry the fewest products is walked (each
 * word's branch has a one-time filter on that choice); the other words are checked on each row with `where`.
 */
export function nameWalk<T extends Record<string, unknown>>(
  db: Db,
  q: ProductsQuery,
  terms: SearchTerms,
  where: SQL,
  columns: T,
  reach: Bound<number>,
  dir: 'asc' | 'desc',
): SQL {
  const name = q.lang === 'es' ? searchNames.nameEs : searchNames.namePt;
  // The listing's own order (name, then id descending both ways): read forwards from the index, or backwards
  // with the ties of a name re-sorted by id (an incremental sort of a few rows).
  const order = [dir === 'asc' ? asc(name) : desc(name), desc(searchNames.productId)];
  const sums = terms.words.map(
    (w, i) => sql`(SELECT coalesce(sum(${searchLexemes.ndoc}), 0) FROM ${searchLexemes} WHERE ${lexemesOf(w, terms.ends[i], terms.starts[i])})`,
  );
  const index = (i: number) => sql.raw(String(i));
  const chosen = sql`(SELECT "i" FROM (VALUES ${sql.join(sums.map((s, i) => sql`(${index(i)}, ${s})`), sql`, `)}) AS "w"("i", "e") ORDER BY "e", "i" LIMIT 1)`;
  const branches = terms.words.map((w, i) => {
    const lexemeRows = db
      .select(columns as never)
      .from(searchNames)
      .innerJoin(products, sql`${products.id} = ${searchNames.productId}`)
      .where(and(sql`${searchNames.lexeme} = ${searchLexemes.lexeme}`, where))
      .orderBy(...order)
      .limit(reach as number);
    return sql`(SELECT "m".* FROM ${searchLexemes} CROSS JOIN LATERAL (${lexemeRows}) AS "m"
      WHERE ${lexemesOf(w, terms.ends[i], terms.starts[i])} AND ${searchLexemes.ndoc} > 0 AND ${chosen} = ${index(i)})`;
  });
  return sql.join(branches, sql` UNION ALL `);
}
