import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import fastifyRateLimit, {
  normalizeIP,
  type CreateRateLimitOptions,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { closeRedis, connectRedis } from '../cache/redis-connection';
import type { ApiConfig } from '../config';
import {
  createLoginThrottle,
  OPEN_THROTTLE,
  STAFF_LOGIN_LIMITS,
  type LoginLimits,
  type LoginThrottle,
} from './login-throttle';
import { metrics } from '../metrics/metrics';
import { STOREFRONT_KEY_HEADER } from '../../lib/contract/secrets';

/**
 * Rate limits per shopper, never per storefront (issue 11 point 3).
 *
 * Who is the shopper: `req.ip` (which honours X-Forwarded-For only as far as TRUST_PROXY allows), except when the
 * caller proves it is the storefront (`x-storefront-key` equal to keys['storefront-identity']); then the address
 * the storefront forwards in `x-shopper-ip`. A storefront GET without that header (ISR rendering, the sitemap) is
 * not limited at all, so the storefront serving thousands of shoppers never meets a 429; a malformed header, or
 * none on another method, counts against the caller's own address instead.
 *
 * Defaults a real shopper never meets: text search / autocomplete 120/min, every other request 6,000/min, per
 * shopper address, in two separate buckets. RATE_LIMIT=off registers nothing (benchmarks).
 *
 * A stricter limit on one route, e.g. login 5/min per e-mail (the body is read, so use the preHandler hook):
 *
 *   app.post('/ecom/login', {
 *     config: { rateLimit: { max: 5, timeWindow: '1 minute', hook: 'preHandler',
 *       keyGenerator: (req) => `login-email|${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}` } },
 *     preHandler: extraRateLimit(app, { max: 5, timeWindow: '1 minute', keyGenerator: (req) => `login-ip|${req.shopperAddress}` }),
 *   }, handler);
 *
 * A route's `config.rateLimit` replaces the default bucket for that route (its own counter, same store, same 429
 * body); `extraRateLimit` adds a second, independent limit. Both are no-ops when RATE_LIMIT=off. Keep the
 * global allowList (storefront calls without a shopper pass) unless the route must limit those too.
 */

export const SHOPPER_IP_HEADER = 'x-shopper-ip';

/**
 * Per shopper address, sized for carrier-grade NAT: hundreds of Paraguayan and Brazilian mobile shoppers share one
 * public IPv4, each making a few API calls a minute through the storefront's /api/ecom (issue 18 point 4; README
 * has the table with the reason for each).
 */
export const DEFAULT_LIMITS = { search: 120, reads: 6000, windowMs: 60_000 } as const;

/** The stricter per-route limits; README's limits table gives the reason for each. */
export const ROUTE_LIMITS = {
  /** Login attempts per address, whatever the e-mail: bounds the argon2 work one address can ask for. */
  loginPerAddress: { max: 300, timeWindow: '1 minute' },
  /** Registrations per address (each stores two document images). */
  registerPerAddress: { max: 300, timeWindow: '1 hour' },
  /** Password changes per account: each one checks the current password (a stolen session guessing it). */
  passwordChangePerAccount: { max: 5, timeWindow: '15 minutes' },
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's address the limits count against; null for the storefront's own calls (ISR). */
    shopperAddress: string | null;
  }
  interface FastifyInstance {
    /** Failed-login counting per (e-mail, address) with a growing delay (server/http/login-throttle.ts). */
    loginThrottle: LoginThrottle;
    /** The same for staff sign-in, on counters of its own (issue 26 point 6). */
    staffLoginThrottle: LoginThrottle;
  }
}

