import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openCatalogCache } from '../http/catalog-caching';
import { CATALOG_REFERENCE, createCatalogCache } from './catalog-cache';
import { sweepReferenceSet } from './reference-sweep';

// Against the real Redis (REDIS_URL, else 127.0.0.1:6379), under a key prefix of this run's own.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `loja-cde-test:sweep:${randomUUID()}:`;
const clients: Redis[] = [];
const client = () => {
  const c = new Redis(REDIS_URL, { keyPrefix, maxRetriesPerRequest: 1 });
  clients.push(c);
  return c;
};
const members = (redis: Redis) => redis.scard(`r:${CATALOG_REFERENCE}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  const admin = new Redis(REDIS_URL);
  const keys = await admin.keys(`${keyPrefix}*`);
  if (keys.length) await admin.del(...keys);
  await admin.quit();
  await Promise.all(clients.map((c) => c.quit()));
});

describe('the catalogue reference set on Redis', () => {
  it('loses the members of expired entries between catalogue changes (the API sweeps it)', async () => {
    const app = Fastify({ logger: false });
    const { cache } = await openCatalogCache(
      app,
      { redisUrl: REDIS_URL },
      { keyPrefix, referenceSweepMs: 300 },
    );
    const { square } = cache.define(
      'square',
      { ttl: 1, references: () => [CATALOG_REFERENCE] },
      async (n: number) => n * n,
    );
    for (let n = 0; n < 200; n++) await square(n);
    const redis = client();
    await sleep(100); // the library writes references just after the entry
    expect(await members(redis)).toBe(200);
    // Every entry has expired (1 s) and a sweep has run since: the set is empty, not 200 members of nothing.
    await sleep(1800);
    expect(await members(redis)).toBe(0);
    await app.close();
  });

  it('keeps the members of live entries, so a catalogue change still drops them', async () => {
    const redis = client();
    const catalog = createCatalogCache({ redis });
    const { short } = catalog.cache.define(
      'short',
      { ttl: 1, references: () => [CATALOG_REFERENCE] },
      async (n: number) => `s${n}`,
    );
    let computed = 0;
    const { long } = catalog.cache.define(
      'long',
      { ttl: 60, references: () => [CATALOG_REFERENCE] },
      async (n: number) => `l${n}:${++computed}`,
    );
    for (let n = 0; n < 30; n++) await short(n);
    await sleep(1200);
    for (let n = 0; n < 5; n++) await long(n);
    await sleep(100);
    expect(await members(redis)).toBe(35);
    expect(await sweepReferenceSet(redis, CATALOG_REFERENCE, 7)).toEqual({ scanned: 35, removed: 30 });
    expect(await members(redis)).toBe(5);
    expect(await long(0)).toBe('l0:1'); // still cached
    await catalog.invalidate();
    expect(await long(0)).toBe('l0:6'); // dropped by the change, computed again
  });
});
