import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { REQUEST_ID_HEADER } from './request-id';
import { STOREFRONT_KEY_HEADER } from '../../lib/contract/secrets';

/**
 * The storefront's x-request-id becomes the API's request id (and its log lines' reqId) only from the proven
 * storefront; every answer names the id its log lines carry.
 */
const config = testConfig();
const storefrontKey = config.keys['storefront-identity'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await migrate(database);
  ({ app } = await buildApp({ config, database }));
  // What every log line of the request is bound to (Fastify's child logger of the request).
  app.get('/test/log-binding', async (req) => ({
    id: req.id,
    logged: (req.log as unknown as { bindings(): { reqId?: string } }).bindings().reqId,
  }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const ask = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/test/log-binding', headers });

describe('request ids', () => {
  it("adopts the proven storefront's id, logs under it and echoes it", async () => {
    const id = randomUUID();
    const res = await ask({ [STOREFRONT_KEY_HEADER]: storefrontKey, [REQUEST_ID_HEADER]: id });
    expect(res.headers[REQUEST_ID_HEADER]).toBe(id);
    expect(res.json()).toEqual({ id, logged: id });
  });

  it('makes its own id for anyone else, however the header is spelled', async () => {
    const offered = 'chosen-by-a-client-0001';
    const attempts: Record<string, string>[] = [
      { [REQUEST_ID_HEADER]: offered },
      { [STOREFRONT_KEY_HEADER]: 'not-the-key', [REQUEST_ID_HEADER]: offered },
      { [STOREFRONT_KEY_HEADER]: '', [REQUEST_ID_HEADER]: offered },
    ];
    for (const headers of attempts) {
      const res = await ask(headers);
      const echoed = res.headers[REQUEST_ID_HEADER] as string;
      expect(echoed).toMatch(UUID);
      expect(echoed).not.toBe(offered);
      expect(res.json()).toEqual({ id: echoed, logged: echoed });
    }
  });

  it('refuses a malformed id even from the storefront (no spaces, no huge values, nothing short)', async () => {
    for (const bad of ['has spaces in it', 'x'.repeat(129), 'short', 'semi;colon-value', '"quoted-value"']) {
      const res = await ask({ [STOREFRONT_KEY_HEADER]: storefrontKey, [REQUEST_ID_HEADER]: bad });
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    }
  });

  it('gives two requests two ids, and echoes the id on errors and unknown paths too', async () => {
    const a = await ask({});
    const b = await ask({});
    expect(a.headers[REQUEST_ID_HEADER]).not.toBe(b.headers[REQUEST_ID_HEADER]);
    const missing = await app.inject({ method: 'GET', url: '/no/such/route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    const id = randomUUID();
    const invalid = await app.inject({
      method: 'GET',
      url: '/api/public/products?page=-1',
      headers: { [STOREFRONT_KEY_HEADER]: storefrontKey, [REQUEST_ID_HEADER]: id },
    });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expect(invalid.headers[REQUEST_ID_HEADER]).toBe(id);
  });
});
