import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';

/**
 * Text search: accent- and case-insensitive (f_unaccent + lower, the same fold the seed stores in
 * search_text), matching name, system name, code and brand. Every word must match, either as a substring
 * or, for words of 5+ letters, by trigram word similarity (threshold set per connection in db/client.ts)
 * so small typos still find the product.
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

/** Words to match; an empty list (the text was only punctuation) matches nothing. */
export function searchCondition(words: string[]): SQL {
  if (!words.length) return sql`false`;
  const parts = words.map((w) => {
    // One or two letters as a substring match half the catalogue and defeat the trigram index; as a word
    // prefix ("ip" → iPhone, iPad) they are what an autocomplete means, and the index serves the regex.
    if (w.length < 3) return sql`${products.searchText} ~ ${`(^| )${w.replace(/[.]/g, '\\.')}`}`;
    const like = sql`${products.searchText} LIKE ${`%${likeEscape(w)}%`}`;
    return w.length >= 5 ? sql`(${like} OR ${w} <% ${products.searchText})` : like;
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
