/**
 * What the PostgreSQL benchmarks share: a scratch database emptied to a fresh schema, and the API started on it as
 * its own process the way README's "Running in production" runs it (the esbuild bundle under plain node with
 * --enable-source-maps, NODE_ENV=production; rate limits off), answered once its /health does. API_WORKERS in the
 * bench's environment reaches the API like any other variable: API_WORKERS=2 measures a two-worker cluster.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');

/** Creates the database `url` names when it is missing. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

/** Creates the database when missing, then drops and recreates its schemas: the API migrates and seeds it on start. */
export async function freshDatabase(url: string): Promise<void> {
  await ensureDatabase(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
  );
  await client.end();
}

interface StartOptions {
  /** Another checkout whose API to start (A/B runs of one bench against two trees). */
  apiRoot?: string;
  /** Arguments for node before the entry file, e.g. --cpu-prof (cluster workers inherit them). */
  nodeArgs?: string[];
  /** How long a first start may take (seeding 100,000 products takes minutes). */
  timeoutMs?: number;
}

/**
 * The API on `databaseUrl` (empty: PGlite, whose folder `env` gives) and `port` with 1,000 demo products; `env` adds
 * or overrides variables.
 */
export async function startApi(
  databaseUrl: string,
  port: number,
  env: Record<string, string>,
  { apiRoot = root, nodeArgs = [], timeoutMs = 10 * 60_000 }: StartOptions = {},
): Promise<ChildProcess> {
  // Built inside the tree it runs from: the bundle leaves packages external, resolved from that tree's node_modules.
  const built = spawnSync(process.execPath, ['scripts/build-api.mjs', 'dist/bench'], {
    cwd: apiRoot,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`build:api failed in ${apiRoot}: ${built.stderr}`);
  // The demo API (decision 0030); a tree from before it had only main.js, which seeded the demo itself.
  const entry = existsSync(path.join(apiRoot, 'dist/bench/server/demo-main.js'))
    ? 'dist/bench/server/demo-main.js'
    : 'dist/bench/server/main.js';
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, entry], {
    cwd: apiRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      SEED_PRODUCTS: '1000',
      DEMO_SEED: 'on',
      NODE_ENV: 'production',
      // Quiet unless the bench is given a LOG_LEVEL (production's default, info, to measure what logging costs).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // One benchmark address would meet the per-shopper limits: measure the API, not the limiter.
      RATE_LIMIT: 'off',
      // Made per run (production refuses every committed secret); loopback http is allowed by LOCAL_HTTP=on only.
      APP_SECRET: randomBytes(32).toString('hex'),
      LOCAL_HTTP: 'on',
      ...env,
    },
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not start');
}

/** Runs `tasks` with at most `width` in flight. */
export async function pool(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) await tasks[next++]();
    }),
  );
}