export interface RateLimitSetup {
  /** Redis key prefix (tests use their own). */
  redisPrefix?: string;
  limits?: Partial<Record<keyof typeof DEFAULT_LIMITS, number>>;
  loginLimits?: LoginLimits;
  staffLoginLimits?: LoginLimits;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Timing-safe comparison of the presented storefront key (hashing first makes the lengths equal). */
export function isStorefront(presented: string | string[] | undefined, expected: string): boolean {
  return (
    typeof presented === 'string' &&
    presented.length > 0 &&
    timingSafeEqual(sha256(presented), sha256(expected))
  );
}

/** IPv6 shoppers count per /64, as the plugin does by default: one host owns the whole prefix. */
const normalize = (ip: string) => normalizeIP(ip, 64);

export function shopperAddressOf(req: FastifyRequest, storefrontKey: string): string | null {
  if (!isStorefront(req.headers[STOREFRONT_KEY_HEADER], storefrontKey)) return normalize(req.ip);
  const forwarded = req.headers[SHOPPER_IP_HEADER];
  // Only the storefront's own page renders (ISR, sitemaps: GETs without a shopper) serve everyone and go unlimited.
  if (forwarded === undefined)
    return req.method === 'GET' || req.method === 'HEAD' ? null : normalize(req.ip);
  const address = typeof forwarded === 'string' ? forwarded.trim() : '';
  // A shopper address the storefront could not make out is counted, against the storefront's own socket address:
  // never exempt (issue 18 point 5).
  return isIP(address) ? normalize(address) : normalize(req.ip);
}

/**
 * Text searches: the listing's (autocomplete, search pages' API calls) and the text price list behind the print sheet,
 * which runs the same trigram search over up to 5,000 rows (issue 26 point 13); both spend one allowance.
 */
function isSearch(req: FastifyRequest): boolean {
  if (!req.url.startsWith('/api/public/products') && !req.url.startsWith('/api/public/price-list'))
    return false;
  const text = (req.query as Record<string, unknown> | undefined)?.text;
  return typeof text === 'string' && text.trim() !== '';
}

/** The error handler turns any 429 into spec §8's `{message}` in the request's language. */
function tooManyRequests(req: FastifyRequest, context: { statusCode: number }): Error {
  metrics.rateLimited(req.routeOptions.url ?? 'unmatched');
  return Object.assign(new Error('rate limit exceeded'), { statusCode: context.statusCode });
}

export async function installRateLimit(
  app: FastifyInstance,
  config: ApiConfig,
  setup: RateLimitSetup = {},
): Promise<void> {
  const storefrontKey = config.keys['storefront-identity'];
  app.decorateRequest('shopperAddress', null);
  app.addHook('onRequest', async (req) => {
    req.shopperAddress = shopperAddressOf(req, storefrontKey);
  });
  if (!config.rateLimit) {
    app.decorate('loginThrottle', OPEN_THROTTLE);
    app.decorate('staffLoginThrottle', OPEN_THROTTLE);
    return;
  }

  const limits = { ...DEFAULT_LIMITS, ...setup.limits };
  const options: RateLimitPluginOptions = {
    global: true,
    enableDraftSpec: true,
    timeWindow: limits.windowMs,
    keyGenerator: (req) => `${isSearch(req) ? 'search' : 'reads'}|${req.shopperAddress ?? 'storefront'}`,
    max: (_req, key) => (key.startsWith('search|') ? limits.search : limits.reads),
    allowList: (req) => req.shopperAddress === null,
    errorResponseBuilder: tooManyRequests,
    // Redis trouble lets requests through (logged) rather than taking the catalogue down.
    skipOnError: true,
  };
  if (config.redisUrl) {
    const redis = await connectRedis(config.redisUrl, app.log, 'rate-limit');
    app.addHook('onClose', () => closeRedis(redis));
    options.redis = redis;
    options.nameSpace = setup.redisPrefix ?? 'loja-cde:rl:';
  }
  const onError = (err: unknown) =>
    app.log.warn({ err }, 'login throttle: counter store failed, attempt let through');
  app.decorate(
    'loginThrottle',
    createLoginThrottle({
      redis: options.redis as never,
      prefix: options.nameSpace,
      limits: setup.loginLimits,
      onError,
    }),
  );
  const staffLimits = setup.staffLoginLimits ?? STAFF_LOGIN_LIMITS;
  app.decorate(
    'staffLoginThrottle',
    createLoginThrottle({
      redis: options.redis as never,
      prefix: options.nameSpace,
      name: 'staff-login',
      limits: staffLimits,
      onError,
    }),
  );
  await app.register(fastifyRateLimit, options);
}

/**
 * A second, independent limit for one route (e.g. per IP beside the route's per-e-mail limit), as a preHandler
 * (the plugin's own `app.rateLimit()` hook would be skipped: it runs once per request). A no-op when RATE_LIMIT=off.
 */
export function extraRateLimit(
  app: FastifyInstance,
  options: CreateRateLimitOptions,
): preHandlerAsyncHookHandler {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  const limiter = app.createRateLimit({ allowList: (req) => req.shopperAddress === null, ...options });
  return async (req, reply) => {
    const result = await limiter(req);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('ratelimit-limit', result.max).header('ratelimit-remaining', 0);
    reply.header('ratelimit-reset', result.ttlInSeconds).header('retry-after', result.ttlInSeconds);
    throw tooManyRequests(req, { statusCode: 429 });
  };
}
