import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { productsQuerySchema } from '../../../lib/contract/catalog';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { bindValues, countKey, pageKey } from './catalog-shapes';
import { countStatement } from './product-count';
import { pageValues } from './product-listing';
import { pageStatement, type PagePlan } from './product-page';
import { searchTerms, type SearchMode } from './product-search';

// Statements are only built and rendered here, never run: the pool never connects.
const db = drizzle(new pg.Pool({ max: 1 }), { schema }) as unknown as Db;
const dialect = new PgDialect();
const specialIds = [41, 42, 43];
const regularIds = [1, 2, 3, 4];

function rendered(query: Record<string, string>, mode: SearchMode, plan: PagePlan) {
  const q = productsQuerySchema.parse(query);
  const v = pageValues(q);
  const { template, values } = bindValues(v);
  const page = dialect.sqlToQuery(
    pageStatement(db, q, specialIds, mode, plan, regularIds, template).rows.getSQL(),
  );
  const count = dialect.sqlToQuery(countStatement(db, q, specialIds, mode, template).getSQL());
  return {
    page: page.sql,
    count: count.sql,
    pageKey: pageKey(q, v, mode, plan, specialIds, regularIds),
    countKey: countKey(q, v, mode, specialIds),
    values,
  };
}

/** Shapes × values: every scope, stock filter, sort, language and word count, each with two sets of values. */
function grid() {
  const out: ReturnType<typeof rendered>[] = [];
  const scopes: Record<string, string>[] = [
    {},
    { category_id: '7' },
    { department_id: '3' },
    { brand_id: '2' },
    { brand_ids: '2,5' },
    { brand_ids: '2,5,9' },
    { special: 'only' },
    { special: 'exclude' },
    { all_products: '1' },
  ];
  const sorts: Record<string, string>[] = [
    {},
    { order_by: 'tem_estoque,valor_venda', order: 'desc,asc' },
    { order_by: 'tem_estoque,nome', order: 'desc,desc' },
    { order_by: 'ordem', order: 'asc' },
  ];
  const texts: Record<string, string>[] = [
    {},
    { text: 'perfu' },
    { text: 'maison al' },
    { text: 'xiomi note' },
  ];
  for (const scope of scopes)
    for (const sort of sorts)
      for (const text of texts)
        for (const stock of [{}, { tem_estoque: '1' }] as Record<string, string>[])
          for (const lang of ['pt', 'es'])
            for (const plan of (Object.keys(text).length
              ? ['sparse', 'dense', 'search']
              : ['plain']) as PagePlan[])
              for (const mode of ['prefix', 'fuzzy'] as SearchMode[])
                for (const page of ['1', '3']) {
                  // The same shape with other values: other ids, another page, other words of the same lengths.
                  const other = Object.fromEntries(
                    Object.entries({ ...scope, ...text }).map(([k, val]) => [
                      k,
                      k === 'text'
                        ? val.replace(/[a-z]/g, (c) =>
                            c === 'z' ? 'a' : String.fromCharCode(c.charCodeAt(0) + 1),
                          )
                        : k.endsWith('_id') || k === 'brand_ids'
                          ? val.replace(/\d+/g, (n) => String(Number(n) + 10))
                          : val,
                    ]),
                  );
                  out.push(rendered({ ...scope, ...sort, ...text, ...stock, lang, page }, mode, plan));
                  out.push(
                    rendered(
                      { ...other, ...sort, ...stock, lang, page: String(Number(page) + 1) },
                      mode,
                      plan,
                    ),
                  );
                }
  return out;
}

describe('catalogue statement shapes', () => {
  const all = grid();

  it('gives one SQL text per shape key, so a statement built once serves every request of its shape', () => {
    for (const kind of ['page', 'count'] as const) {
      const texts = new Map<string, string>();
      for (const r of all) {
        const key = kind === 'page' ? r.pageKey : r.countKey;
        expect(texts.get(key) ?? r[kind], key).toBe(r[kind]);
        texts.set(key, r[kind]);
      }
      // Distinct shapes do exist (the key is not constant), and values never leak into the text.
      expect(texts.size).toBeGreaterThan(50);
    }
  });

  it('binds values rather than writing them into the text', () => {
    const a = rendered({ category_id: '7', page: '2', text: 'perfu' }, 'prefix', 'sparse');
    const b = rendered({ category_id: '8', page: '5', text: 'lanca' }, 'prefix', 'sparse');
    expect(a.pageKey).toBe(b.pageKey);
    expect(a.page).toBe(b.page);
    expect(a.page).not.toContain('perfu');
    expect(Object.values(a.values)).toEqual(expect.arrayContaining([7, 20, "'perfu':*"]));
  });

  it("reads a search's estimate and page in one statement, its count cap bound rather than written", () => {
    const a = rendered({ text: 'perfu', page: '2' }, 'prefix', 'search');
    const b = rendered({ text: 'lanca', page: '4' }, 'prefix', 'search');
    expect(a.page).toBe(b.page);
    expect(a.page).toMatch(/^with "search_estimate" as \(/);
    expect(a.page).toMatch(/BETWEEN 1 AND \$\d+\)/);
    expect(Object.values(a.values)).toEqual(expect.arrayContaining(['perfu', 'perfv', 1000]));
  });

  it("bounds a word's lexemes by the successor of its last character", () => {
    expect(searchTerms(['code', 'ñ', 'a9']).ends).toEqual(['codf', 'ò', 'a:']);
  });
});
