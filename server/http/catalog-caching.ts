import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  CACHE_KEY_PREFIX,
  CATALOG_REFERENCE,
  createCatalogCache,
  type CacheSetup,
  type CatalogCache,
} from '../cache/catalog-cache';
import { subscribeCatalogChanges } from '../cache/catalog-events';
import { closeRedis, connectRedis } from '../cache/redis-connection';
import { startReferenceSweeps } from '../cache/reference-sweep';
import type { ApiConfig } from '../config';

/** How often each replica drops expired entries from the Redis reference set (docs/decisions/0015-shared-caches.md). */
const REFERENCE_SWEEP_MS = 60_000;

/** The catalogue cache this API uses: in memory, or on Redis (shared with every replica) when REDIS_URL is set. */
export async function openCatalogCache(
  app: FastifyInstance,
  config: Pick<ApiConfig, 'redisUrl'>,
  setup: CacheSetup = {},
): Promise<CatalogCache> {
  if (!config.redisUrl) return createCatalogCache({ log: app.log });
  const redis = await connectRedis(config.redisUrl, app.log, 'catalogue cache', {
    keyPrefix: setup.keyPrefix ?? CACHE_KEY_PREFIX,
  });
  const stopSweeps = startReferenceSweeps(
    redis,
    CATALOG_REFERENCE,
    setup.referenceSweepMs ?? REFERENCE_SWEEP_MS,
    app.log,
  );
  app.addHook('onClose', () => {
    stopSweeps();
    return closeRedis(redis);
  });
  return createCatalogCache({ redis, log: app.log });
}

/**
 * With REDIS_URL, every replica listens for catalogue changes announced by any process (a seed, a price update)
 * and drops what it keeps in memory. Start-up does not wait for Redis: the subscription is queued until it
 * connects, and ioredis subscribes again after a reconnection.
 */
export function followCatalogChanges(
  app: FastifyInstance,
  config: Pick<ApiConfig, 'redisUrl'>,
  invalidate: () => Promise<void>,
  setup: CacheSetup = {},
): void {
  if (!config.redisUrl) return;
  const subscriber = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: null });
  subscriber.on('error', (err) => app.log.warn({ err }, 'catalogue events redis error'));
  app.addHook('onClose', () => closeRedis(subscriber));
  subscribeCatalogChanges(
    subscriber,
    (reason) => {
      app.log.info({ reason }, 'catalogue changed: dropping cached reads');
      invalidate().catch((err: unknown) => app.log.warn({ err }, 'catalogue cache invalidation failed'));
    },
    setup.channel,
  ).catch((err: unknown) => app.log.warn({ err }, 'catalogue events: subscription failed'));
}
