import { Redis, type RedisOptions } from 'ioredis';

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * One ioredis connection for a shared purpose (rate-limit counters, catalogue caches, change events). No offline
 * queue and one retry: when Redis is away a command fails at once and the caller falls back (lets the request
 * through, computes the answer) instead of hanging. Waits at most 2 s for the first connection.
 */
export async function connectRedis(
  url: string,
  log: Logger,
  purpose: string,
  options: RedisOptions = {},
): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    ...options,
  });
  redis.on('error', (err) => log.warn({ err }, `${purpose} redis error`));
  await Promise.race([
    new Promise<void>((resolve) => redis.once('ready', () => resolve())),
    new Promise<void>((resolve) => setTimeout(resolve, 2000).unref()),
  ]);
  return redis;
}

export async function closeRedis(redis: Redis): Promise<void> {
  // A connection that is not up cannot say goodbye: QUIT would wait in the offline queue for a reconnection
  // (the change subscriber keeps one), and shutdown would hang while Redis is away.
  if (redis.status !== 'ready') return redis.disconnect();
  await redis.quit().catch(() => redis.disconnect());
}
