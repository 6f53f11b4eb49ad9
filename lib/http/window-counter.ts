import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** One hit counted in a fixed window: how many so far and when the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

export interface WindowCounter {
  /** Counts one hit for `key`; null when the store cannot answer (the caller lets the request through). */
  hit(key: string, windowMs: number): Promise<WindowCount | null>;
}

/**
 * A fixed-window count on rate-limiter-flexible (the window starts at the first hit, as in @fastify/rate-limit's
 * Redis store). The caller compares the count with its own limit, so the limiter never refuses: `penalty` adds a
 * point and answers the count whatever it is. One limiter per window length, built on first use.
 */
function counterOn(build: (durationSeconds: number) => RateLimiterAbstract): WindowCounter {
  const limiters = new Map<number, RateLimiterAbstract>();
  return {
    async hit(key, windowMs) {
      let limiter = limiters.get(windowMs);
      if (!limiter) limiters.set(windowMs, (limiter = build(windowMs / 1000)));
      try {
        const res = await limiter.penalty(key, 1);
        return { count: res.consumedPoints, resetInMs: res.msBeforeNext };
      } catch (error) {
        // A RateLimiterRes is an answer; anything else is the store failing (Redis down or slow).
        if (error instanceof RateLimiterRes)
          return { count: error.consumedPoints, resetInMs: error.msBeforeNext };
        return null;
      }
    },
  };
}

/** Every replica shares the counts in Redis, under the storefront's own prefix beside the API's. A client built with
 * `enableOfflineQueue: false` (text-search-limit.ts) fails at once while Redis is away. */
export function redisWindowCounter(redis: Redis, prefix: string): WindowCounter {
  return counterOn(
    (duration) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: prefix,
        points: Number.MAX_SAFE_INTEGER,
        duration,
      }),
  );
}

/** One process's counters, for a single storefront without Redis (each key is dropped when its window ends). */
export function memoryWindowCounter(): WindowCounter {
  return counterOn((duration) => new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration }));
}
