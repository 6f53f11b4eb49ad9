import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProductDetail, ProductsResponse, Seller } from '../../lib/contract/catalog';
import { announceCatalogChange } from '../adapters/catalog-change';
import { buildApp } from '../app';
import { sellers } from '../db/schema';
import { setProductPrice } from '../services/catalog/catalog-prices';
import { startTestApi, type TestApi } from '../test/harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LISTING = '/api/public/products?category_id=27&per_page=5&moeda_id=2';

const setup = {
  keyPrefix: `loja-cde-test:cache:${randomUUID()}:`,
  channel: `loja-cde-test:catalog-changed:${randomUUID()}`,
};
/** Replica one on Redis; the tests add a second replica, or a lone API in memory, over the same database. */
let one: TestApi;
beforeAll(async () => {
  one = await startTestApi(120, {
    config: { responseCacheMs: 30_000, redisUrl: REDIS_URL },
    cacheSetup: setup,
  });
});
afterAll(async () => {
  await one?.close();
  const admin = new Redis(REDIS_URL);
  const keys = await admin.keys(`${setup.keyPrefix}*`);
  if (keys.length) await admin.del(...keys);
  await admin.quit();
});
const codeOf = async (id: number) =>
  (
    await one.database.db.query.products.findMany({
      where: (p, { eq }) => eq(p.id, id),
      columns: { code: true },
    })
  )[0].code;

describe('catalogue answers in one API', () => {
  it('are served again with the same ETag, answer 304 to a matching If-None-Match, and change with the price', async () => {
    const { app, services } = await buildApp({
      config: { ...one.config, redisUrl: undefined, rateLimit: true },
      database: one.database,
    });
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const res = await app.inject({ method: 'GET', url, headers });
      return {
        status: res.statusCode,
        body: (res.body ? res.json() : '') as ProductsResponse,
        headers: res.headers,
      };
    };
    const miss = await get(LISTING);
    const hit = await get(LISTING);
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(hit.headers.etag).toBe(miss.headers.etag);
    // An answer from the cache still counts against the shopper's allowance.
    expect(Number(hit.headers['ratelimit-remaining'])).toBe(Number(miss.headers['ratelimit-remaining']) - 1);
    const notModified = await get(LISTING, { 'if-none-match': String(hit.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');

    const product = miss.body.data.find((p) => p.mostrar_preco)!;
    await setProductPrice(one.database.db, await codeOf(product.id), '1234.50');
    await services.invalidateCatalog();
    const changed = await get(LISTING);
    expect(changed.headers['x-cache']).toBe('MISS');
    expect(changed.body.data.find((p) => p.id === product.id)?.valor_venda).toBe(1234.5);
    expect(changed.headers.etag).not.toBe(miss.headers.etag);
    expect((await get(LISTING, { 'if-none-match': String(miss.headers.etag) })).status).toBe(200);
    await app.close();
  });
});

describe('catalogue answers in two API replicas on Redis', () => {
  it('share answers, and a price change announced by another process reaches both', async () => {
    const { app: two } = await buildApp({ config: one.config, database: one.database, cacheSetup: setup });
    await two.ready();
    const product = (await one.get<ProductsResponse>(LISTING)).body.data.find(
      (p) => p.mostrar_preco && p.valor_venda !== 1234.5,
    )!;
    const fromTwo = await two.inject({ method: 'GET', url: LISTING });
    expect(fromTwo.headers['x-cache']).toBe('HIT');
    const detail = `/api/public/products/${product.id}/details?moeda_id=2`;
    expect((await one.get<ProductDetail>(detail)).body.preco_atual?.valor_venda).toBe(
      product.preco_atual?.valor_venda,
    );

    // Replica two keeps the team in its own memory (a memo), which only the change channel reaches.
    const team = async () =>
      (await two.inject({ method: 'GET', url: '/api/public/team' })).json() as Seller[];
    const [seller] = await team();
    await setProductPrice(one.database.db, await codeOf(product.id), '987.65');
    await one.database.db.update(sellers).set({ name: 'Renamed Seller' }).where(eq(sellers.id, seller.id));
    let revalidation: { url: string; body: string } | undefined;
    const fakeFetch = (async (url: string, init: RequestInit) => {
      revalidation = { url, body: String(init.body) };
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const report = await announceCatalogChange(
      { ...one.config, storefrontUrl: 'http://shop.test' },
      {
        reason: 'test',
        tags: ['catalog', `product:${product.id}`],
        immediate: true,
        setup,
        fetchImpl: fakeFetch,
      },
    );
    expect(report).toMatchObject({ replicas: 2, storefront: { ok: true } });
    expect(revalidation).toEqual({
      url: 'http://shop.test/api/revalidate',
      body: JSON.stringify({ tags: ['catalog', `product:${product.id}`], immediate: true }),
    });

    const after = await two.inject({ method: 'GET', url: LISTING });
    expect((after.json() as ProductsResponse).data.find((p) => p.id === product.id)?.valor_venda).toBe(
      987.65,
    );
    expect((await one.get<ProductDetail>(detail)).body.preco_atual?.valor_venda).toBe(987.65);
    await expect
      .poll(async () => (await team()).find((s) => s.id === seller.id)?.nome, { timeout: 3000 })
      .toBe('Renamed Seller');
    await two.close();
  });
});
