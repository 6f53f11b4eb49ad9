/**
 * `tsx bench/admin-catalog.ts`: the back office's product list (services/catalog/catalog-queries.ts) at BENCH_PRODUCTS
 * (100,000) demo products on PostgreSQL (BENCH_DATABASE_URL, default a scratch database `bench_catalog`, emptied
 * first; BENCH_KEEP=1 reuses a filled one). For each search and filter, page 1 and a deep keyset page: EXPLAIN
 * (ANALYZE, BUFFERS) once after a warm-up, printing execution time and shared buffers (pages touched: a figure
 * that does not depend on the machine's load), then:
 * bench admin-catalog: worst_ms=… worst_buffers=… cases=… products=…
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { products } from '../server/db/schema';
import { seedDatabase } from '../server/demo/seed';
import { adminProductsQuery } from '../server/services/catalog/catalog-queries';
import { adminProductsQuerySchema } from '../lib/contract/admin-catalog';
import { freshDatabase } from './scratch-api';

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_catalog';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

async function main() {
  if (!process.env.BENCH_KEEP) await freshDatabase(DB_URL);
  const database = await openDatabase({ databaseUrl: DB_URL, dataDir: 'memory://' });
  const { db } = database;
  await migrate(database);
  const [{ n }] = (
    (await db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as { rows: { n: number }[] }
  ).rows;
  if (n < PRODUCTS) {
    const t0 = performance.now();
    await seedDatabase(database, { products: PRODUCTS });
    await db.execute(sql`ANALYZE`);
    console.log(
      `bench admin-catalog: ${PRODUCTS} products seeded in ${Math.round(performance.now() - t0)} ms`,
    );
  }
  const [mid] = await db
    .select({
      id: products.id,
      code: products.code,
      brandId: products.brandId,
      categoryId: products.categoryId,
      departmentId: products.departmentId,
    })
    .from(products)
    .orderBy(products.id)
    .offset(Math.floor(PRODUCTS / 2))
    .limit(1);
  // A few hidden and price-hidden products, as a store has: the rare filters.
  await db.execute(sql`UPDATE products SET active = false WHERE id % 997 = 0 AND active`);
  await db.execute(sql`ANALYZE products`);
  const cases: [string, Record<string, string>][] = [
    ['page 1', {}],
    ['deep page (keyset, middle)', { cursor: String(mid.id) }],
    ['code', { q: mid.code }],
    ['name word "parfum" (common)', { q: 'parfum' }],
    ['name word "eau" (very common)', { q: 'eau' }],
    ['name words "xo 100"', { q: 'xo 100' }],
    ['rare word "zzzz"', { q: 'zzzz' }],
    ['brand', { marca: String(mid.brandId) }],
    ['category', { categoria: String(mid.categoryId) }],
    ['department', { departamento: String(mid.departmentId ?? '') }],
    ['hidden (rare)', { visivel: '0' }],
    ['out of stock', { estoque: '0' }],
    ['price hidden', { mostrar_preco: '0' }],
    ['brand + hidden + deep', { marca: String(mid.brandId), visivel: '0', cursor: String(mid.id) }],
    ['word + category', { q: 'parfum', categoria: String(mid.categoryId) }],
  ];
  let worstMs = 0;
  let worstBuffers = 0;
  for (const [name, raw] of cases) {
    const q = adminProductsQuerySchema.parse(
      Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '')),
    );
    const { sql: text, params } = adminProductsQuery(db, q).toSQL();
    // drizzle's node-postgres client (the pool): EXPLAIN with the query's own parameters.
    const pool = (
      db as unknown as {
        $client: { query: (t: string, p: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
      }
    ).$client;
    const explain = async () => {
      const statement = `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`;
      const res = await pool.query(statement, params);
      return (
        res.rows[0] as {
          'QUERY PLAN': [
            {
              'Execution Time': number;
              Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number; 'Actual Rows': number };
            },
          ];
        }
      )['QUERY PLAN'][0];
    };
    await explain();
    const plan = await explain();
    const buffers = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
    worstMs = Math.max(worstMs, plan['Execution Time']);
    worstBuffers = Math.max(worstBuffers, buffers);
    console.log(
      `${name.padEnd(32)} ${plan['Execution Time'].toFixed(2).padStart(8)} ms  ${String(buffers).padStart(6)} buffers  ${plan.Plan['Actual Rows']} rows`,
    );
  }
  console.log(
    `bench admin-catalog: worst_ms=${worstMs.toFixed(2)} worst_buffers=${worstBuffers} cases=${cases.length} products=${PRODUCTS}`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
