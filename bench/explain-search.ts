/**
 * `npm run bench:explain`: EXPLAIN (ANALYZE, BUFFERS) of the catalogue's own statements (the service builds them,
 * this script only runs them) on a seeded database: DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL, else the
 * PGlite folder in PGLITE_DIR (default .bench-data/pglite-100000). Times every autocomplete fragment of 2 to 6
 * letters of the catalogue's name words and a grid of listing shapes (scope × stock × sort × first and 40th
 * page × language), then prints the plans of the slowest (EXPLAIN_TOP, default 5) of each kind with their
 * page and count statements, and the slowest time overall.
 *
 * EXPLAIN_PLAN=generic (PostgreSQL): the plans the API's named prepared statements run once PostgreSQL settles on a
 * generic plan (server/db/prepared.ts): each statement is PREPAREd with its parameters and EXPLAINed as EXECUTE
 * under plan_cache_mode = force_generic_plan, so a shape whose generic plan ignores its values' selectivity shows.
 * EXPLAIN_FILTER: a regular expression; only statements whose label matches it are timed (e.g. the worst of a run).
 */
import path from 'node:path';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { productsQuerySchema } from '../lib/contract/catalog';
import { openDatabase, type Db } from '../server/db/client';
import { countStatement } from '../server/services/catalog/product-count';
import { walkDirection } from '../server/services/catalog/product-name-walk';
import { firstPlan, pageStatement, readSearch } from '../server/services/catalog/product-page';
import { SEARCH_COUNT_CAP } from '../server/services/catalog/product-search';
import { taxonomyService } from '../server/services/catalog/taxonomy';

const root = path.resolve(import.meta.dirname, '..');
const TOP = Number(process.env.EXPLAIN_TOP ?? 5);
const generic = process.env.EXPLAIN_PLAN === 'generic';
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL,
  dataDir: process.env.PGLITE_DIR ?? path.join(root, '.bench-data', 'pglite-100000'),
  // PREPARE and EXECUTE must meet on one connection.
  poolMax: 1,
});
const db: Db = database.db;
if (generic) await db.execute(sql`SET plan_cache_mode = force_generic_plan`);
const dialect = new PgDialect();

/** A parameter as an SQL literal (EXECUTE takes literals; the statements' parameters are numbers, text, booleans). */
const literal = (v: unknown) =>
  typeof v === 'number' || typeof v === 'boolean' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;

/** The statement as it runs: its own SQL, or (generic) EXECUTE of it PREPAREd with its parameters. */
async function runnable(statement: SQLWrapper): Promise<{ text: SQLWrapper; done: () => Promise<unknown> }> {
  if (!generic) return { text: statement, done: async () => {} };
  const query = dialect.sqlToQuery(statement.getSQL());
  await db.execute(sql.raw(`PREPARE explained AS ${query.sql}`));
  const args = query.params.length ? `(${query.params.map(literal).join(', ')})` : '';
  return { text: sql.raw(`EXECUTE explained${args}`), done: () => db.execute(sql`DEALLOCATE explained`) };
}

async function explain(statement: SQLWrapper, analyze = true): Promise<{ ms: number; plan: string }> {
  const { text, done } = await runnable(statement);
  let result: { rows: Record<string, string>[] };
  try {
    result = (await db.execute(
      sql`EXPLAIN (ANALYZE ${sql.raw(String(analyze))}, BUFFERS) ${text}`,
    )) as unknown as typeof result;
  } finally {
    await done();
  }
  const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
  const time = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? 0);
  // A generic plan is made once per connection and reused: its steady cost is the execution alone.
  return { ms: (generic ? 0 : time('Planning')) + time('Execution'), plan };
}

interface Shape {
  label: string;
  rows: SQLWrapper;
  /** Null when the page statement carries its own total (a listing without text, a search's sparse plan) or none is counted. */
  count: SQLWrapper | null;
}

const taxonomy = await taxonomyService(db).get();
const specialIds = taxonomy.specialCategoryIds;
const regularIds = taxonomy.categories.filter((c) => !c.special).map((c) => c.id);
/**
 * The statements the service runs for this query: a listing's page and count; a text search's one statement (its
 * search_lexemes estimate and its page) and, when its dense window ran out before the page was full, the
 * walk of its words' lexemes in name order (or, not sorted by name alone, the read of every match) that follows
 * (shown as its second statement).
 */
async function shape(label: string, query: Record<string, string>): Promise<Shape> {
  const q = productsQuerySchema.parse(query);
  const plan = firstPlan(q, 'prefix');
  const { rows } = pageStatement(db, q, specialIds, 'prefix', plan, regularIds);
  if (plan === 'plain')
    return {
      label: `${label} [plain]`,
      rows,
      count: q.text ? countStatement(db, q, specialIds, 'prefix') : null,
    };
  const found = await readSearch(db, q, specialIds);
  const again = found.estimate > SEARCH_COUNT_CAP && found.rows.length < q.per_page;
  const then = walkDirection(q) ? 'walk' : 'sparse';
  const how =
    found.estimate > SEARCH_COUNT_CAP ? (again ? `dense, window ran out, then ${then}` : 'dense') : 'sparse';
  return {
    label: `${label} [${how}, estimate ${found.estimate}]`,
    rows,
    count: again ? pageStatement(db, q, specialIds, 'prefix', then).rows : null,
  };
}

