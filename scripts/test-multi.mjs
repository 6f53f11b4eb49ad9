#!/usr/bin/env node
// `npm run test:multi`: several instances sharing Redis and PostgreSQL, as a deployment runs them. Starts two
// built APIs and two `next start` storefronts on 127.0.0.1 (each storefront on its own API), changes a product's
// price the way the store does (npm run catalog:price: database, then every API replica through Redis, then a
// signed revalidation sent to the FIRST storefront only) and checks that both storefronts' product pages and both
// APIs show the new price: the second storefront learns of it only through the shared Next cache on Redis.
// Also checks that the two APIs count one shopper's requests against one shared limit.
//
// Uses its own PostgreSQL database (MULTI_DATABASE, rebuilt each run) and Redis database (MULTI_REDIS_DB, flushed),
// reuses the storefront build in .next-multi when it is newer than the sources, and stops everything it started.
import { randomBytes } from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { assertSecretNotIn, storefrontEnv, storefrontKeys } from './storefront-keys.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = process.env;
const API_PORTS = (env.MULTI_API_PORTS ?? '4520,4521').split(',');
const WEB_PORTS = (env.MULTI_WEB_PORTS ?? '3520,3521').split(',');
const PG = env.MULTI_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = env.MULTI_DATABASE ?? 'catcache_multi';
const REDIS_URL = `${env.MULTI_REDIS ?? 'redis://127.0.0.1:6379'}/${env.MULTI_REDIS_DB ?? '11'}`;
const DIST = '.next-multi';
// Made per run: a committed secret must never be one production accepts (issue 18 point 8).
const SECRET = randomBytes(32).toString('hex');
const started = Date.now();
const children = [];

const log = (line) => console.log(`[multi ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

function run(name, cmd, args, extraEnv) {
  // A storefront never gets APP_SECRET, even one set in this shell (issue 26 point 11).
  const base = name.startsWith('storefront') ? storefrontEnv(env) : env;
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...base, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const tail = [];
  const keep = (chunk) => {
    tail.push(...String(chunk).split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.push({ name, child, tail });
  return child;
}

async function stopAll() {
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          try {
            process.kill(-child.pid, 'SIGTERM'); // its process group: next start's own server child too
          } catch {
            resolve();
          }
          setTimeout(() => {
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              /* gone */
            }
            resolve();
          }, 15_000).unref();
        }),
    ),
  );
}

async function waitFor(url, timeoutMs, what) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const { name, child, tail } of children) {
      if (child.exitCode !== null)
        throw new Error(`${name} exited with ${child.exitCode}:\n${tail.join('\n')}`);
    }
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

async function poll(what, check, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    last = await check();
    if (last === true) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeoutMs / 1000} s`);
}

function newestSource() {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (!s.isDirectory()) return void (newest = Math.max(newest, s.mtimeMs));
    for (const e of readdirSync(p)) walk(path.join(p, e));
  };
  for (const p of [
    'app',
    'components',
    'lib',
    'messages',
    'public',
    'next.config.ts',
    'proxy.ts',
    'cache-handler.mjs',
    'instrumentation.ts',
    'package.json',
  ]) {
    walk(path.join(root, p));
  }
  return newest;
}

