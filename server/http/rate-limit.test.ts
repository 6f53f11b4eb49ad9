import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../lib/contract/messages';
import { buildApp } from '../app';
import { testConfig, type ApiConfig } from '../config';
import { startTestApi, type TestApi } from '../test/harness';
import { DEFAULT_LIMITS, extraRateLimit, type RateLimitSetup } from './rate-limit';

const SEARCH = '/api/public/products?text=perfume';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let api: TestApi;
const extraApps: FastifyInstance[] = [];
const storefrontKey = testConfig().keys['storefront-identity'];

beforeAll(async () => {
  api = await startTestApi(20);
});
afterAll(async () => {
  await Promise.all(extraApps.map((app) => app.close()));
  await api?.close();
});

/** A fresh app (its own in-memory counters) over the test database. */
async function appWith(config: Partial<ApiConfig> = {}, setup?: RateLimitSetup): Promise<FastifyInstance> {
  const { app } = await buildApp({
    config: testConfig(config),
    database: api.database,
    rateLimitSetup: setup,
  });
  await app.ready();
  extraApps.push(app);
  return app;
}

async function burst(app: FastifyInstance, count: number, request: (i: number) => InjectOptions) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await app.inject(request(i))).statusCode);
  return statuses;
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('rate limits per shopper address', () => {
  it('answers a search burst from one address with 429, RateLimit-* headers and the §8 body in pt and es', async () => {
    const app = await appWith();
    const statuses = await burst(app, DEFAULT_LIMITS.search, () => ({
      url: SEARCH,
      remoteAddress: '203.0.113.7',
    }));
    expect(count(statuses, 200)).toBe(DEFAULT_LIMITS.search);

    const pt = await app.inject({ url: SEARCH, remoteAddress: '203.0.113.7' });
    expect(pt.statusCode).toBe(429);
    expect(pt.json()).toEqual({ message: message('tooManyRequests', 'pt') });
    expect(Number(pt.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(pt.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(pt.headers['ratelimit-limit']).toBe(String(DEFAULT_LIMITS.search));
    expect(pt.headers['ratelimit-remaining']).toBe('0');
    expect(Number(pt.headers['ratelimit-reset'])).toBeGreaterThan(0);

    const es = await app.inject({
      url: SEARCH,
      remoteAddress: '203.0.113.7',
      headers: { 'accept-language': 'es-PY,es;q=0.9' },
    });
    expect(es.statusCode).toBe(429);
    expect(es.json()).toEqual({ message: message('tooManyRequests', 'es') });

    // Other shoppers, and the same shopper's ordinary reads (own bucket), are untouched.
    expect((await app.inject({ url: SEARCH, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    const read = await app.inject({ url: '/api/public/products?per_page=5', remoteAddress: '203.0.113.7' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['ratelimit-limit']).toBe(String(DEFAULT_LIMITS.reads));
  });

  it('counts a text price list (the print sheet, up to 5,000 rows) against the text-search allowance (issue 26 point 13)', async () => {
    const app = await appWith({}, { limits: { search: 3 } });
    const shopper = { 'x-storefront-key': storefrontKey, 'x-shopper-ip': '203.0.113.20' };
    const priceList = (text: string) => ({
      url: `/api/public/price-list?text=${text}&lang=pt`,
      headers: shopper,
    });
    // Two suggestions and one text price list spend the three searches; the next price list, or search, is refused.
    expect(await burst(app, 2, () => ({ url: SEARCH, headers: shopper }))).toEqual([200, 200]);
    const sheet = await app.inject(priceList('perfume'));
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['ratelimit-limit']).toBe('3');
    expect((await app.inject(priceList('relogio'))).statusCode).toBe(429);
    expect((await app.inject({ url: SEARCH, headers: shopper })).statusCode).toBe(429);
    // A price list without text is an ordinary read, in its own bucket.
    const plain = await app.inject({ url: '/api/public/price-list?lang=pt', headers: shopper });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['ratelimit-limit']).toBe(String(DEFAULT_LIMITS.reads));
  });

  it('limits other reads at their own default', async () => {
    const app = await appWith();
    const statuses = await burst(app, DEFAULT_LIMITS.reads + 1, () => ({
      url: '/health',
      remoteAddress: '198.51.100.4',
    }));
    expect(count(statuses, 200)).toBe(DEFAULT_LIMITS.reads);
    expect(statuses.at(-1)).toBe(429);
  });

  it("never limits the storefront's identified traffic for many shoppers, nor its own ISR calls", async () => {
    const app = await appWith();
    // 300 shoppers searching through one storefront process (one socket address).
    const shoppers = await burst(app, 300, (i) => ({
      url: SEARCH,
      headers: { 'x-storefront-key': storefrontKey, 'x-shopper-ip': `10.0.${i >> 8}.${i & 255}` },
    }));
    expect(count(shoppers, 200)).toBe(300);
    // Rendering pages for everyone: no shopper address, never limited, no RateLimit headers.
    const isr = await burst(app, DEFAULT_LIMITS.search + 30, () => ({
      url: SEARCH,
      headers: { 'x-storefront-key': storefrontKey },
    }));
    expect(count(isr, 200)).toBe(DEFAULT_LIMITS.search + 30);
    const last = await app.inject({ url: SEARCH, headers: { 'x-storefront-key': storefrontKey } });
    expect(last.headers['ratelimit-limit']).toBeUndefined();
  });

  it('limits one shopper hammering search through the storefront', async () => {
    const app = await appWith();
    const headers = { 'x-storefront-key': storefrontKey, 'x-shopper-ip': '2001:db8::1' };
    const statuses = await burst(app, DEFAULT_LIMITS.search + 1, () => ({ url: SEARCH, headers }));
    expect(count(statuses, 200)).toBe(DEFAULT_LIMITS.search);
    expect(statuses.at(-1)).toBe(429);
    // IPv6 counts per /64: another host of the same prefix is the same shopper.
    const sibling = await app.inject({
      url: SEARCH,
      headers: { ...headers, 'x-shopper-ip': '2001:db8::beef' },
    });
    expect(sibling.statusCode).toBe(429);
  });

  // Issue 18 point 5: only the storefront's own page renders (GETs without a shopper) go unlimited.
  it('counts a storefront call with a malformed shopper address, or none on a POST, instead of exempting it', async () => {
    const app = await appWith();
    const malformed = await burst(app, DEFAULT_LIMITS.search + 1, () => ({
      url: SEARCH,
      headers: { 'x-storefront-key': storefrontKey, 'x-shopper-ip': 'x' },
    }));
    expect(malformed.at(-1)).toBe(429);
    const small = await appWith({}, { limits: { reads: 3 } });
    const posts = await burst(small, 4, (i) => ({
      method: 'POST',
      url: '/ecom/cliente/cadastrar/check-email',
      payload: { email: `n${i}@example.com` },
      headers: { 'x-storefront-key': storefrontKey },
    }));
    expect(posts.at(-1)).toBe(429);
  });

  it('treats a forged storefront key as a shopper (its own address counts, the forwarded one is ignored)', async () => {
    const app = await appWith();
    const forged = [storefrontKey.slice(0, -1) + (storefrontKey.endsWith('0') ? '1' : '0'), 'x', ''];
    for (const key of forged) {
      const statuses = await burst(app, DEFAULT_LIMITS.search + 1, (i) => ({
        url: SEARCH,
        remoteAddress: `192.0.2.${forged.indexOf(key) + 1}`,
        headers: { 'x-storefront-key': key, 'x-shopper-ip': `10.1.0.${i & 255}` },
      }));
      expect(statuses.at(-1), `key ${JSON.stringify(key)}`).toBe(429);
    }
  });

  it('turns off with RATE_LIMIT=off', async () => {
    const app = await appWith({ rateLimit: false });
    const statuses = await burst(app, DEFAULT_LIMITS.search + 20, () => ({
      url: SEARCH,
      remoteAddress: '203.0.113.9',
    }));
    expect(count(statuses, 200)).toBe(DEFAULT_LIMITS.search + 20);
    expect((await app.inject({ url: SEARCH })).headers['ratelimit-limit']).toBeUndefined();
  });

  it('ignores X-Forwarded-For with TRUST_PROXY off and honours it with one hop', async () => {
    const spoofed = (i: number): InjectOptions => ({
      url: SEARCH,
      remoteAddress: '198.51.100.10',
      headers: { 'x-forwarded-for': `100.64.${i >> 8}.${i & 255}` },
    });
    const off = await appWith({ trustProxy: false });
    expect((await burst(off, DEFAULT_LIMITS.search + 1, spoofed)).at(-1)).toBe(429);

    const oneHop = await appWith({ trustProxy: 1 });
    const behindProxy = await burst(oneHop, DEFAULT_LIMITS.search + 1, spoofed);
    expect(count(behindProxy, 200)).toBe(DEFAULT_LIMITS.search + 1);
    // Through the proxy, one client's address is still one shopper; a forged extra hop in front changes nothing.
    const one = await burst(oneHop, DEFAULT_LIMITS.search + 1, (i) => ({
      url: SEARCH,
      remoteAddress: '198.51.100.10',
      headers: { 'x-forwarded-for': `9.9.9.${i & 255}, 100.64.9.9` },
    }));
    expect(one.at(-1)).toBe(429);
    // Three bursts of 121 trigram searches: past 30 s on a loaded 2-core machine.
  }, 120_000);
});

describe('stricter limits on one route (as login will use them)', () => {
  async function loginApp(config: Partial<ApiConfig> = {}) {
    const { app } = await buildApp({ config: testConfig(config), database: api.database });
    // 2 per e-mail (route config, body read in preHandler) and 3 per address (extraRateLimit).
    app.post('/test-login', {
      config: {
        rateLimit: {
          max: 2,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => `email|${(req.body as { email: string }).email}`,
        },
      },
      preHandler: extraRateLimit(app, {
        max: 3,
        timeWindow: '1 minute',
        keyGenerator: (req) => `login-ip|${req.shopperAddress}`,
      }),
      handler: async () => ({ ok: true }),
    });
    await app.ready();
    extraApps.push(app);
    return app;
  }
  const login = (email: string, remoteAddress: string): InjectOptions => ({
    method: 'POST',
    url: '/test-login',
    remoteAddress,
    payload: { email },
    headers: { 'accept-language': 'es' },
  });

  it('counts per e-mail across addresses and per address across e-mails', async () => {
    const app = await loginApp();
    const perEmail = await burst(app, 3, (i) => login('a@x.com', `192.0.2.${10 + i}`));
    expect(perEmail).toEqual([200, 200, 429]);
    const perAddress = await burst(app, 4, (i) => login(`u${i}@x.com`, '192.0.2.99'));
    expect(perAddress).toEqual([200, 200, 200, 429]);
    const res = await app.inject(login('z@x.com', '192.0.2.99'));
    expect(res.json()).toEqual({ message: message('tooManyRequests', 'es') });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets everything through with RATE_LIMIT=off', async () => {
    const app = await loginApp({ rateLimit: false });
    expect(count(await burst(app, 5, () => login('a@x.com', '192.0.2.1')), 200)).toBe(5);
  });
});

describe('rate limits on Redis', () => {
  const prefix = `hard-edge-test:${randomUUID()}:`;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('shares one counter between two API instances', async () => {
    const config = { redisUrl: REDIS_URL };
    const [a, b] = [
      await appWith(config, { redisPrefix: prefix }),
      await appWith(config, { redisPrefix: prefix }),
    ];
    const half = DEFAULT_LIMITS.search / 2;
    const request = () => ({ url: SEARCH, remoteAddress: '203.0.113.50' });
    expect(count(await burst(a, half, request), 200)).toBe(half);
    expect(count(await burst(b, half, request), 200)).toBe(half);
    const overA = await a.inject(request());
    const overB = await b.inject(request());
    expect([overA.statusCode, overB.statusCode]).toEqual([429, 429]);
    expect(overA.json()).toEqual({ message: message('tooManyRequests', 'pt') });
    // The counter really lives in Redis under our prefix.
    expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
  });
});
