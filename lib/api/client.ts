import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { serverEnv } from '@/lib/env/server-env';
import { logApiFailure, REQUEST_ID_HEADER } from './request-id';
import { identityHeaders } from './storefront-identity';

/**
 * The cached catalogue client: answers are shared by every shopper (ISR, "catalog" tag). Customer calls go
 * through customer-client.ts instead, never through this one.
 */
export const API_URL = serverEnv.apiUrl;
/** Catalogue pages are ISR with a 5-minute window; the API can also purge the "catalog" tag. */
export const CATALOG_REVALIDATE = 300;
export const CATALOG_TAG = 'catalog';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The API's Retry-After on a 429, passed on to the browser. */
    readonly retryAfter?: string,
  ) {
    super(`API ${status} on ${path}`);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export function buildUrl(path: string, query: Query = {}): string {
  const url = new URL(path, `${API_URL}/`);
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '' || v === false) continue;
    url.searchParams.set(k, v === true ? '1' : String(v));
  }
  return url.toString();
}

interface GetOptions {
  /** Seconds; 0 means no cache (search suggestions). */
  revalidate?: number;
  timeoutMs?: number;
  /** Extra cache tags besides "catalog" (product:{id}), for targeted revalidation. */
  tags?: string[];
  /** The shopper this call is made for (route handlers): the API rate-limits that address. Never cached. */
  shopper?: string;
  /** The incoming request's id (request-id.ts), sent on uncached calls; a cached one is shared, so it has none. */
  requestId?: string;
}

/** GET + zod parse. Throws ApiError on HTTP errors so pages hit their error or not-found boundary. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  query: Query,
  schema: S,
  { revalidate = CATALOG_REVALIDATE, timeoutMs = 8000, tags = [], shopper, requestId }: GetOptions = {},
): Promise<z.output<S>> {
  // A call made for one shopper carries their address, which would key (and grow) the shared fetch cache.
  const cached = revalidate > 0 && !shopper;
  // Next keys its fetch cache by every header: a cached call sends no id (the API makes one and answers with it).
  const id = cached ? undefined : (requestId ?? randomUUID());
  const call = { method: 'GET', path, requestId: id };
  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), {
      headers: {
        accept: 'application/json',
        ...identityHeaders(shopper),
        ...(id ? { [REQUEST_ID_HEADER]: id } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
      ...(cached ? { next: { revalidate, tags: [CATALOG_TAG, ...tags] } } : { cache: 'no-store' as const }),
    });
  } catch (error) {
    logApiFailure(call, error);
    throw error;
  }
  if (res.status >= 500) logApiFailure(call, res);
  if (!res.ok) throw new ApiError(res.status, path, res.headers.get('retry-after') ?? undefined);
  return schema.parse(await res.json());
}

/** Used at build time: prerender only when the API answers, so `next build` never needs it. */
export async function apiIsUp(): Promise<boolean> {
  try {
    const res = await fetch(buildUrl('/api/public/exchange'), {
      headers: identityHeaders(),
      signal: AbortSignal.timeout(1500),
      cache: 'no-store',
    });
    return res.ok;
  } catch {
    return false;
  }
}