async function resetDatabase() {
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

const apiUrl = (i) => `http://127.0.0.1:${API_PORTS[i]}`;
const webUrl = (i) => `http://127.0.0.1:${WEB_PORTS[i]}`;
const offerPrice = async (i, slug) => {
  const res = await fetch(`${webUrl(i)}/produto/${slug}`, { signal: AbortSignal.timeout(20_000) });
  const html = await res.text();
  return html.match(/"price":"([\d.]+)"/)?.[1] ?? `no price (HTTP ${res.status})`;
};
const apiPrice = async (i, id) => {
  const res = await fetch(`${apiUrl(i)}/api/public/products/${id}/details?moeda_id=2`);
  return (await res.json()).preco_atual?.valor_venda;
};

async function main() {
  if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE))
    throw new Error(`MULTI_DATABASE must be a plain name, got ${DATABASE}`);
  await resetDatabase();
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();
  const shared = {
    DATABASE_URL: `${PG}/${DATABASE}`,
    REDIS_URL,
    APP_SECRET: SECRET,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOCAL_HTTP: 'on',
  };
  log(`PostgreSQL ${shared.DATABASE_URL}, Redis ${REDIS_URL}`);

  const built = spawnSync(process.execPath, ['scripts/build-api.mjs', 'dist/multi'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('API build failed');
  // The first API migrates and seeds; the second starts on the ready database.
  for (let i = 0; i < 2; i++) {
    run(`api ${i + 1}`, process.execPath, ['dist/multi/server/demo-main.js'], {
      ...shared,
      API_PORT: API_PORTS[i],
      SEED_PRODUCTS: '300',
      DEMO_SEED: 'on',
      STOREFRONT_URL: webUrl(i),
    });
    await waitFor(`${apiUrl(i)}/health`, 180_000, `API ${i + 1}`);
    log(`API ${i + 1} up on ${apiUrl(i)}`);
  }

  const buildId = path.join(root, DIST, 'BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSource()) {
    log(`reusing the storefront build in ${DIST}`);
  } else {
    log(`building the storefront into ${DIST} …`);
    const build = spawnSync(bin('next'), ['build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...storefrontEnv(env, SECRET),
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: DIST,
        API_URL: apiUrl(0),
        REDIS_URL,
      },
    });
    if (build.status !== 0) throw new Error('storefront build failed');
    log('storefront built');
  }
  const storefronts = [];
  for (let i = 0; i < 2; i++) {
    // No -H 127.0.0.1: with a hostname other than localhost or 0.0.0.0, Next 16.4 takes the proxy's rewrites
    // (built on request.url, which says localhost) for external ones and every page redirects to itself.
    storefronts[i] = run(`storefront ${i + 1}`, bin('next'), ['start', '-p', WEB_PORTS[i]], {
      NEXT_DIST_DIR: DIST,
      API_URL: apiUrl(i),
      // Never APP_SECRET: the two keys derived from it (issue 26 point 11); production refuses to start with it.
      ...storefrontKeys(SECRET),
      REDIS_URL,
      PORT: WEB_PORTS[i],
      // Production on loopback http: a test run, which LOCAL_HTTP=on alone lets start.
      LOCAL_HTTP: 'on',
    });
  }
  for (let i = 0; i < 2; i++) await waitFor(`${webUrl(i)}/robots.txt`, 120_000, `storefront ${i + 1}`);
  log(`storefronts up on ${webUrl(0)} and ${webUrl(1)}`);
  for (const web of storefronts) assertSecretNotIn(web.pid, SECRET);
  log("neither storefront's environment holds APP_SECRET (only its two derived keys)");

  // A product with a visible price, and its code (what the price update names).
  const listing = await (
    await fetch(`${apiUrl(0)}/api/public/products?tem_estoque=1&per_page=20&moeda_id=2`)
  ).json();
  const product = listing.data.find((p) => p.mostrar_preco);
  const before = product.preco_atual.valor_venda.toFixed(2);
  const cents = String(Math.floor(Math.random() * 90) + 10);
  const after = `${Math.floor(Number(before)) + 111}.${cents}`;

  // Warm every cache: each storefront's ISR page (rendered twice: cached) and each API's answer.
  for (let i = 0; i < 2; i++) {
    for (let n = 0; n < 2; n++) {
      const shown = await offerPrice(i, product.slug);
      if (shown !== before)
        throw new Error(`storefront ${i + 1} shows ${shown} before the change, expected ${before}`);
    }
    if ((await apiPrice(i, product.id)).toFixed(2) !== before)
      throw new Error(`API ${i + 1} does not answer ${before}`);
  }
  const probe = new Redis(REDIS_URL);
  const pages = (await probe.keys('loja-cde:next:*')).length;
  await probe.quit();
  log(
    `both storefronts show US$ ${before} for ${product.codigo} (${product.slug}); ${pages} Next cache keys in Redis`,
  );
  if (pages === 0)
    throw new Error('the storefronts wrote nothing to Redis: is the cache handler configured?');

  const change = spawnSync(bin('tsx'), ['server/cli/set-price.ts', product.codigo, after], {
    cwd: root,
    encoding: 'utf8',
    env: { ...env, ...shared, STOREFRONT_URL: webUrl(0) },
  });
  process.stdout.write(change.stdout);
  if (change.status !== 0) throw new Error(`catalog:price failed:\n${change.stderr}`);
  const changedAt = Date.now();

  for (let i = 0; i < 2; i++) {
    await poll(
      `storefront ${i + 1}'s product page`,
      async () => (await offerPrice(i, product.slug)) === after || (await offerPrice(i, product.slug)),
    );
    log(`storefront ${i + 1} shows US$ ${after} (${Date.now() - changedAt} ms after the change)`);
    await poll(
      `API ${i + 1}`,
      async () => (await apiPrice(i, product.id)).toFixed(2) === after || (await apiPrice(i, product.id)),
    );
    log(`API ${i + 1} answers US$ ${after}`);
  }

  // One shopper (this process, no storefront key) searching through both APIs spends one shared allowance.
  // The same search each time: answers from the shared cache count too.
  const search = (i) => fetch(`${apiUrl(i)}/api/public/products?text=multi${cents}&per_page=1`);
  const first = await search(0);
  const second = await search(1);
  const [r1, r2] = [
    Number(first.headers.get('ratelimit-remaining')),
    Number(second.headers.get('ratelimit-remaining')),
  ];
  if (!(r2 === r1 - 1))
    throw new Error(`rate limits are not shared: remaining ${r1} on API 1, then ${r2} on API 2`);
  let refused;
  for (let n = 0; n <= r2 && !refused; n++) {
    const res = await search(n % 2);
    if (res.status === 429) refused = n % 2;
    else await res.arrayBuffer();
  }
  if (refused === undefined) throw new Error('no 429 after the shared allowance was spent');
  log(
    `rate limit shared: remaining ${r1} on API 1, ${r2} on API 2, 429 on API ${refused + 1} after ${Number(first.headers.get('ratelimit-limit'))} searches`,
  );

  await unknownSlugs(listing.data.find((p) => p.id !== product.id));
}

