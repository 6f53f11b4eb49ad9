import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { memoryWindowCounter, redisWindowCounter } from './window-counter';

describe('memoryWindowCounter', () => {
  it('counts hits per key in a fixed window and starts again when it ends', async () => {
    vi.useFakeTimers({ now: 1_000 });
    try {
      const counter = memoryWindowCounter();
      expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
      vi.advanceTimersByTime(20_000);
      expect(await counter.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
      expect(await counter.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
      vi.advanceTimersByTime(40_000);
      expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('redisWindowCounter', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  const prefix = `test:window-counter:${process.pid}:${Date.now()}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('shares one count between two clients (two storefront replicas) with the window set by the first hit', async () => {
    const other = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    try {
      const [one, two] = [redisWindowCounter(redis, prefix), redisWindowCounter(other, prefix)];
      // Redis's PTTL counts down from the first write, so a millisecond may pass before it is read back.
      const first = await one.hit('203.0.113.9', 60_000);
      expect(first?.count).toBe(1);
      expect(first?.resetInMs).toBeGreaterThan(59_000);
      expect(first?.resetInMs).toBeLessThanOrEqual(60_000);
      const second = await two.hit('203.0.113.9', 60_000);
      expect(second?.count).toBe(2);
      expect(second?.resetInMs).toBeGreaterThan(55_000);
      expect(second?.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await one.hit('198.51.100.1', 60_000))?.count).toBe(1);
    } finally {
      await other.quit();
    }
  });

  it('answers null when Redis cannot answer (the caller lets the request through)', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    expect(await redisWindowCounter(down, prefix).hit('x', 1000)).toBeNull();
    down.disconnect();
  });
});
