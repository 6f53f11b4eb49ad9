import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Password guessing at login (issue 18 point 4). Attempts count per (e-mail, shopper address), so a stranger
 * elsewhere who guesses at someone's e-mail slows down only themselves, never the owner logging in from their own
 * address. The first `free` attempts go at once; after that each one must wait twice as long as the one before
 * (2 s, 4 s, 8 s … up to 15 min). A successful login clears its pair. Besides, one address may fail at most
 * `addressFailures` logins per window whatever the e-mails (credential stuffing), sized so hundreds of shoppers
 * behind one carrier-grade NAT address never reach it with their typos.
 *
 * An attempt counts before its password is checked (and is given back when the delay refuses it), so a burst of
 * parallel guesses gets `free` password checks, not one per request. Counters live in Redis when the API has it (every
 * replica shares them), else in this process. A Redis failure lets the login through, like the other limits.
 */
export const LOGIN_LIMITS = {
  /** Attempts per (e-mail, address) before the growing delay starts. */
  free: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  /** How long a pair's attempts are remembered (from its first failure). */
  forgetAfterSeconds: 24 * 60 * 60,
  /** Failed logins one address may have per window, across all e-mails. */
  addressFailures: 100,
  addressWindowSeconds: 15 * 60,
} as const;

export type LoginLimits = { readonly [K in keyof typeof LOGIN_LIMITS]: number };

/** The wait after the n-th attempt of a pair (0 while it is among the free ones). */
export function delayAfterAttempt(n: number, limits: LoginLimits = LOGIN_LIMITS): number {
  if (n < limits.free) return 0;
  return Math.min(limits.firstDelaySeconds * 2 ** (n - limits.free), limits.maxDelaySeconds);
}

export interface LoginThrottle {
  /** Seconds this attempt must still wait (0: go ahead; the attempt is now counted). */
  attempt(email: string, address: string): Promise<number>;
  failed(address: string): Promise<void>;
  succeeded(email: string, address: string): Promise<void>;
}

export const OPEN_THROTTLE: LoginThrottle = {
  attempt: async () => 0,
  failed: async () => {},
  succeeded: async () => {},
};

/** E-mails are hashed into the keys: the counters store no customer's address. */
const pairKey = (email: string, address: string) =>
  createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('base64url');

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Staff sign-in (issue 26 point 6): the same mechanism under its own counters (`name: 'staff-login'`), with a
 * tighter bound per address: staff are a handful of people, so 30 failures in 15 minutes from one address is an attack.
 */
export const STAFF_LOGIN_LIMITS: LoginLimits = { ...LOGIN_LIMITS, addressFailures: 30 };

export function createLoginThrottle({
  redis,
  prefix = 'loja-cde:rl:',
  name = 'login',
  limits = LOGIN_LIMITS,
  onError,
}: {
  redis?: Redis;
  prefix?: string;
  name?: string;
  limits?: LoginLimits;
  onError?: (err: unknown) => void;
} = {}): LoginThrottle {
  const make = (keyPrefix: string, points: number, duration: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}${keyPrefix}`, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const attempts = make(`${name}-pair`, Number.MAX_SAFE_INTEGER, limits.forgetAfterSeconds);
  /** Present while a pair must wait; its expiry is the wait. */
  const wait = make(`${name}-wait`, 1, limits.maxDelaySeconds);
  const addressFailures = make(`${name}-fail-ip`, limits.addressFailures, limits.addressWindowSeconds);

  const safely = async <T>(fallback: T, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      onError?.(err);
      return fallback;
    }
  };

  return {
    attempt: (email, address) =>
      safely(0, async () => {
        const failures = await addressFailures.get(address);
        if (failures && failures.consumedPoints >= limits.addressFailures) return secondsOf(failures);
        const key = pairKey(email, address);
        const waiting = await wait.get(key);
        if (waiting && waiting.consumedPoints >= 1) return secondsOf(waiting);
        const n = (await attempts.penalty(key, 1)).consumedPoints;
        const delay = delayAfterAttempt(n, limits);
        if (delay === 0) return 0;
        try {
          // Only one of a burst of parallel attempts starts the wait; the others are refused and not counted.
          await wait.consume(key, 1, { customDuration: delay });
          return 0;
        } catch (refused) {
          if (!(refused instanceof RateLimiterRes)) throw refused;
          await attempts.reward(key, 1);
          return secondsOf(refused);
        }
      }),
    failed: (address) => safely(undefined, async () => void (await addressFailures.penalty(address, 1))),
    succeeded: (email, address) =>
      safely(undefined, async () => {
        const key = pairKey(email, address);
        await Promise.all([attempts.delete(key), wait.delete(key)]);
      }),
  };
}
