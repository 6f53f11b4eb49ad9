import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ProductsResponse } from '../../lib/contract/catalog';
import { buildApp } from '../app';
import type { CacheSetup } from '../cache/catalog-cache';
import { testConfig, type ApiConfig } from '../config';
import type { Database, Db } from '../db/client';
import { products } from '../db/schema';
import { openTestDatabase } from './database-snapshot';
import { demoRenderer } from '../demo/media/demo-renderer';
import { STOREFRONT_KEY_HEADER } from '../../lib/contract/secrets';
import type { RateLimitSetup } from '../http/rate-limit';
import type { ServiceDeps, Services } from '../services';

export interface TestApi {
  app: FastifyInstance;
  services: Services;
  database: Database;
  /** PostgreSQL: this file's own database (a copy of the run's template), for a process that must share it. */
  databaseUrl?: string;
  /** The configuration the app runs with (its derived keys sign test webhooks and quotes). */
  config: ApiConfig;
  /** GET a path and parse JSON. */
  get<T = unknown>(
    url: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  post<T = unknown>(url: string, payload: unknown): Promise<{ status: number; body: T }>;
  close(): Promise<void>;
}

export const TEST_PRODUCTS = 400;

/**
 * A real database per test file: in-memory PGlite by default, PostgreSQL when DATABASE_URL is set (a database of
 * its own, copied from the run's template; see ./database-snapshot.ts).
 */
export async function startTestApi(
  products = TEST_PRODUCTS,
  {
    config: overrides,
    rateLimitSetup,
    deps,
    cacheSetup,
    demoMedia = true,
    asStorefront = true,
    logger,
  }: {
    config?: Partial<ApiConfig>;
    rateLimitSetup?: RateLimitSetup;
    deps?: ServiceDeps;
    cacheSetup?: CacheSetup;
    demoMedia?: boolean;
    /** false: /admin and /interno calls go without the storefront's proof, as from the internet (see below). */
    asStorefront?: boolean;
    logger?: Logger;
  } = {},
): Promise<TestApi> {
  const config = testConfig(overrides);
  // products = 0: an empty store with only the reference data production loads (server/db/reference).
  const { database, databaseUrl } = await openTestDatabase(products, logger);
  const mediaRenderer = demoMedia ? demoRenderer : undefined;
  const { app, services } = await buildApp({
    config,
    database,
    rateLimitSetup,
    deps,
    cacheSetup,
    mediaRenderer,
  });
  await app.ready();
  if (asStorefront) injectAsStorefront(app, config.keys['storefront-identity']);
  return {
    app,
    services,
    database,
    databaseUrl,
    config,
    async get(url, headers) {
      const res = await app.inject({ method: 'GET', url, headers });
      return {
        status: res.statusCode,
        body: (res.body ? res.json() : undefined) as never,
        headers: res.headers,
      };
    },
    async post(url, payload) {
      const res = await app.inject({ method: 'POST', url, payload: payload as never });
      return { status: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The admin and operator APIs answer only the storefront's server (http/storefront-only.ts). The tests stand where the
 * back office's proxy stands, so every injected /admin and /interno call carries its key unless it sets the header
 * itself; server/http/storefront-only.test.ts turns this off to call as a stranger would.
 */
function injectAsStorefront(app: FastifyInstance, key: string): void {
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  app.inject = ((opts?: unknown, ...rest: unknown[]) => {
    if (
      opts &&
      typeof opts === 'object' &&
      'url' in opts &&
      typeof opts.url === 'string' &&
      /^\/(admin|interno)(\/|\?|$)/.test(opts.url)
    ) {
      const headers = { ...((opts as { headers?: Record<string, unknown> }).headers ?? {}) };
      if (!Object.keys(headers).some((h) => h.toLowerCase() === STOREFRONT_KEY_HEADER))
        headers[STOREFRONT_KEY_HEADER] = key;
      return inject({ ...opts, headers }, ...rest);
    }
    return inject(opts, ...rest);
  }) as typeof app.inject;
}

/** GET /api/public/products with a query string, expecting a 200 (the answer is shown when it is not). */
export async function listProducts(api: TestApi, qs: string): Promise<ProductsResponse> {
  const res = await api.get<ProductsResponse>(`/api/public/products?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A product a payment test can sell again and again: price shown, sold by the unit, `units` or more in stock. */
export async function sellableProductId(db: Db, units = 40): Promise<number> {
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= ${units} AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(1);
  return p.id;
}
