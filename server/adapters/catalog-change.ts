import { CACHE_KEY_PREFIX, createCatalogCache, type CacheSetup } from '../cache/catalog-cache';
import { publishCatalogChange } from '../cache/catalog-events';
import { closeRedis, connectRedis } from '../cache/redis-connection';
import type { ApiConfig } from '../config';
import { revalidateStorefront } from './storefront-revalidation';

export interface CatalogChangeReport {
  /** API replicas that heard of it (null without REDIS_URL: they keep answers up to RESPONSE_CACHE_MS). */
  replicas: number | null;
  storefront: { ok: boolean; status?: number; error?: string };
}

/**
 * After a process changed the catalogue (a seed, a price update): first every API replica drops its cached reads
 * (the shared answers on Redis, then each replica's memory through the change channel), then the storefront
 * revalidates its pages, so the pages it renders again read the new data. Best effort, never thrown.
 */
export async function announceCatalogChange(
  config: Pick<ApiConfig, 'redisUrl' | 'storefrontUrl' | 'keys'>,
  {
    reason,
    tags,
    immediate = false,
    setup = {},
    fetchImpl = fetch,
  }: { reason: string; tags: string[]; immediate?: boolean; setup?: CacheSetup; fetchImpl?: typeof fetch },
): Promise<CatalogChangeReport> {
  let replicas: number | null = null;
  if (config.redisUrl) {
    const log = { warn: (_obj: object, msg: string) => console.warn(msg) };
    const redis = await connectRedis(config.redisUrl, log, 'catalogue change', {
      keyPrefix: setup.keyPrefix ?? CACHE_KEY_PREFIX,
    });
    try {
      await createCatalogCache({ redis }).invalidate();
      replicas = await publishCatalogChange(redis, reason, setup.channel);
    } catch (error) {
      console.warn(
        `catalogue change: Redis unreachable (${(error as Error).message}); API replicas refresh within RESPONSE_CACHE_MS`,
      );
    } finally {
      await closeRedis(redis);
    }
  }
  const storefront = await revalidateStorefront(config, tags, fetchImpl, immediate);
  return { replicas, storefront };
}
