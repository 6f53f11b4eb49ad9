import { Redis } from 'ioredis';
import { closeRedis } from '../cache/redis-connection';
import { within } from '../lib/within';

/**
 * Readiness's own Redis connection: the rate limits' and caches' clients may be busy or reconnecting, and are
 * optional. A failed probe is reported by /health/ready, not logged every retry.
 */
export function redisProbe(
  url: string,
  timeoutMs: number,
): { ping(): Promise<boolean>; close(): Promise<void> } {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
  });
  redis.on('error', () => {});
  return {
    async ping() {
      try {
        if (redis.status === 'wait' || redis.status === 'end') await within(redis.connect(), timeoutMs);
        return (await within(redis.ping(), timeoutMs)) === 'PONG';
      } catch {
        return false;
      }
    },
    close: () => closeRedis(redis),
  };
}
