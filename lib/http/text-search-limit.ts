import 'server-only';
import { isIP } from 'node:net';
import { Address6 } from 'ip-address';
import { NextResponse } from 'next/server';
import { message } from '@/lib/contract/messages';
import { serverEnv } from '@/lib/env/server-env';
import { apiLang, type AppLocale } from '@/lib/i18n/config';
import { noticePageHtml } from '@/lib/i18n/notice-page';
import { memoryWindowCounter, redisWindowCounter, type WindowCounter } from './window-counter';

/**
 * Text-search pages (/produtos?text=…, /especial?text=…) per shopper address, counted in the proxy before the
 * page renders (decision 0022): a dynamic render is the storefront's most expensive answer, and only the proxy can
 * still answer a real 429. The API counts the autocomplete route handler's calls itself (decision 0010).
 * Generous on purpose: many shoppers share one carrier address (CGNAT), and paging or sorting a search counts.
 */
export const TEXT_SEARCH_PAGE_LIMIT = { max: 60, windowMs: 60_000 } as const;

/** Beside the API's counters (`loja-cde:rl:`), in a bucket of its own. */
const REDIS_PREFIX = 'loja-cde:rl:search-page|';

export interface LimitVerdict {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window ends (Retry-After, RateLimit-Reset). */
  resetSeconds: number;
}

/** IPv6 shoppers count per /64, as the API does (the same ip-address library @fastify/rate-limit uses): one host owns the whole prefix. */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${new Address6(`${address}/64`).startAddress().correctForm()}/64`;
}

declare global {
  var __lojaSearchLimitCounter: Promise<WindowCounter> | undefined;
}

/** One counter per server process: Redis when REDIS_URL is set (shared by every replica), else memory. */
function counter(): Promise<WindowCounter> {
  globalThis.__lojaSearchLimitCounter ??= (async () => {
    const url = serverEnv.redisUrl;
    if (!url) return memoryWindowCounter();
    const { Redis } = await import('ioredis');
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    redis.on('error', (error) => console.warn(`search limit: redis error: ${error.message}`));
    // The first search after start waits for the connection (at most 2 s, as the API's limiter), else it goes uncounted.
    await Promise.race([
      new Promise<void>((resolve) => redis.once('ready', () => resolve())),
      new Promise<void>((resolve) => setTimeout(resolve, 2000).unref()),
    ]);
    return redisWindowCounter(redis, REDIS_PREFIX);
  })();
  return globalThis.__lojaSearchLimitCounter;
}

/**
 * Counts one text-search page for this address. Null (let it through) when limits are off, the address is
 * unknown, or Redis cannot answer: the catalogue stays up rather than the limit, as in the API.
 */
export async function countTextSearchPage(address: string | undefined): Promise<LimitVerdict | null> {
  if (!serverEnv.rateLimit || !address) return null;
  const { max, windowMs } = TEXT_SEARCH_PAGE_LIMIT;
  const hit = await (await counter()).hit(addressKey(address), windowMs);
  if (!hit) return null;
  return {
    allowed: hit.count <= max,
    limit: max,
    remaining: Math.max(0, max - hit.count),
    resetSeconds: Math.max(1, Math.ceil(hit.resetInMs / 1000)),
  };
}

/** The API's draft-standard headers, so a client reads the same RateLimit-* from either server. */
function limitHeaders(verdict: LimitVerdict): Record<string, string> {
  return {
    'RateLimit-Limit': String(verdict.limit),
    'RateLimit-Remaining': String(verdict.remaining),
    'RateLimit-Reset': String(verdict.resetSeconds),
  };
}

const HEADING = { pt: 'Muitas buscas seguidas', es: 'Demasiadas búsquedas seguidas' } as const;

/** The 429 page in the shopper's language, with Retry-After. */
export function tooManySearches(locale: AppLocale, verdict: LimitVerdict): NextResponse {
  const lang = apiLang(locale);
  return new NextResponse(noticePageHtml(locale, HEADING[lang], message('tooManyRequests', lang)), {
    status: 429,
    headers: {
      ...limitHeaders(verdict),
      'Retry-After': String(verdict.resetSeconds),
      'Cache-Control': 'no-store',
      'Content-Type': 'text/html; charset=utf-8',
    },
  });
}

/** An allowed search still tells the client its allowance, as the API's answers do. */
export function withLimitHeaders(res: NextResponse, verdict: LimitVerdict | null): NextResponse {
  if (verdict)
    for (const [name, value] of Object.entries(limitHeaders(verdict))) res.headers.set(name, value);
  return res;
}
