import type { Redis } from 'ioredis';

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
 * The same fixed window as @fastify/rate-limit's Redis store (INCR, expiry set by the first hit), so the
 * storefront's counters sit beside the API's under one namespace and every replica shares them.
 */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

export function redisWindowCounter(redis: Redis, prefix: string): WindowCounter {
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
        return { count, resetInMs: ttl };
      } catch {
        return null;
      }
    },
  };
}

/** Addresses kept at most; past it expired windows are dropped, then the oldest (a flood of addresses stays bounded). */
const MEMORY_MAX_KEYS = 50_000;

/** One process's counters, for a single storefront without Redis. */
export function memoryWindowCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  function prune(at: number) {
    for (const [key, w] of windows) if (w.resetAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size <= MEMORY_MAX_KEYS / 2) break;
      windows.delete(key);
    }
  }
  return {
    async hit(key, windowMs) {
      const at = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= at) {
        if (windows.size >= MEMORY_MAX_KEYS) prune(at);
        w = { count: 0, resetAt: at + windowMs };
        windows.delete(key);
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetInMs: w.resetAt - at };
    },
  };
}
