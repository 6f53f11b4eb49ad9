import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';

/**
 * Text search: accent- and case-insensitive (f_unaccent + lower, the same fold the seed stores in
 * search_text), matching name, system name, code and brand. Every word must match, either as a substring
 * or, for words of 4+ letters, by trigram word similarity so small typos still find the product.
 */
export function normalizeSearch(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9ñ\s.-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(words: string[]): SQL | undefined {
  if (!words.length) return undefined;
  const parts = words.map((w) => {
    const like = sql`${products.searchText} LIKE ${`%${likeEscape(w)}%`}`;
    return w.length >= 4 ? sql`(${like} OR ${w} <% ${products.searchText})` : like;
  });
  return sql.join(parts, sql` AND `);
}

/** Relevance: whole-phrase prefix, then phrase anywhere, then fuzzy closeness. Lower sorts first. */
export function relevanceOrder(words: string[]): SQL[] {
  const phrase = likeEscape(words.join(' '));
  return [
    sql`CASE WHEN ${products.searchText} LIKE ${`${phrase}%`} THEN 0 WHEN ${products.searchText} LIKE ${`%${phrase}%`} THEN 1 ELSE 2 END ASC`,
    sql`word_similarity(${words.join(' ')}, ${products.searchText}) DESC`,
  ];
}
