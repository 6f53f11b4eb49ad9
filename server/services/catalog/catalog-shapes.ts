import { sql, type Placeholder } from 'drizzle-orm';
import type { PageValues, ProductsQuery } from './product-listing';
import type { SearchMode, SearchTerms } from './product-search';

/*
 * The catalogue's statements are built once per shape (server/db/prepared.ts executeShape): a shape is what
 * changes the SQL text, the values are bound. Here a request's values become placeholders p0, p1, … in the order
 * the shape meets them (so the same shape always numbers them alike) beside the values themselves.
 */

/** What decides a listing's WHERE clause, besides its values. */
function scopeShape(q: ProductsQuery, v: PageValues, mode: SearchMode, specialIds: number[]) {
  const special = q.special?.toLowerCase();
  return [
    mode,
    v.category !== undefined,
    v.department !== undefined,
    v.brands.length,
    Boolean(q.tem_estoque),
    special === 'only' || special === 'exclude' ? special : '',
    Boolean(q.all_products),
    v.terms?.long ?? null,
    specialIds,
  ];
}

/** A page statement's shape: its scope, plan, sort and the name its sort and search read. */
export function pageKey(
  q: ProductsQuery,
  v: PageValues,
  mode: SearchMode,
  plan: string,
  specialIds: number[],
  regularIds: number[],
): string {
  return JSON.stringify([
    plan,
    ...scopeShape(q, v, mode, specialIds),
    q.lang,
    Boolean(q.nome_sistema),
    q.order_by ?? '',
    q.order ?? '',
    regularIds,
    v.window,
  ]);
}

/** A count's shape: its scope only (facet sums have no text, text counts no sort). */
export const countKey = (q: ProductsQuery, v: PageValues, mode: SearchMode, specialIds: number[]): string =>
  JSON.stringify(['count', ...scopeShape(q, v, mode, specialIds)]);

/** The same values with a placeholder for each, and the placeholders' values by name. */
export function bindValues(v: PageValues): { template: PageValues; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const bind = <T>(value: T): Placeholder => {
    const name = `p${Object.keys(values).length}`;
    values[name] = value;
    return sql.placeholder(name);
  };
  const bindTerms = (t: SearchTerms): SearchTerms => ({
    long: t.long,
    words: t.words.map(bind),
    all: bind(t.all),
    each: t.each.map(bind),
    starts: t.starts.map(bind),
    ends: t.ends.map(bind),
    phraseStart: bind(t.phraseStart),
    phraseIn: bind(t.phraseIn),
    phrase: bind(t.phrase),
  });
  const template: PageValues = {
    category: v.category === undefined ? undefined : bind(v.category),
    department: v.department === undefined ? undefined : bind(v.department),
    brands: v.brands.map(bind),
    terms: v.terms && bindTerms(v.terms),
    limit: bind(v.limit),
    offset: bind(v.offset),
    reach: bind(v.reach),
    cap: bind(v.cap),
    window: v.window,
  };
  return { template, values };
}
