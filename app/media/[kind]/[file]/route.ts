import { NextResponse, type NextRequest } from 'next/server';
import { API_URL } from '@/lib/api/client';
import { identityHeaders, shopperAddress } from '@/lib/api/storefront-identity';

/** What the browser needs from the API's answer (images, their cache validators, a 429's back-off). */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

/**
 * Same-origin pictures (/media/{kind}/{file}): forwarded to the API with the storefront's identity and the
 * shopper's address, so a burst from one shopper meets the API's per-address limit while every other shopper's
 * pictures keep coming (a plain rewrite would have counted every shopper as the storefront's one address).
 * next/image's optimizer reads these through this same handler.
 */
export async function GET(req: NextRequest, { params }: { params: Promise<{ kind: string; file: string }> }) {
  const { kind, file } = await params;
  const headers: Record<string, string> = identityHeaders(shopperAddress(req.headers));
  const match = req.headers.get('if-none-match');
  if (match) headers['if-none-match'] = match;
  let upstream: Response;
  try {
    upstream = await fetch(`${API_URL}/media/${encodeURIComponent(kind)}/${encodeURIComponent(file)}`, {
      headers,
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return NextResponse.json({ message: 'Serviço indisponível, tente novamente mais tarde!' }, { status: 502, headers: { 'Retry-After': '30' } });
  }
  const out = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: out });
}
