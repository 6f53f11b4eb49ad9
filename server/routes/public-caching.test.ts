import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCatalogCache } from '../cache/catalog-cache';
import { installResponseCache } from '../http/response-cache';
import { publicCaching } from './public-caching';

describe('public caching header', () => {
  it('marks successful answers cacheable, also when they come from the response cache, and never errors', async () => {
    const app = Fastify({ logger: false });
    installResponseCache(app, {
      prefix: '/api/public/',
      ttlMs: 10_000,
      catalogCache: createCatalogCache({}),
    });
    await app.register(
      async (scope) => {
        publicCaching(scope);
        scope.get('/thing', async () => ({ ok: true }));
        scope.get('/missing', async (_req, reply) => reply.code(404).send({ message: 'x' }));
      },
      { prefix: '/api/public' },
    );
    app.get('/other', async () => ({ ok: true }));
    const miss = await app.inject({ method: 'GET', url: '/api/public/thing' });
    const hit = await app.inject({ method: 'GET', url: '/api/public/thing' });
    expect(miss.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(
      (await app.inject({ method: 'GET', url: '/api/public/missing' })).headers['cache-control'],
    ).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/other' })).headers['cache-control']).toBeUndefined();
  });
});