/**
 * Random slugs (product, listing, brand, both languages) answer the store's 404 on both storefronts and add nothing
 * to the shared Next cache (docs/decisions/0024-uncached-not-found.md); a real page is still answered from it; a
 * slug that answered 404 serves its product as soon as the product has it.
 */
async function unknownSlugs(later) {
  const probe = new Redis(REDIS_URL);
  const [tagsKey] = await probe.keys('loja-cde:next:*:__sharedTags__');
  const size = async () =>
    `${(await probe.keys('loja-cde:next:*')).length} keys, ${await probe.hlen(tagsKey)} tagged pages`;
  const token = `zz404${Date.now().toString(36)}`;
  const round = (count, offset) =>
    Array.from({ length: count }, (_, n) => [
      `/produto/${token}-${offset + n}`,
      `/produtos/${token}-${offset + n}`,
      `/marca/${token}-${offset + n}`,
    ])
      .flat()
      .flatMap((p) => [p, `/es-PY${p}`]);
  const ask = async (paths) => {
    for (const [n, p] of paths.entries()) {
      const res = await fetch(`${webUrl(n % 2)}${p}`, { signal: AbortSignal.timeout(20_000) });
      const title = p.startsWith('/es-PY') ? 'Página no encontrada' : 'Página não encontrada';
      if (res.status !== 404 || !(await res.text()).includes(title))
        throw new Error(`${p} answered ${res.status} without "${title}"`);
    }
  };
  // One of each kind and language first, on both storefronts: the shared data a 404 page shows (menus, a
  // language's start data) lands in the fetch cache once, as for any page.
  await ask(round(2, 0));
  const before = await size();
  const paths = round(10, 2);
  await ask(paths);
  const after = await size();
  if (after !== before)
    throw new Error(`${paths.length} unknown slugs grew the shared Next cache: ${before} → ${after}`);
  const page = async (i, slug) =>
    fetch(`${webUrl(i)}/produto/${slug}`, { signal: AbortSignal.timeout(20_000) });
  await (await page(0, later.slug)).arrayBuffer();
  const cached = (await page(1, later.slug)).headers.get('x-nextjs-cache');
  if (cached !== 'HIT')
    throw new Error(
      `a product page rendered by storefront 1 is not served from the shared cache by storefront 2 (${cached})`,
    );
  log(
    `${paths.length} unknown slugs answered 404 in their language; shared Next cache unchanged (${after}); a real page still HIT`,
  );

  // The slug is asked for before any product has it (404 on both), then a product takes it.
  const slug = `${later.slug}-${token}`;
  for (let i = 0; i < 2; i++)
    if ((await page(i, slug)).status !== 404) throw new Error(`${slug} did not answer 404 before it existed`);
  const db = new pg.Client({ connectionString: `${PG}/${DATABASE}` });
  await db.connect();
  await db.query('UPDATE products SET slug = $1 WHERE id = $2', [slug, later.id]);
  await db.end();
  for (let i = 0; i < 2; i++) {
    const res = await page(i, slug);
    if (res.status !== 200 || !(await res.text()).includes(later.codigo))
      throw new Error(`storefront ${i + 1} answers ${res.status} for ${slug} after the product took it`);
  }
  log(`a slug asked for while unknown (404) serves its product on both storefronts once the product has it`);
  await probe.quit();
}

let code = 0;
try {
  await main();
  log('passed');
} catch (error) {
  code = 1;
  console.error(
    `[multi] FAILED: ${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}`,
  );
  console.error(error.stack);
  for (const { name, tail } of children)
    console.error(`--- last lines of ${name} ---\n${tail.slice(-15).join('\n')}`);
} finally {
  await stopAll();
}
process.exit(code);
