import 'server-only';
import type { z } from 'zod';

/**
 * The cached catalogue client: answers are shared by every shopper (ISR, "catalog" tag). Customer calls go
 * through customer-client.ts instead, never through this one.
 */
export const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
/** Catalogue pages are ISR with a 5-minute window; the API can also purge the "catalog" tag. */
export const CATALOG_REVALIDATE = 300;
export const CATALOG_TAG = 'catalog';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
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
}

/** GET + zod parse. Throws ApiError on HTTP errors so pages hit their error or not-found boundary. */
export async function apiGet<S extends z.ZodType>(
  path: string,
  query: Query,
  schema: S,
  { revalidate = CATALOG_REVALIDATE, timeoutMs = 8000, tags = [] }: GetOptions = {},
): Promise<z.output<S>> {
  const res = await fetch(buildUrl(path, query), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
    ...(revalidate > 0 ? { next: { revalidate, tags: [CATALOG_TAG, ...tags] } } : { cache: 'no-store' as const }),
  });
  if (!res.ok) throw new ApiError(res.status, path);
  return schema.parse(await res.json());
}

/** Used at build time: prerender only when the API answers, so `next build` never needs it. */
export async function apiIsUp(): Promise<boolean> {
  try {
    const res = await fetch(buildUrl('/api/public/exchange'), { signal: AbortSignal.timeout(1500), cache: 'no-store' });
    return res.ok;
  } catch {
    return false;
  }
}
