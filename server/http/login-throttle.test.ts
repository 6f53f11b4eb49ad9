import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createLoginThrottle, delayAfterAttempt, LOGIN_LIMITS } from './login-throttle';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/2';

describe('delayAfterAttempt', () => {
  it('lets the first attempts go, then doubles the wait up to 15 minutes', () => {
    expect([1, 2, 3, 4].map((n) => delayAfterAttempt(n))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => delayAfterAttempt(n))).toEqual([2, 4, 8, 16]);
    expect(delayAfterAttempt(40)).toBe(LOGIN_LIMITS.maxDelaySeconds);
  });
});

describe('login throttle', () => {
  it('counts per (e-mail, address), forgets a pair on success, and caps failures per address', async () => {
    const limits = { ...LOGIN_LIMITS, addressFailures: 8 };
    const throttle = createLoginThrottle({ limits });
    for (let i = 0; i < limits.free; i++) expect(await throttle.attempt('a@x.com', '10.0.0.1')).toBe(0);
    expect(await throttle.attempt('a@x.com', '10.0.0.1')).toBeGreaterThan(0);
    expect(await throttle.attempt('A@X.com ', '10.0.0.1')).toBeGreaterThan(0);
    expect(await throttle.attempt('a@x.com', '10.0.0.2')).toBe(0);
    await throttle.succeeded('a@x.com', '10.0.0.1');
    expect(await throttle.attempt('a@x.com', '10.0.0.1')).toBe(0);

    for (let i = 0; i < limits.addressFailures; i++) await throttle.failed('10.0.0.3');
    expect(await throttle.attempt('fresh@x.com', '10.0.0.3')).toBeGreaterThan(0);
    expect(await throttle.attempt('fresh@x.com', '10.0.0.4')).toBe(0);
  });

  it('shares its counters through Redis between replicas', async () => {
    const prefix = `sec-edge-test:${randomUUID()}:`;
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const a = createLoginThrottle({ redis, prefix });
    const b = createLoginThrottle({ redis, prefix });
    for (let i = 0; i < LOGIN_LIMITS.free; i++)
      expect(await (i % 2 ? a : b).attempt('r@x.com', '10.9.0.1')).toBe(0);
    expect(await a.attempt('r@x.com', '10.9.0.1')).toBeGreaterThan(0);
    expect(await b.attempt('r@x.com', '10.9.0.1')).toBeGreaterThan(0);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain('r@x.com');
    await redis.del(...keys);
    await redis.quit();
  });

  it('lets logins through when its store fails', async () => {
    const broken = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const errors: unknown[] = [];
    const throttle = createLoginThrottle({ redis: broken, onError: (e) => errors.push(e) });
    for (let i = 0; i < LOGIN_LIMITS.free + 2; i++)
      expect(await throttle.attempt('b@x.com', '10.0.0.9')).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
    broken.disconnect();
  });
});
