import 'server-only';
import { NextResponse } from 'next/server';
import type { Lang } from '@/lib/contract/common';
import { message } from '@/lib/contract/messages';
import { ApiError } from './client';

/**
 * A route handler acting for a shopper passes the API's 429 on (spec §8 body, Retry-After kept), so the browser
 * backs off instead of reading a 502. Null for any other failure.
 */
export function rateLimitedResponse(err: unknown, lang: Lang): NextResponse | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  return NextResponse.json(
    { message: message('tooManyRequests', lang) },
    { status: 429, headers: { 'Retry-After': err.retryAfter ?? '60', 'Cache-Control': 'no-store' } },
  );
}
