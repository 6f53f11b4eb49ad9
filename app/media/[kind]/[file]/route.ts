import { NextResponse, type NextRequest } from 'next/server';
import { API_URL } from '@/lib/api/client';
import { logApiFailure, REQUEST_ID_HEADER, requestIdOf } from '@/lib/api/request-id';
import { identityHeaders, shopperAddress } from '@/lib/api/storefront-identity';

/** What the browser needs from the API's answer (images, their cache validators, a 429's back-off). */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
];

/**
 * Same-origin pictures (/media/{kind}/{file}): forwarded to the API with the storefront's identity and the
 * shopper's address, so a burst from one shopper meets the API's per-address limit while every other shopper's
 * pictures keep coming (a plain rewrite would have counted every shopper as the storefront's one address).
 * next/image's optimizer reads these through this same handler.
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  // The same id in both logs and back to the browser (decision 0029), as the other route handlers do.
  const requestId = requestIdOf(req.headers);
  const headers: Record<string, string> = {
    ...identityHeaders(shopperAddress(req.headers)),
    [REQUEST_ID_HEADER]: requestId,
  };
  const match = req.headers.get('if-none-match');
  if (match) headers['if-none-match'] = match;
  const path = `/media/${encodeURIComponent(kind)}/${encodeURIComponent(file)}`;
  let upstream: Response;
  try {
    upstream = await fetch(`${API_URL}${path}`, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    logApiFailure({ method: 'GET', path, requestId }, error);
    return NextResponse.json(
      { message: 'Serviço indisponível, tente novamente mais tarde!' },
      { status: 502, headers: { 'Retry-After': '30', [REQUEST_ID_HEADER]: requestId } },
    );
  }
  if (upstream.status >= 500) logApiFailure({ method: 'GET', path, requestId }, upstream);
  const out = new Headers({ [REQUEST_ID_HEADER]: upstream.headers.get(REQUEST_ID_HEADER) ?? requestId });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(upstream.status === 304 ? null : upstream.body, {
    status: upstream.status,
    headers: out,
  });
}
