import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installResponseCache } from './response-cache';

function app(ttlMs = 10_000) {
  const a = Fastify({ logger: false });
  let n = 0;
  const cache = installResponseCache(a, { prefix: '/api/public/', ttlMs, maxEntries: 2 });
  a.get('/api/public/count', async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { n: ++n };
  });
  a.get('/api/public/missing', async (_req, reply) => reply.code(404).send({ n: ++n }));
  a.get('/private/count', async () => ({ n: ++n }));
  return { a, cache };
}
const get = async (a: ReturnType<typeof app>['a'], url: string) => {
  const r = await a.inject({ method: 'GET', url });
  return { body: r.json() as { n: number }, cache: r.headers['x-cache'], cc: r.headers['cache-control'] };
};

describe('response cache', () => {
  it('answers a repeated question from memory, whatever the parameter order', async () => {
    const { a } = app();
    const first = await get(a, '/api/public/count?b=2&a=1');
    const second = await get(a, '/api/public/count?a=1&b=2');
    expect(first).toMatchObject({ body: { n: 1 }, cache: 'MISS' });
    expect(second).toMatchObject({ body: { n: 1 }, cache: 'HIT', cc: 'public, max-age=60' });
    expect((await get(a, '/api/public/count?a=2')).body.n).toBe(2);
  });

  it('forgets everything on clear() and after the TTL', async () => {
    const { a, cache } = app(40);
    await get(a, '/api/public/count');
    cache.clear();
    expect((await get(a, '/api/public/count')).cache).toBe('MISS');
    await new Promise((r) => setTimeout(r, 60));
    expect((await get(a, '/api/public/count')).body.n).toBe(3);
  });

  it('never caches errors or paths outside the prefix, and evicts the oldest entry', async () => {
    const { a, cache } = app();
    await get(a, '/api/public/missing');
    expect((await get(a, '/api/public/missing')).body.n).toBe(2);
    await get(a, '/private/count');
    expect((await get(a, '/private/count')).body.n).toBe(4);
    await get(a, '/api/public/count?x=1');
    await get(a, '/api/public/count?x=2');
    await get(a, '/api/public/count?x=3');
    expect(cache.size).toBe(2);
    expect((await get(a, '/api/public/count?x=1')).cache).toBe('MISS');
  });
});

describe('response cache size', () => {
  it('holds its bytes under the cap however many distinct big answers are asked for', async () => {
    const a = Fastify({ logger: false });
    const cache = installResponseCache(a, { prefix: '/api/public/', ttlMs: 10_000, maxEntries: 1000, maxBytes: 50_000 });
    a.get('/api/public/big', async (req) => ({ q: (req.query as { q: string }).q, pad: 'x'.repeat(10_000) }));
    for (let i = 0; i < 40; i++) await a.inject({ url: `/api/public/big?q=${i}` });
    expect(cache.size).toBeLessThanOrEqual(5);
    expect(cache.size).toBeGreaterThan(0);
    expect((await a.inject({ url: '/api/public/big?q=39' })).headers['x-cache']).toBe('HIT');
    expect((await a.inject({ url: '/api/public/big?q=0' })).headers['x-cache']).toBe('MISS');
  });
});

describe('response cache under concurrency', () => {
  it('computes a cold answer once for many simultaneous requests', async () => {
    const a = Fastify({ logger: false });
    let computed = 0;
    installResponseCache(a, { prefix: '/api/public/', ttlMs: 10_000, maxEntries: 10 });
    a.get('/api/public/slow', async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 30));
      return { computed };
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => a.inject({ method: 'GET', url: '/api/public/slow' })));
    expect(computed).toBe(1);
    expect(new Set(answers.map((r) => r.body))).toEqual(new Set(['{"computed":1}']));
  });

  it('serves the expired answer while one request refreshes it', async () => {
    const a = Fastify({ logger: false });
    let computed = 0;
    installResponseCache(a, { prefix: '/api/public/', ttlMs: 20, maxEntries: 10 });
    a.get('/api/public/slow', async () => {
      computed++;
      await new Promise((r) => setTimeout(r, 40));
      return { computed };
    });
    await a.inject({ method: 'GET', url: '/api/public/slow' });
    await new Promise((r) => setTimeout(r, 30));
    const [refresh, stale] = await Promise.all([
      a.inject({ method: 'GET', url: '/api/public/slow' }),
      new Promise((r) => setTimeout(r, 5)).then(() => a.inject({ method: 'GET', url: '/api/public/slow' })),
    ]);
    expect(refresh.json()).toEqual({ computed: 2 });
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.json()).toEqual({ computed: 1 });
  });
});
