import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { customerFetch } from '@/lib/api/customer-client';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/api/request-id';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { message } from '@/lib/contract/messages';
import { SITE_URL } from '@/lib/seo/site-url';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from './cookies';
import { allowedEcomPath } from './ecom-routes';

/**
 * Browser → /api/ecom/… → API /ecom/…: the storefront's thin proxy for customer calls (route handlers under
 * app/api/ecom/ only wire these functions). It keeps the token in the HttpOnly cookie and out of every answer,
 * refuses cross-site state changes, forwards only the headers the API needs and never caches.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_STORE = { 'Cache-Control': 'no-store' };

function lang(req: NextRequest): 'pt' | 'es' {
  return /^\s*es\b/i.test(req.headers.get('accept-language') ?? '') ? 'es' : 'pt';
}

function json(body: unknown, status: number): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

/** CSRF: a state-changing request must come from a page of this storefront (Origin equal to ours). */
export function isSameOrigin(req: NextRequest): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  if (req.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const own = new Set([new URL(SITE_URL).origin, req.nextUrl.origin]);
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (host) own.add(`${req.nextUrl.protocol}//${host}`);
  return own.has(origin);
}

/** The shopper's address (see storefront-identity.ts: the TRUST_PROXY rule's, never absent). */
function shopperIp(req: NextRequest): string {
  return shopperAddress(req.headers);
}

interface ForwardOptions {
  apiPath: string;
  token?: string;
  /** Login and registration: a 2xx answer's token becomes the session cookie. */
  keepToken?: boolean;
}

async function forward(req: NextRequest, { apiPath, token, keepToken }: ForwardOptions): Promise<NextResponse> {
  if (!isSameOrigin(req)) return json({ message: message('forbidden', lang(req)), errors: [] }, 403);
  const requestId = requestIdOf(req.headers);
  let upstream: Response;
  try {
    upstream = await customerFetch({
      method: req.method,
      path: apiPath + req.nextUrl.search,
      token,
      acceptLanguage: req.headers.get('accept-language'),
      contentType: req.headers.get('content-type'),
      contentLength: req.headers.get('content-length'),
      body: SAFE_METHODS.has(req.method) ? undefined : req.body,
      shopperIp: shopperIp(req),
      requestId,
    });
  } catch {
    const res = json({ message: message('unavailable', lang(req)) }, 503);
    res.headers.set(REQUEST_ID_HEADER, requestId);
    return res;
  }
  // The id both logs carry goes back to the browser too: a shopper reporting a failure can quote it.
  const answeredId = upstream.headers.get(REQUEST_ID_HEADER) ?? requestId;

  const type = upstream.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    // Documents (the owner's own images) and empty answers pass through as they are.
    const headers = new Headers({ ...NO_STORE, [REQUEST_ID_HEADER]: answeredId });
    for (const h of ['content-type', 'content-length', 'content-disposition', 'retry-after']) {
      const v = upstream.headers.get(h);
      if (v) headers.set(h, v);
    }
    const res = new NextResponse(upstream.status === 204 ? null : upstream.body, { status: upstream.status, headers });
    if (upstream.status === 401) clearSessionCookies(res.cookies);
    return res;
  }

  const body = (await upstream.json().catch(() => null)) as Record<string, unknown> | null;
  // Whatever the call, a token never reaches the browser: login and registration keep it in the cookie.
  const session = upstream.ok && keepToken && typeof body?.token === 'string' ? body.token : null;
  const out = body && typeof body === 'object' && !Array.isArray(body) && 'token' in body ? withoutToken(body) : body;
  const headers = new Headers({ ...NO_STORE, [REQUEST_ID_HEADER]: answeredId });
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  const res = NextResponse.json(out, { status: upstream.status, headers });
  if (session) setSessionCookies(res.cookies, session);
  if (upstream.status === 401) clearSessionCookies(res.cookies);
  return res;
}

function withoutToken(body: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...body };
  delete copy.token;
  return copy;
}

/** Login and registration answer {token, expires_at, user, message}: the token goes into the cookie, the rest to the browser. */
export function login(req: NextRequest) {
  return forward(req, { apiPath: '/ecom/login', keepToken: true });
}

/** Multipart streamed through untouched (the API checks sizes and types). */
export function register(req: NextRequest) {
  return forward(req, { apiPath: '/ecom/cliente/cadastrar', keepToken: true });
}

/** Revokes the session at the API (best effort) and always clears the cookies. */
export async function logout(req: NextRequest): Promise<NextResponse> {
  if (!isSameOrigin(req)) return json({ message: message('forbidden', lang(req)), errors: [] }, 403);
  const token = sessionTokenOf(req);
  if (token) {
    await customerFetch({ method: 'POST', path: '/ecom/logout', token, shopperIp: shopperIp(req), requestId: requestIdOf(req.headers), timeoutMs: 5000 }).catch(() => null);
  }
  const res = json({ ok: true }, 200);
  clearSessionCookies(res.cookies);
  return res;
}

/** Every other allowed customer call; a call that needs a session and has none is a 401 without reaching the API. */
export function proxyEcom(req: NextRequest, segments: readonly string[]) {
  const apiPath = allowedEcomPath(req.method, segments);
  if (!apiPath) return Promise.resolve(json({ message: message('notFound', lang(req)) }, 404));
  return forward(req, { apiPath, token: sessionTokenOf(req) });
}
