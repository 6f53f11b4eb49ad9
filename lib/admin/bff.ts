import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { customerFetch } from '@/lib/api/customer-client';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { message } from '@/lib/contract/messages';
import { serverEnv } from '@/lib/env/server-env';
import { isSameOrigin } from '@/lib/session/ecom-proxy';
import { allowedAdminPath } from './operations';

/**
 * Browser → /api/admin/… → API /admin/…: the back office's own proxy. Its own cookie (`staff_session`, HttpOnly,
 * SameSite=Strict, 8 hours like the API's session), the same Origin check as the customer proxy for every state
 * change, only the table's operations (lib/admin/operations.ts), never cached; a token never reaches the browser.
 */
export const STAFF_COOKIE = 'staff_session';
const MAX_AGE = 8 * 60 * 60;
const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

const lang = (req: NextRequest): 'pt' | 'es' => (/^\s*es\b/i.test(req.headers.get('accept-language') ?? '') ? 'es' : 'pt');
const json = (body: unknown, status: number) => NextResponse.json(body, { status, headers: NO_STORE });

function cookieOptions(maxAge: number) {
  return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: serverEnv.siteUrl.startsWith('https://'), maxAge };
}

export async function proxyAdmin(req: NextRequest, segments: readonly string[]): Promise<NextResponse> {
  if (!isSameOrigin(req)) return json({ message: message('forbidden', lang(req)), errors: [] }, 403);
  const allowed = allowedAdminPath(req.method, segments);
  if (!allowed) return json({ message: message('notFound', lang(req)) }, 404);
  const token = req.cookies.get(STAFF_COOKIE)?.value || undefined;
  let upstream: Response;
  try {
    upstream = await customerFetch({
      method: req.method,
      path: allowed.path + req.nextUrl.search,
      token: allowed.op === 'login' ? undefined : token,
      acceptLanguage: req.headers.get('accept-language'),
      contentType: req.method === 'GET' ? null : req.headers.get('content-type'),
      body: req.method === 'GET' ? undefined : await req.text(),
      shopperIp: shopperAddress(req.headers) ?? null,
    });
  } catch {
    return json({ message: message('unavailable', lang(req)) }, 503);
  }
  const body = (await upstream.json().catch(() => null)) as Record<string, unknown> | null;
  const headers = new Headers(NO_STORE);
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  let out: unknown = body;
  let session: string | null = null;
  if (body && typeof body === 'object' && 'token' in body) {
    if (allowed.op === 'login' && upstream.ok && typeof body.token === 'string') session = body.token;
    const { token: _drop, ...rest } = body;
    void _drop;
    out = rest;
  }
  const res = NextResponse.json(out, { status: upstream.status, headers });
  if (session) res.cookies.set(STAFF_COOKIE, session, cookieOptions(MAX_AGE));
  if (upstream.status === 401 || (allowed.op === 'logout' && upstream.ok)) res.cookies.set(STAFF_COOKIE, '', cookieOptions(0));
  return res;
}
