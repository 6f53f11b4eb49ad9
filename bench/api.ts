/**
 * `npm run bench:api`: the catalogue API under shopper-like traffic, at 1,000 and 100,000 products
 * (BENCH_SIZES), on PGlite under .bench-data/ or on PostgreSQL with BENCH_DATABASE_URL (one database per size:
 * the URL's name plus `_1000`, `_100000`, created when missing). BENCH_REUSE=1 keeps a PostgreSQL database whose
 * product count already matches instead of seeding it again. BENCH_CPU_PROF: a folder for the API's CPU profiles
 * (one per process). API_WORKERS=N: the API as an N-worker cluster. BENCH_API_ROOT: another checkout's API (A/B).
 * BENCH_WARMUP=full: the warm-up asks every distinct URL once (not 3 s of the first 500 of each), so each statement
 * shape is built and planned before the measured window, which then shows the steady state.
 *
 * For each size the API runs as its own process twice: with every answer and count cache off
 * (RESPONSE_CACHE_MS=0) and in its default configuration. autocannon (50 connections, BENCH_SECONDS each)
 * drives thousands of distinct listings (bench/api-workload.ts) and then thousands of distinct autocomplete
 * fragments taken from real product names, and reads the CPU each request cost the API (every process of an
 * API_WORKERS cluster) and PostgreSQL. Prints both configurations side by side and ends with one line whose
 * figures are the cache-off ones at the largest size:
 *   bench api: products_p99_ms=… search_p99_ms=… rps=… growth_p50=… api_cpu_ms=… pg_cpu_ms=…
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { listingUrls, searchUrls } from './api-workload';
import { watchMachine } from './machine';
import { apiProcesses, cpuDuring } from './process-cpu';
import { ensureDatabase, freshDatabase, startApi } from './scratch-api';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4900);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SIZES = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const DISTINCT = Number(process.env.BENCH_DISTINCT ?? 5000);
const pgUrl = process.env.BENCH_DATABASE_URL;
const reuse = process.env.BENCH_REUSE === '1';
/** A folder for the API's CPU profiles (one per API process and run). */
const CPU_PROF = process.env.BENCH_CPU_PROF;
/** Another checkout whose API to measure (A/B runs), as bench/cart.ts takes it. */
const API_ROOT = path.resolve(process.env.BENCH_API_ROOT ?? root);
const FULL_WARMUP = process.env.BENCH_WARMUP === 'full';

type Config = 'cache off' | 'default';
const CONFIGS: Record<Config, Record<string, string>> = {
  'cache off': { RESPONSE_CACHE_MS: '0' },
  default: {},
};

/** PostgreSQL: the size's own database, created when missing; emptied unless BENCH_REUSE finds it seeded. */
async function postgresFor(size: number, fresh: boolean): Promise<string> {
  const url = new URL(pgUrl!);
  const name = `${url.pathname.slice(1) || 'bench'}_${size}`.replace(/[^a-z0-9_]/gi, '');
  const dbUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  if (!fresh) return dbUrl;
  if (reuse && (await seededWith(dbUrl)) === size) return dbUrl;
  await freshDatabase(dbUrl);
  return dbUrl;
}

/** How many products a database holds (0 when it is missing or not migrated). */
async function seededWith(dbUrl: string): Promise<number> {
  await ensureDatabase(dbUrl);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    if (!(await client.query(`SELECT to_regclass('public.products') IS NOT NULL AS ok`)).rows[0].ok) return 0;
    return Number((await client.query('SELECT count(*) FROM products')).rows[0].count);
  } finally {
    await client.end();
  }
}

async function databaseEnv(size: number, fresh: boolean): Promise<Record<string, string>> {
  if (pgUrl) return { DATABASE_URL: await postgresFor(size, fresh) };
  const dir = path.join(root, '.bench-data', `pglite-${size}`);
  if (fresh && !reuse) rmSync(dir, { recursive: true, force: true });
  return { PGLITE_DIR: dir, DATABASE_URL: '' };
}

function startBenchApi(size: number, env: Record<string, string>): Promise<ChildProcess> {
  return startApi(
    env.DATABASE_URL ?? '',
    PORT,
    { ...env, SEED_PRODUCTS: String(size) },
    {
      timeoutMs: 60 * 60_000,
      apiRoot: API_ROOT,
      nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [],
    },
  );
}

