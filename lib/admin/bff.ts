import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { customerFetch } from '@/lib/api/customer-client';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { message } from '@/lib/contract/messages';
import { serverEnv } from '@/lib/env/server-env';
import { isSameOrigin } from '@/lib/session/ecom-proxy';
import { allowedAdminPath } from './operations';

/**
 * Browser → /api/admin/… → API /admin/…: the back office's own proxy. Its own cookie (`__Host-staff_session`, HttpOnly,
 * SameSite=Strict, 8 hours like the API's session), the same Origin check as the customer proxy for every state
 * change, only the table's operations (lib/admin/operations.ts), never cached; a token never reaches the browser.
 */
/**
 * Issue 26: `__Host-` on HTTPS (every deployment): the browser then keeps it only if it is Secure, for `/`, with no
 * Domain, so no sibling subdomain can plant or overwrite it. Plain-HTTP development and the journeys on 127.0.0.1
 * cannot hold a Secure cookie, so there the name has no prefix. The session itself ends after 30 idle minutes and
 * 8 hours at the API (server/services/staff/staff-sessions.ts), whatever the cookie keeps.
 */
export const staffCookieName = (siteUrl: string) => (siteUrl.startsWith('https://') ? '__Host-staff_session' : 'staff_session');
export const STAFF_COOKIE = staffCookieName(serverEnv.siteUrl);
const MAX_AGE = 8 * 60 * 60;
const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

const lang = (req: NextRequest): 'pt' | 'es' => (/^\s*es\b/i.test(req.headers.get('accept-language') ?? '') ? 'es' : 'pt');
const json = (body: unknown, status: number) => NextResponse.json(body, { status, headers: NO_STORE });

function cookieOptions(maxAge: number) {
  return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: serverEnv.siteUrl.startsWith('https://'), maxAge };
}

/** Largest body the BFF forwards: a picture or an import file (5 MB) and its multipart framing. */
export const ADMIN_BODY_MAX_BYTES = 5 * 1024 * 1024 + 64 * 1024;

/**
 * The request body, as bytes for a multipart upload (text would mangle a picture) and as text otherwise; null when
 * it is larger than ADMIN_BODY_MAX_BYTES, counted as it streams in (a missing or lying Content-Length changes nothing).
 */
async function readBody(req: NextRequest): Promise<BodyInit | null> {
  if (Number(req.headers.get('content-length') ?? 0) > ADMIN_BODY_MAX_BYTES) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    for await (const chunk of req.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > ADMIN_BODY_MAX_BYTES) return null;
      chunks.push(chunk);
    }
  }
  const bytes = Buffer.concat(chunks);
  return /^multipart\/form-data/i.test(req.headers.get('content-type') ?? '') ? bytes : bytes.toString('utf8');
}

export async function proxyAdmin(req: NextRequest, segments: readonly string[]): Promise<NextResponse> {
  if (!isSameOrigin(req)) return json({ message: message('forbidden', lang(req)), errors: [] }, 403);
  const allowed = allowedAdminPath(req.method, segments);
  if (!allowed) return json({ message: message('notFound', lang(req)) }, 404);
  const token = req.cookies.get(STAFF_COOKIE)?.value || undefined;
  const body = req.method === 'GET' ? undefined : await readBody(req);
  if (body === null) return json({ message: message('bodyTooLarge', lang(req)), errors: [] }, 413);
  let upstream: Response;
  try {
    upstream = await customerFetch({
      method: req.method,
      path: allowed.path + req.nextUrl.search,
      token: allowed.op === 'login' ? undefined : token,
      acceptLanguage: req.headers.get('accept-language'),
      contentType: req.method === 'GET' ? null : req.headers.get('content-type'),
      body,
      shopperIp: shopperAddress(req.headers) ?? null,
    });
  } catch {
    return json({ message: message('unavailable', lang(req)) }, 503);
  }
  const answer = (await upstream.json().catch(() => null)) as Record<string, unknown> | null;
  const headers = new Headers(NO_STORE);
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  let out: unknown = answer;
  let session: string | null = null;
  if (answer && typeof answer === 'object' && 'token' in answer) {
    if (allowed.op === 'login' && upstream.ok && typeof answer.token === 'string') session = answer.token;
    const { token: _drop, ...rest } = answer;
    void _drop;
    out = rest;
  }
  const res = NextResponse.json(out, { status: upstream.status, headers });
  if (session) res.cookies.set(STAFF_COOKIE, session, cookieOptions(MAX_AGE));
  if (upstream.status === 401 || (allowed.op === 'logout' && upstream.ok)) res.cookies.set(STAFF_COOKIE, '', cookieOptions(0));
  return res;
}
