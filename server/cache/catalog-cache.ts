import { createCache, type Cache } from 'async-cache-dedupe';
import type { Redis } from 'ioredis';
import { metrics } from '../metrics/metrics';

/** The reference every catalogue entry carries: a catalogue change drops them all at once. */
export const CATALOG_REFERENCE = 'catalog';

/** Keys of the shared cache live under this prefix (ioredis adds it to every command). */
export const CACHE_KEY_PREFIX = 'loja-cde:cache:';

/** Where the shared cache and the change channel live in Redis (tests use their own). */
export interface CacheSetup {
  keyPrefix?: string;
  channel?: string;
  /** Milliseconds between sweeps of the reference set (reference-sweep.ts); tests shorten it. */
  referenceSweepMs?: number;
}

export interface CatalogCache {
  /** async-cache-dedupe: `define` a cached function, with `references` below as its references option. */
  readonly cache: Cache;
  /**
   * What each entry references: CATALOG_REFERENCE on Redis (how one invalidation reaches every replica's entries);
   * nothing in memory, where `invalidate` empties the store instead. The memory store keeps a reference's keys in
   * one array and scans all of it whenever an entry is evicted: with the store full (2,000 entries) every miss
   * cost the API about 0.3 ms of CPU (decision 0035, session 16).
   */
  readonly references?: () => string[];
  /** Drop every catalogue entry (in this process's memory, or for every replica when it is Redis). */
  invalidate(): Promise<void>;
}

/**
 * Thrown into a computation whose result must not be kept (an error answer): the callers waiting on it compute
 * their own. Expected, so never logged.
 */
export class NotKept extends Error {}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Catalogue answers and listing counts (nothing else: emptying the memory store drops only catalogue entries): in
 * this process's memory by default (bounded by entry count), in Redis
 * when a client is given so replicas share entries and one invalidation reaches all of them. Concurrent identical
 * misses are computed once per process (async-cache-dedupe's dedupe). Never call `cache.clear()` without a name
 * on Redis: the library answers it with FLUSHALL.
 */
export function createCatalogCache({
  redis,
  maxEntries = 2000,
  referencesTtlSeconds = 3600,
  log,
}: {
  redis?: Redis;
  maxEntries?: number;
  /** How long Redis keeps the reference sets; at least the longest TTL of an entry. */
  referencesTtlSeconds?: number;
  log?: Logger;
}): CatalogCache {
  const onError = (err: unknown) => {
    if (!(err instanceof NotKept)) log?.warn({ err }, 'catalogue cache error');
  };
  // Hits and misses of every cached function (answers, counts) feed the hit-ratio metric.
  const events = {
    onError,
    onHit: () => metrics.cacheLookup(true),
    onMiss: () => metrics.cacheLookup(false),
  };
  const cache = redis
    ? createCache({
        storage: {
          type: 'redis',
          options: { client: redis, invalidation: { referencesTTL: referencesTtlSeconds } },
        },
        ...events,
      })
    : createCache({
        storage: { type: 'memory', options: { size: maxEntries, invalidation: false } },
        ...events,
      });
  if (!redis) return { cache, invalidate: () => cache.clear() };
  return {
    cache,
    references: () => [CATALOG_REFERENCE],
    invalidate: () => cache.invalidateAll(CATALOG_REFERENCE),
  };
}
