/**
 * `npx tsx bench/request-overhead.ts > /tmp/api.log`: what every request costs the API before any route works,
 * i.e. the hooks, logging and serialization all routes share, measured in CPU (not latency, which a busy machine
 * distorts) on GET /health through the whole app (buildApp, production mode, no database work).
 * Two trees side by side, interleaved in short rounds so both see the same machine: this one and BENCH_API_ROOT
 * (default: this one), each at LOG_LEVEL=info (production's default, logs to stdout: redirect it to a file as a
 * deployment does) with rate limits on and off. Prints to stderr, per configuration, the median CPU µs per request.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const PER_ROUND = Number(process.env.BENCH_REQUESTS ?? 2000);
const here = path.resolve(import.meta.dirname, '..');
const other = path.resolve(process.env.BENCH_API_ROOT ?? here);

async function appOf(root: string, rateLimit: 'on' | 'off'): Promise<FastifyInstance> {
  const { buildApp } = (await import(path.join(root, 'server/app.ts'))) as typeof import('../server/app');
  const { loadConfig } = (await import(
    path.join(root, 'server/config.ts')
  )) as typeof import('../server/config');
  const { openDatabase } = (await import(
    path.join(root, 'server/db/client.ts')
  )) as typeof import('../server/db/client');
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      LOCAL_HTTP: 'on',
      LOG_LEVEL: 'info',
      RATE_LIMIT: rateLimit,
      RESPONSE_CACHE_MS: '0',
    },
    { loadFiles: false },
  );
  const database = await openDatabase({ dataDir: 'memory://' });
  const { app } = await buildApp({ config, database });
  await app.ready();
  return app;
}

/** CPU µs per request of one round on `app` (a shopper address per request keeps the rate limit from refusing). */
async function round(app: FastifyInstance, offset: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < PER_ROUND; i++) {
    const n = offset + i;
    const res = await app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    });
    if (res.statusCode !== 200) throw new Error(`health answered ${res.statusCode}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / PER_ROUND;
}

const configs: { name: string; app: FastifyInstance; samples: number[] }[] = [];
for (const [label, root] of [
  ['baseline', other],
  ['this tree', here],
] as const) {
  if (label === 'baseline' && root === here) continue;
  for (const rl of ['on', 'off'] as const)
    configs.push({ name: `${label}, rate limit ${rl}`, app: await appOf(root, rl), samples: [] });
}
let offset = 0;
for (let r = 0; r < ROUNDS; r++) {
  for (const c of configs) {
    const us = await round(c.app, offset);
    offset += PER_ROUND;
    if (r > 0) c.samples.push(us); // the first round warms the JIT
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const c of configs)
  console.error(
    `request overhead: ${c.name.padEnd(28)} ${median(c.samples).toFixed(1)} µs CPU per GET /health (median of ${c.samples.length} rounds of ${PER_ROUND})`,
  );
for (const c of configs) await c.app.close();
