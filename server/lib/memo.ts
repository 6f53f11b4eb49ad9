import { createCache } from 'async-cache-dedupe';

/**
 * A value computed once and kept for `ttlMs` (whole seconds; async-cache-dedupe's unit) in this process;
 * concurrent callers share one computation and a failed one is not kept. Reference and taxonomy data change
 * rarely and are rich objects (maps) that would not survive JSON, so they stay in memory: a catalogue change
 * clears them in every replica through the change channel (server/cache/catalog-events.ts).
 */
export function memo<T>(ttlMs: number, compute: () => Promise<T>): { get(): Promise<T>; clear(): void } {
  const cache = createCache({
    ttl: Math.max(1, Math.round(ttlMs / 1000)),
    storage: { type: 'memory', options: { size: 1 } },
  }).define('value', (_key: number) => compute());
  return {
    get: () => cache.value(0) as Promise<T>,
    clear: () => void cache.clear('value'),
  };
}