async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null) return;
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** CPU ms per request: the API's process tree (every cluster worker) and, on PostgreSQL, its backends. */
  apiCpu: number;
  pgCpu: number | null;
}

/** What a drive measures the CPU of: the API's processes and, on PostgreSQL, a client on its database. */
interface Measured {
  api: ChildProcess;
  db: pg.Client | null;
}

/** Drives `urls` in turn for `seconds`, or once each with `{ amount }`. */
async function drive(
  urls: string[],
  seconds: number | { amount: number },
  { api, db }: Measured,
): Promise<Figures> {
  let i = 0;
  const { result, apiMs, pgMs } = await cpuDuring(api.pid!, db, () =>
    autocannon({
      url: BASE,
      connections: CONNECTIONS,
      ...(typeof seconds === 'number' ? { duration: seconds } : seconds),
      requests: [{ setupRequest: (req) => ({ ...req, path: urls[i++ % urls.length] }) }],
    }),
  );
  const perRequest = (ms: number) => Number((ms / Math.max(1, result.requests.total)).toFixed(2));
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
    apiCpu: perRequest(apiMs),
    pgCpu: pgMs === null ? null : perRequest(pgMs),
  };
}

const show = (f: Figures) =>
  `p50 ${f.p50} ms p99 ${f.p99} ms ${f.rps} req/s (${f.errors} errors), CPU per request: API ${f.apiCpu} ms` +
  (f.pgCpu === null ? '' : `, PostgreSQL ${f.pgCpu} ms`);

type Run = { listing: Figures; search: Figures };
const results: Record<number, Partial<Record<Config, Run>>> = {};

const machine = watchMachine();
for (const size of SIZES) {
  let urls: { listing: string[]; search: string[] } | undefined;
  let first = true;
  for (const config of Object.keys(CONFIGS) as Config[]) {
    const t0 = Date.now();
    const env = await databaseEnv(size, first);
    const api = await startBenchApi(size, { ...env, ...CONFIGS[config] });
    const ready = (Date.now() - t0) / 1000;
    first = false;
    const db = env.DATABASE_URL ? new pg.Client({ connectionString: env.DATABASE_URL }) : null;
    await db?.connect();
    try {
      const measured = { api, db };
      urls ??= { listing: await listingUrls(BASE, DISTINCT), search: await searchUrls(BASE, DISTINCT) };
      // JIT, database buffers and, with BENCH_WARMUP=full, every statement shape built and planned.
      if (FULL_WARMUP) {
        const all = [...urls.listing, ...urls.search];
        await drive(all, { amount: all.length }, measured);
      } else await drive([...urls.listing.slice(0, 500), ...urls.search.slice(0, 500)], 3, measured);
      const run = {
        listing: await drive(urls.listing, DURATION, measured),
        search: await drive(urls.search, DURATION, measured),
      };
      (results[size] ??= {})[config] = run;
      console.log(
        `${size} products, ${config} (${pgUrl ? 'PostgreSQL' : 'PGlite'}, ${apiProcesses(api.pid!)}, ready in ${ready.toFixed(0)} s, ` +
          `${FULL_WARMUP ? 'every URL warmed, ' : ''}` +
          `${urls.listing.length} listings, ${urls.search.length} fragments): listing ${show(run.listing)}; search ${show(run.search)}`,
      );
    } finally {
      await db?.end();
      await stopApi(api);
    }
  }
}

console.log(`\n${machine.end()}`);
console.log('size      | config    | listing p50/p99 ms, req/s | search p50/p99 ms, req/s');
for (const size of SIZES) {
  for (const [config, run] of Object.entries(results[size] ?? {})) {
    const cell = (f: Figures) => `${f.p50}/${f.p99}, ${f.rps}`.padEnd(25);
    console.log(
      `${String(size).padEnd(9)} | ${config.padEnd(9)} | ${cell(run.listing)} | ${cell(run.search)}`,
    );
  }
}
const small = results[SIZES[0]]['cache off']!;
const large = results[SIZES[SIZES.length - 1]]['cache off']!;
const growth = large.listing.p50 / Math.max(small.listing.p50, 0.5);
console.log(
  `bench api: products_p99_ms=${large.listing.p99} search_p99_ms=${large.search.p99} rps=${large.listing.rps} growth_p50=${growth.toFixed(2)} ` +
    `api_cpu_ms=${large.listing.apiCpu} pg_cpu_ms=${large.listing.pgCpu ?? '-'}`,
);
