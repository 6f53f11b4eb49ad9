import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { products, searchLexemes } from '../../db/schema';

/**
 * Text search (docs/decisions/0016-catalogue-queries.md): accent- and case-insensitive (the seed stores
 * lower(f_unaccent(...)) in search_text), matching name, system name, code and brand. Every word must be the
 * start of a word of the product ('perfu' finds "Perfume", 'q12' finds "NB-Q122"), served by the GIN index on
 * search_words. Only when that finds nothing do words of 5+ letters also match by trigram word similarity
 * (threshold set per connection in db/client.ts), so small typos still find the product.
 */
export function normalizeSearch(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9ñ\s.-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[a-z0-9]/.test(w))
    .slice(0, 8);
}

/** True when a word is long enough for trigram similarity (the typo fallback has something to try). */
export const hasFuzzyWord = (text: string) => normalizeSearch(text).some((w) => w.length >= 5);

/** How words match: by word prefix only, or (the typo fallback) also by trigram similarity. */
export type SearchMode = 'prefix' | 'fuzzy';

/** Words hold only [a-z0-9.-] (normalizeSearch), so quoting them as tsquery lexemes needs no escaping. */
const prefixQuery = (words: string[]) => words.map((w) => `'${w}':*`).join(' & ');

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A statement's value: the value itself, the placeholder it is bound to in a statement built once per shape, or a
 * literal (a constant of the shape: see `literal`).
 */
export type Bound<T> = T | Placeholder | SQL;

/**
 * A constant written into the SQL text rather than bound. A prepared statement's generic plan does not know its
 * parameters: `active = $1` cannot prove a partial index's `WHERE active`, and a bound category id of the XO
 * line says nothing about its size. Integers and booleans only.
 */
export const literal = (value: number | boolean): SQL =>
  sql.raw(typeof value === 'boolean' ? String(value) : String(Math.trunc(value)));

/**
 * Every value a text search binds, derived from its words once. The number of words and which of them are long
 * enough for the typo fallback are the statement's shape; the strings are its parameters.
 */
export interface SearchTerms {
  /** Per word: 5+ letters, so the fuzzy mode also tries trigram similarity. */
  long: boolean[];
  words: Bound<string>[];
  /** All words as one prefix tsquery, and each word alone. */
  all: Bound<string>;
  each: Bound<string>[];
  /** LIKE patterns: each word's lexemes, the whole phrase at the start, the phrase anywhere. */
  starts: Bound<string>[];
  /** Per word: the first string after every one the word starts (see lexemesOf). */
  ends: Bound<string>[];
  phraseStart: Bound<string>;
  phraseIn: Bound<string>;
  phrase: Bound<string>;
}

export function searchTerms(words: string[]): SearchTerms {
  const phrase = likeEscape(words.join(' '));
  return {
    long: words.map((w) => w.length >= 5),
    words,
    all: prefixQuery(words),
    each: words.map((w) => prefixQuery([w])),
    starts: words.map((w) => `${w}%`),
    ends: words.map(prefixEnd),
    phraseStart: `${phrase}%`,
    phraseIn: `%${phrase}%`,
    phrase: words.join(' '),
  };
}

/** Words to match; an empty list (the text was only punctuation) matches nothing. */
export function searchCondition(terms: SearchTerms, mode: SearchMode): SQL {
  if (!terms.words.length) return sql`false`;
  if (mode === 'prefix') return sql`${products.searchWords} @@ ${terms.all}::tsquery`;
  const parts = terms.words.map((w, i) => {
    const prefix = sql`${products.searchWords} @@ ${terms.each[i]}::tsquery`;
    return terms.long[i] ? sql`(${prefix} OR ${w} <% ${products.searchText})` : prefix;
  });
  return sql.join(parts, sql` AND `);
}

/** The first string after every string that starts with `word` (its last character's successor), in C order. */
const prefixEnd = (word: string) =>
  word.slice(0, -1) + String.fromCodePoint(word.codePointAt(word.length - 1)! + 1);

/**
 * The lexemes a word starts, as an index range as well as a LIKE: a prepared statement's generic plan cannot turn
 * `LIKE $1` into a range of search_lexemes' primary key (it reads the whole table instead), but it can use
 * `lexeme >= $1 AND lexeme < $2`. The column's collation is "C", so the range holds exactly the words' lexemes.
 */
export const lexemesOf = (word: Bound<string>, end: Bound<string>, pattern: Bound<string>) =>
  sql`${searchLexemes.lexeme} >= ${word} AND ${searchLexemes.lexeme} < ${end} AND ${searchLexemes.lexeme} LIKE ${pattern}`;

export type NameColumn = 'pt' | 'es' | 'system';
const FIRST = {
  pt: searchLexemes.firstPt,
  es: searchLexemes.firstEs,
  system: searchLexemes.firstSystem,
} as const;
const NAME = { pt: products.namePt, es: products.nameEs, system: products.systemName } as const;

/**
 * A prefix match's lower bound on the name: no product can sort before the first name carrying a lexeme that
 * each word starts. A name-ordered read starts there instead of at "A" ("xo" matches 19,000 products, all
 * named "XO …"), and a word that starts no lexeme at all makes the bound NULL: no rows, nothing read.
 */
export function nameBound(terms: SearchTerms, column: NameColumn): SQL {
  const firsts = terms.starts.map(
    (start, i) =>
      sql`(SELECT min(${FIRST[column]}) FROM ${searchLexemes} WHERE ${lexemesOf(terms.words[i], terms.ends[i], start)})`,
  );
  const bound = sql`(SELECT CASE WHEN bool_and(b IS NOT NULL) THEN max(b) END FROM (VALUES (${sql.join(firsts, sql`), (`)})) AS v(b))`;
  return sql`${NAME[column]} >= ${bound}`;
}

/**
 * A text search's total is exact up to this many matches and this many beyond (50 pages of 20): counting
 * every product a two-letter prefix matches would cost more than the page itself
 * (docs/decisions/0016-catalogue-queries.md).
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * At most how many active products the words match: per word the documents of the lexemes it starts, summed,
 * as the rows of `"sums"("e")`; the words together match at most the smallest (min). Zero means no match.
 */
export function matchEstimates(terms: SearchTerms): SQL {
  const sums = terms.words.map(
    (w, i) =>
      sql`(SELECT coalesce(sum(${searchLexemes.ndoc}), 0)::int FROM ${searchLexemes} WHERE ${lexemesOf(w, terms.ends[i], terms.starts[i])})`,
  );
  return sql`(VALUES (${sql.join(sums, sql`), (`)})) AS "sums"("e")`;
}

/** Relevance: whole-phrase prefix, then phrase anywhere, then fuzzy closeness. Lower sorts first. */
export function relevanceOrder(terms: SearchTerms): SQL[] {
  return [
    sql`CASE WHEN ${products.searchText} LIKE ${terms.phraseStart} THEN 0 WHEN ${products.searchText} LIKE ${terms.phraseIn} THEN 1 ELSE 2 END ASC`,
    sql`word_similarity(${terms.phrase}, ${products.searchText}) DESC`,
  ];
}
