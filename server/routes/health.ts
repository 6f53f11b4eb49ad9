import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { closeRedis } from '../cache/redis-connection';
import type { Database } from '../db/client';

/** A dependency slower than this counts as down: a load balancer's probe must not hang on it. */
const CHECK_TIMEOUT_MS = 1500;

type CheckState = 'up' | 'down' | 'not configured';

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())]);
}

/**
 * Health checks (docs/decisions/0029-operations-signals.md):
 * - GET /health/live: the process answers (a supervisor restarts it when this fails; no dependency is checked,
 *   so a database outage never makes every replica restart at once);
 * - GET /health/ready: the database and Redis (when REDIS_URL is set) answer; 503 otherwise, so a load balancer
 *   sends no traffic to a replica that cannot serve it;
 * - GET /health: as before ({ok, driver}), for the scripts and journeys that poll it.
 * Answers name each dependency's state, never an address or an error's text.
 */
export const healthRoutes: FastifyPluginAsync<{ database: Database; redisUrl: string | undefined }> = async (app, { database, redisUrl }) => {
  // Its own connection: the rate limits' and caches' clients may be busy or reconnecting, and are optional.
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS }) : undefined;
  redis?.on('error', () => {}); // a failed probe is reported by /health/ready, not logged every retry
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  const databaseState = async (): Promise<CheckState> => {
    try {
      await within(database.db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
      return 'up';
    } catch {
      return 'down';
    }
  };
  const redisState = async (): Promise<CheckState> => {
    if (!redis) return 'not configured';
    try {
      if (redis.status === 'wait' || redis.status === 'end') await within(redis.connect(), CHECK_TIMEOUT_MS);
      return (await within(redis.ping(), CHECK_TIMEOUT_MS)) === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  };

  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true, driver: database.driver }));
  app.get('/health/live', { schema: { hide: true } }, async (_req, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  app.get('/health/ready', { schema: { hide: true } }, async (_req, reply) => {
    const [db, cache] = await Promise.all([databaseState(), redisState()]);
    const ok = db === 'up' && cache !== 'down';
    return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send({ ok, database: db, redis: cache });
  });
};
