import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createCatalogCache, type CatalogCache } from '../cache/catalog-cache';
import { installResponseCache } from './response-cache';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function app({
  ttlMs = 10_000,
  catalogCache = createCatalogCache({}),
}: { ttlMs?: number; catalogCache?: CatalogCache } = {}) {
  const a = Fastify({ logger: false });
  let n = 0;
  installResponseCache(a, { prefix: '/api/public/', ttlMs, catalogCache });
  a.get('/api/public/count', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { n: ++n };
  });
  a.get('/api/public/missing', async (_req, reply) => reply.code(404).send({ n: ++n }));
  a.get('/api/public/big', async () => ({ n: ++n, pad: 'x'.repeat(100_000) }));
  a.get('/private/count', async () => ({ n: ++n }));
  return { a, catalogCache };
}
const get = async (a: ReturnType<typeof app>['a'], url: string, headers: Record<string, string> = {}) => {
  const r = await a.inject({ method: 'GET', url, headers });
  return { body: r.json() as { n: number }, cache: r.headers['x-cache'], cc: r.headers['cache-control'] };
};

/** async-cache-dedupe's memory storage reads the clock at most once a second: let it see a moved clock. */
const clockTick = () => new Promise((r) => setTimeout(r, 1100));

afterEach(() => {
  vi.useRealTimers();
});

describe('response cache', () => {
  it('answers a repeated question from the cache, whatever the parameter order, per language', async () => {
    const { a } = app();
    const first = await get(a, '/api/public/count?b=2&a=1');
    const second = await get(a, '/api/public/count?a=1&b=2');
    expect(first).toMatchObject({ body: { n: 1 }, cache: 'MISS' });
    expect(second).toMatchObject({ body: { n: 1 }, cache: 'HIT', cc: 'public, max-age=60' });
    expect((await get(a, '/api/public/count?a=2')).body.n).toBe(2);
    expect(await get(a, '/api/public/count?a=2', { 'accept-language': 'es-PY' })).toMatchObject({
      body: { n: 3 },
      cache: 'MISS',
    });
  });

  it('forgets everything when the catalogue changes, and after its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await clockTick(); // forget a clock another test moved
    const { a, catalogCache } = app({ ttlMs: 1000 });
    await get(a, '/api/public/count');
    expect((await get(a, '/api/public/count')).cache).toBe('HIT');
    await catalogCache.invalidate();
    expect(await get(a, '/api/public/count')).toMatchObject({ body: { n: 2 }, cache: 'MISS' });
    // Past the time and past the stale window as long again: computed afresh.
    vi.setSystemTime(Date.now() + 3100);
    await clockTick();
    expect(await get(a, '/api/public/count')).toMatchObject({ body: { n: 3 }, cache: 'MISS' });
  });

  it('never keeps errors, paths outside the prefix or very large answers, and evicts the oldest entry', async () => {
    const { a } = app({ catalogCache: createCatalogCache({ maxEntries: 2 }) });
    await get(a, '/api/public/missing');
    expect((await get(a, '/api/public/missing')).body.n).toBe(2);
    await get(a, '/private/count');
    expect((await get(a, '/private/count')).body.n).toBe(4);
    await get(a, '/api/public/big');
    expect(await get(a, '/api/public/big')).toMatchObject({ body: { n: 6 }, cache: 'MISS' });
    await get(a, '/api/public/count?x=1');
    await get(a, '/api/public/count?x=2');
    expect((await get(a, '/api/public/count?x=2')).cache).toBe('HIT');
    await get(a, '/api/public/count?x=3');
    expect((await get(a, '/api/public/count?x=1')).cache).toBe('MISS');
  });
});

describe('response cache under concurrency', () => {
  it('computes a cold answer once for many simultaneous requests', async () => {
    const a = Fastify({ logger: false });
    let computed = 0;
    installResponseCache(a, { prefix: '/api/public/', ttlMs: 10_000, catalogCache: createCatalogCache({}) });
    a.get('/api/public/slow', async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 30));
      return { computed };
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => a.inject({ method: 'GET', url: '/api/public/slow' })),
    );
    expect(computed).toBe(1);
    expect(new Set(answers.map((r) => r.body))).toEqual(new Set(['{"computed":1}']));
    expect(answers.filter((r) => r.headers['x-cache'] === 'MISS')).toHaveLength(1);
  });

  it('lets the followers of a failed leader compute their own answer', async () => {
    const a = Fastify({ logger: false });
    let calls = 0;
    installResponseCache(a, { prefix: '/api/public/', ttlMs: 10_000, catalogCache: createCatalogCache({}) });
    a.get('/api/public/flaky', async (_req, reply) => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return calls === 1 ? reply.code(503).send({ message: 'busy' }) : { calls };
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => a.inject({ method: 'GET', url: '/api/public/flaky' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 503]);
  });

  it('serves the expired answer while one request refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    await clockTick(); // forget a clock another test moved
    const a = Fastify({ logger: false });
    let computed = 0;
    installResponseCache(a, { prefix: '/api/public/', ttlMs: 3000, catalogCache: createCatalogCache({}) });
    a.get('/api/public/slow', async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 40));
      return { computed };
    });
    await a.inject({ method: 'GET', url: '/api/public/slow' });
    vi.setSystemTime(Date.now() + 3500);
    await clockTick();
    const [refresh, stale] = await Promise.all([
      a.inject({ method: 'GET', url: '/api/public/slow' }),
      new Promise((r) => setTimeout(r, 5)).then(() => a.inject({ method: 'GET', url: '/api/public/slow' })),
    ]);
    expect(refresh.json()).toEqual({ computed: 2 });
    expect(refresh.headers['x-cache']).toBe('MISS');
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.json()).toEqual({ computed: 1 });
  });
});

describe('response cache on Redis', () => {
  const keyPrefix = `loja-cde-test:cache:${randomUUID()}:`;
  const clients: Redis[] = [];
  const shared = () => {
    const client = new Redis(REDIS_URL, { keyPrefix, maxRetriesPerRequest: 1 });
    clients.push(client);
    return createCatalogCache({ redis: client });
  };
  afterAll(async () => {
    const admin = new Redis(REDIS_URL);
    const keys = await admin.keys(`${keyPrefix}*`);
    if (keys.length) await admin.del(...keys);
    await admin.quit();
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('shares answers between replicas, and one invalidation reaches them all', async () => {
    const [one, two] = [app({ catalogCache: shared() }), app({ catalogCache: shared() })];
    expect(await get(one.a, '/api/public/count?q=1')).toMatchObject({ body: { n: 1 }, cache: 'MISS' });
    // The second replica has never computed it: it gets the first one's answer.
    expect(await get(two.a, '/api/public/count?q=1')).toMatchObject({
      body: { n: 1 },
      cache: 'HIT',
      cc: 'public, max-age=60',
    });
    // The library writes an entry's references just after the entry itself.
    await new Promise((r) => setTimeout(r, 50));
    await one.catalogCache.invalidate();
    expect(await get(two.a, '/api/public/count?q=1')).toMatchObject({ body: { n: 1 }, cache: 'MISS' });
    expect(await get(one.a, '/api/public/count?q=1')).toMatchObject({ body: { n: 1 }, cache: 'HIT' });
  });
});
