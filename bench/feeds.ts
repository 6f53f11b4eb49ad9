/**
 * `npm run bench:feeds`: the Google and Meta feeds (issue 28 point 5) at BENCH_PRODUCTS (100,000) demo products on
 * PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test_whats; seeded when it holds fewer,
 * BENCH_FRESH=1 empties it first). The feeds are made in a child process that holds nothing else, so its resident
 * memory is the feeds' own: sampled every 50 ms while each feed is made (first sample, highest, last) and its peak.
 * Then each feed is read back from its file as the route streams it. Target: each feed under 10 s, memory flat.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDatabase } from '../server/demo/seed';
import { feedFiles, type FeedKind } from '../server/services/feeds/feed-files';
import { freshDatabase, ensureDatabase } from './scratch-api';

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test_whats';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function prepare() {
  if (process.env.BENCH_FRESH) await freshDatabase(DB_URL);
  else await ensureDatabase(DB_URL);
  const database = await openDatabase({ databaseUrl: DB_URL, dataDir: 'memory://' });
  await migrate(database);
  const { rows } = (await database.db.execute(sql`SELECT count(*)::int AS n FROM products`)) as unknown as {
    rows: { n: number }[];
  };
  if (rows[0].n < PRODUCTS) {
    const t0 = performance.now();
    await seedDatabase(database, { products: PRODUCTS, reset: true });
    await database.db.execute(sql`ANALYZE`);
    console.log(
      `bench feeds: ${PRODUCTS} products seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  }
  await database.close();
}

async function child() {
  const database = await openDatabase({ databaseUrl: DB_URL, dataDir: 'memory://' });
  const dir = path.join(os.tmpdir(), `loja-bench-feeds-${process.pid}`);
  const feeds = feedFiles({ db: database.db, dir, siteUrl: 'https://loja.example' });
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(process.memoryUsage.rss()), 50);
  let worst = 0;
  for (const [kind, market] of [
    ['google', 'py'],
    ['google', 'br'],
    ['meta', 'py'],
    ['meta', 'br'],
  ] as [FeedKind, 'py' | 'br'][]) {
    samples.length = 0;
    const t0 = performance.now();
    const file = await feeds.get(kind, market);
    const made = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    let bytes = 0;
    for await (const chunk of createReadStream(file.path)) bytes += (chunk as Buffer).length;
    const served = (performance.now() - t1) / 1000;
    const t2 = performance.now();
    await feeds.get(kind, market);
    const cachedCheck = (performance.now() - t2) * 1;
    worst = Math.max(worst, made);
    console.log(
      `bench feeds: ${kind}/${market} made in ${made.toFixed(2)} s (${mb((await stat(file.path)).size)}), read back in ${served.toFixed(2)} s (${mb(bytes)}), cached answer's check ${cachedCheck.toFixed(0)} ms; RSS while making: first ${mb(samples[0] ?? 0)}, highest ${mb(Math.max(...samples, 0))}, last ${mb(samples.at(-1) ?? 0)}`,
    );
  }
  clearInterval(timer);
  console.log(
    `bench feeds: products=${PRODUCTS} worst_s=${worst.toFixed(2)} peak_rss=${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
  await rm(dir, { recursive: true, force: true });
  await database.close();
}

if (process.argv.includes('--child')) await child();
else {
  await prepare();
  const run = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, '--child'], {
    stdio: 'inherit',
    env: process.env,
  });
  process.exitCode = run.status ?? 1;
}