async function measure(shapes: Shape[]): Promise<{ shape: Shape; ms: number }[]> {
  const timed: { shape: Shape; ms: number }[] = [];
  for (const s of shapes) {
    await explain(s.rows); // warm the buffers and the plan caches, as a running API would
    // The better of two runs: on a shared machine one run's time is often another process's.
    const best = async (statement: SQLWrapper) =>
      Math.min((await explain(statement)).ms, (await explain(statement)).ms);
    timed.push({ shape: s, ms: (await best(s.rows)) + (s.count ? await best(s.count) : 0) });
  }
  return timed.sort((x, y) => y.ms - x.ms);
}

async function report(title: string, timed: { shape: Shape; ms: number }[]) {
  const ms = timed.map((t) => t.ms).sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]?.toFixed(2);
  console.log(
    `\n## ${title}: ${timed.length} statements pairs, planning+execution p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
  for (const { shape: s, ms: total } of timed.slice(0, TOP)) {
    console.log(`\n### ${s.label} — statements ${total.toFixed(2)} ms`);
    console.log((await explain(s.rows)).plan);
    if (s.count) console.log(`-- then:\n${(await explain(s.count)).plan}`);
  }
}

// Autocomplete: every 2–6 letter start of every word the catalogue's names use, as the search box sends it.
const words = (await db.execute(
  sql`SELECT DISTINCT lexeme FROM search_lexemes WHERE lexeme ~ '^[a-z]{2,}' LIMIT 20000`,
)) as unknown as { rows: { lexeme: string }[] };
const fragments = new Set<string>();
for (const { lexeme } of words.rows)
  for (let n = 2; n <= Math.min(6, lexeme.length); n++) fragments.add(lexeme.slice(0, n));
const suggest = await Promise.all(
  [...fragments].map((text, i) =>
    shape(`autocomplete "${text}" (${i % 2 ? 'es' : 'pt'})`, {
      text,
      tem_estoque: '1',
      all_products: '1',
      order_by: 'p_text',
      order: 'asc',
      per_page: '4',
      lang: i % 2 ? 'es' : 'pt',
    }),
  ),
);
const sorts = [
  '',
  'tem_estoque,valor_venda|desc,asc',
  'tem_estoque,valor_venda|desc,desc',
  'tem_estoque,nome|desc,asc',
  'tem_estoque,nome|desc,desc',
  'ordem|asc',
];
const scopes: Record<string, string>[] = [
  {},
  { special: 'only' },
  // The largest categories and departments are the slowest to page through.
  ...[27, 7, 1, 40].map((id) => ({ category_id: String(id) })),
  ...taxonomy.departments.slice(0, 4).map((d) => ({ department_id: String(d.id) })),
  ...[...taxonomy.brandById.keys()].slice(0, 3).map((id) => ({ brand_id: String(id) })),
  { brand_ids: [...taxonomy.brandById.keys()].slice(0, 3).join(',') },
];
const listings: Shape[] = [];
for (const scope of scopes)
  for (const stock of ['', '1'])
    for (const sort of sorts)
      for (const page of ['1', '40'])
        for (const lang of ['pt', 'es']) {
          // The manual order is the home's highlights only: in stock, one brand or one category.
          if (sort.startsWith('ordem') && !(stock && (scope.category_id || scope.brand_id))) continue;
          const [order_by, order] = sort ? sort.split('|') : [];
          const query: Record<string, string> = {
            ...scope,
            ...(stock && { tem_estoque: stock }),
            ...(sort && { order_by, order }),
            page,
            lang,
          };
          listings.push(await shape(`listing ${new URLSearchParams(query)}`, query));
        }

const only = process.env.EXPLAIN_FILTER ? new RegExp(process.env.EXPLAIN_FILTER) : null;
const chosen = (shapes: Shape[]) => (only ? shapes.filter((s) => only.test(s.label)) : shapes);
const suggestTimes = await measure(chosen(suggest));
const listingTimes = await measure(chosen(listings));
await report(`Autocomplete, ${database.driver}`, suggestTimes);
await report(`Listings, ${database.driver}`, listingTimes);
// Per scope: a scope whose index lacks a column of its WHERE clause pays a table visit per skipped row, which its
// mean shows beside the others' (decision 0035, session 17).
const scopeOf = (label: string) =>
  ['brand_ids', 'brand_id', 'category_id', 'department_id', 'special'].find((k) => label.includes(`${k}=`)) ??
  'whole catalogue';
const byScope = new Map<string, number[]>();
for (const t of listingTimes) {
  const scope = scopeOf(t.shape.label);
  byScope.set(scope, [...(byScope.get(scope) ?? []), t.ms]);
}
console.log('\n## Listings by scope: statements, mean and max ms');
for (const [scope, ms] of byScope) {
  const mean = (ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(2);
  const max = Math.max(...ms).toFixed(2);
  console.log(
    `${scope.padEnd(16)} ${String(ms.length).padStart(4)}  ${mean.padStart(6)}  ${max.padStart(6)}`,
  );
}
console.log(
  `\nexplain${generic ? ' (generic plans)' : ''}: autocomplete_max_ms=${suggestTimes[0]?.ms.toFixed(2)} listing_max_ms=${listingTimes[0]?.ms.toFixed(2)} (${suggest.length} fragments, ${listings.length} listings)`,
);
await database.close();
