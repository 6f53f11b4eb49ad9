/**
 * `npm run bench:api`: seeds 1,000 and then 100,000 products into a scratch database (PGlite under
 * .bench-data/, or BENCH_DATABASE_URL for PostgreSQL), starts the API on it as its own process, and drives it
 * with autocannon (50 connections) on a filtered, sorted, paged listing and on 2-character autocomplete.
 * Ends with one line: bench api: products_p99_ms=… search_p99_ms=… rps=… growth_p50=…
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4900);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const pgUrl = process.env.BENCH_DATABASE_URL;

const listingUrls = [27, 27, 27, 0].flatMap((cat, i) =>
  [1, 2, 3, 4, 5].map(
    (page) =>
      `/api/public/products?${cat ? `category_id=${cat}&` : ''}tem_estoque=${i % 2}&order_by=tem_estoque,valor_venda&order=desc,${i % 2 ? 'asc' : 'desc'}&page=${page}&moeda_id=3&lang=${i % 2 ? 'es' : 'pt'}`,
  ),
);
const searchUrls = ['ip', 'xi', 'la', 'ka', 'ho', 'pe', 'fo', 'ca', 'ar', 'sm'].map(
  (t) => `/api/public/products?text=${t}&tem_estoque=1&all_products=1&order_by=p_text&order=asc&per_page=4&moeda_id=2`,
);

async function resetDatabase(size: number): Promise<Record<string, string>> {
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
    await client.end();
    return { DATABASE_URL: pgUrl };
  }
  const dir = path.join(root, '.bench-data', `pglite-${size}`);
  rmSync(dir, { recursive: true, force: true });
  return { PGLITE_DIR: dir, DATABASE_URL: '' };
}

async function startApi(size: number): Promise<ChildProcess> {
  const dbEnv = await resetDatabase(size);
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // One autocannon address would meet the per-shopper limits: measure the API, not the limiter.
    env: { ...process.env, ...dbEnv, API_PORT: String(PORT), SEED_PRODUCTS: String(size), NODE_ENV: 'production', LOG_LEVEL: 'warn', APP_SECRET: 'benchmark-only-secret-not-for-production-01', RATE_LIMIT: 'off' },
  });
  const until = Date.now() + 30 * 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/health`)).ok) return child;
    } catch {
      /* still seeding */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('API did not start');
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

async function drive(urls: string[], seconds: number): Promise<Figures> {
  let i = 0;
  const result = await autocannon({
    url: BASE,
    connections: 50,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: urls[i++ % urls.length] }) }],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

const results: Record<number, { products: Figures; search: Figures; seedSeconds: number }> = {};
for (const size of SIZES) {
  const t0 = Date.now();
  const api = await startApi(size);
  const seedSeconds = (Date.now() - t0) / 1000;
  try {
    await drive([...listingUrls, ...searchUrls], 3); // warm caches and JIT
    const products = await drive(listingUrls, DURATION);
    const search = await drive(searchUrls, DURATION);
    results[size] = { products, search, seedSeconds };
    console.log(
      `${size} products (${pgUrl ? 'PostgreSQL' : 'PGlite'}, ready in ${seedSeconds.toFixed(0)} s): ` +
        `listing p50 ${products.p50} ms p99 ${products.p99} ms ${products.rps} req/s (${products.errors} errors); ` +
        `search p50 ${search.p50} ms p99 ${search.p99} ms ${search.rps} req/s (${search.errors} errors)`,
    );
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
}

const small = results[SIZES[0]];
const large = results[SIZES[SIZES.length - 1]];
const growth = large.products.p50 / Math.max(small.products.p50, 0.5);
console.log(
  `bench api: products_p99_ms=${large.products.p99} search_p99_ms=${large.search.p99} rps=${large.products.rps} growth_p50=${growth.toFixed(2)}`,
);
