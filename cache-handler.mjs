/**
 * Next.js cache handler on Redis, used only when REDIS_URL is set (next.config.ts): every `next start` replica
 * reads and writes the same ISR pages and fetch cache, and a revalidation received by one replica
 * (POST /api/revalidate → revalidateTag) removes the tagged entries for all of them.
 *
 * @fortedigital/nextjs-cache-handler 3.3 (`redis-strings`, through its ioredis adapter) supports Next 16's
 * `cacheHandler` (ISR, fetch cache, revalidateTag(tag, profile), revalidatePath); it does not implement Next 16's
 * `cacheHandlers` ('use cache'), which this store does not use. Its revalidateTag deletes the entries whatever the
 * profile, so 'max' (stale-while-revalidate) acts like `{ expire: 0 }`: the next request renders afresh.
 * Keys live under `loja-cde:next:<build id>:` so two builds never read each other's pages.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/** Milliseconds a cache read or write may take before Next treats it as a miss and renders. */
const TIMEOUT_MS = 1000;

CacheHandler.onCreation(async ({ buildId }) => {
  // One connection per process, however many times Next creates the handler.
  globalThis.__lojaNextCache ??= (async () => {
    const url = process.env.REDIS_URL;
    // `next build` prerenders into its own output; it must not need (or write to) the shared Redis.
    if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: TIMEOUT_MS });
    client.on('error', (error) => console.warn(`next cache: redis error: ${error.message}`));
    await Promise.race([
      new Promise((resolve) => client.once('ready', resolve)),
      new Promise((resolve) => setTimeout(resolve, 2000).unref()),
    ]);
    // Without Redis the handler refuses each read (a miss: pages render on demand) until the connection is back.
    return {
      handlers: [createRedisHandler({ client: ioredisAdapter(client), keyPrefix: `loja-cde:next:${buildId ?? 'dev'}:`, timeoutMs: TIMEOUT_MS })],
    };
  })();
  return globalThis.__lojaNextCache;
});

export default CacheHandler;
