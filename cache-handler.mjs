/**
 * The storefront's Next.js cache handler (next.config.ts `cacheHandler`), for two reasons.
 *
 * 1. Error pages are never stored (docs/decisions/0024-uncached-not-found.md). Next 16 stores the render of an
 *    ISR route that called notFound() like any page: every random slug a crawler asks for (product, listing,
 *    brand, both languages) would add an entry that nothing ever removes. Here an APP_PAGE or APP_ROUTE entry
 *    with a status of 400 or more is dropped instead of written: the 404 still renders the store's not-found
 *    page with status 404, it is just rendered again the next time (and a product created meanwhile is served).
 *
 * 2. With REDIS_URL every `next start` replica reads and writes the same ISR pages and fetch cache, and a
 *    revalidation received by one replica (POST /api/revalidate → revalidateTag) removes the tagged entries for
 *    all of them (docs/decisions/0015-shared-caches.md). @fortedigital/nextjs-cache-handler 3.3 (`redis-strings`,
 *    through its ioredis adapter) supports Next 16's `cacheHandler` (ISR, fetch cache, revalidateTag(tag, profile),
 *    revalidatePath); it does not implement `cacheHandlers` ('use cache'), which this store does not use. Its
 *    revalidateTag deletes the entries whatever the profile, so 'max' acts like `{ expire: 0 }`. Keys live under
 *    `loja-cde:next:<build id>:` so two builds never read each other's pages.
 *    Without REDIS_URL it is Next's own file-system cache (files under <distDir>/server, a bounded memory LRU),
 *    extended only by the rule above.
 */
import { createRequire } from 'node:module';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
// Next's default handler, which Next does not export publicly; a Next upgrade that moves it fails at start.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** Milliseconds a cache read or write may take before Next treats it as a miss and renders. */
const TIMEOUT_MS = 1000;

/**
 * An error page (notFound(), forbidden()…) from a route or page render: rendered on every request, never kept.
 * `next build` keeps its prerendered error pages (/_not-found), which are static and bounded.
 */
function isErrorEntry(value) {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return false;
  return (
    (value?.kind === 'APP_PAGE' || value?.kind === 'APP_ROUTE') &&
    typeof value.status === 'number' &&
    value.status >= 400
  );
}

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/**
 * Next also remembers each stored page's lifetime in a process-wide Map before it calls the handler; for an entry
 * that is not stored that memory is useless and would grow with every random slug. Internal too, so optional.
 */
const lifetimes = (() => {
  try {
    return createRequire(import.meta.url)(
      'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
    ).SharedCacheControls.cacheControls;
  } catch {
    return undefined;
  }
})();

/** Whether the entry is dropped; if so, Next's memory of it goes too. */
function dropped(key, value) {
  if (!isErrorEntry(value)) return false;
  if (lifetimes instanceof Map) lifetimes.delete(key);
  return true;
}

/** Next's file-system cache, which writes every render it is given, minus error pages. */
class FilesWithoutErrorPages extends FileSystemCache {
  async set(key, data, ctx) {
    if (dropped(key, data)) return;
    return super.set(key, data, ctx);
  }
}

/** A fortedigital handler that skips error pages (`value` is its wrapper around Next's entry). */
function withoutErrorPages(handler) {
  return {
    ...handler,
    set: async (key, value, ctx) => (dropped(key, value?.value) ? undefined : handler.set(key, value, ctx)),
  };
}

function onRedis(url) {
  CacheHandler.onCreation(async ({ buildId }) => {
    // One connection per process, however many times Next creates the handler.
    globalThis.__lojaNextCache ??= (async () => {
      // `next build` prerenders into its own output; it must not need (or write to) the shared Redis.
      if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
      const client = new Redis(url, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: TIMEOUT_MS,
      });
      client.on('error', (error) => console.warn(`next cache: redis error: ${error.message}`));
      await Promise.race([
        new Promise((resolve) => client.once('ready', resolve)),
        new Promise((resolve) => setTimeout(resolve, 2000).unref()),
      ]);
      // Without Redis the handler refuses each read (a miss: pages render on demand) until the connection is back.
      const redis = createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: `loja-cde:next:${buildId ?? 'dev'}:`,
        timeoutMs: TIMEOUT_MS,
      });
      return { handlers: [withoutErrorPages(redis)] };
    })();
    return globalThis.__lojaNextCache;
  });
  return CacheHandler;
}

const url = process.env.REDIS_URL;
export default url ? onRedis(url) : FilesWithoutErrorPages;
