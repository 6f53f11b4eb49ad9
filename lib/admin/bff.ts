import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { message } from '@/lib/contract/messages';
import { serverEnv } from '@/lib/env/server-env';
import { forward, jsonAnswer, langOf, type SessionCookies } from '@/lib/session/forward';
import { allowedAdminPath } from './operations';

/**
 * Browser → /api/admin/… → API /admin/…: the back office's side of the one proxy (lib/session/forward.ts). Its
 * own cookie (`__Host-staff_session` on https, HttpOnly, SameSite=Strict, 8 hours like the API's session), only the table's
 * operations (the staff rows of lib/operations/table.ts), a staff call without the cookie answered 401 here; never cached or indexed.
 *
 * Issue 26: `__Host-` on HTTPS (every deployment): the browser then keeps it only if it is Secure, for `/`, with no
 * Domain, so no sibling subdomain can plant or overwrite it. Plain-HTTP development and the journeys on 127.0.0.1
 * cannot hold a Secure cookie, so there the name has no prefix. The session itself ends after 30 idle minutes and
 * 8 hours at the API (server/services/staff/staff-sessions.ts), whatever the cookie keeps.
 */
export const staffCookieName = (siteUrl: string) =>
  siteUrl.startsWith('https://') ? '__Host-staff_session' : 'staff_session';
export const STAFF_COOKIE = staffCookieName(serverEnv.siteUrl);
const MAX_AGE = 8 * 60 * 60;
const NO_INDEX = { 'X-Robots-Tag': 'noindex, nofollow' };

function cookieOptions(maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: serverEnv.siteUrl.startsWith('https://'),
    maxAge,
  };
}

const STAFF_COOKIES: SessionCookies = {
  set: (jar, token) => jar.set(STAFF_COOKIE, token, cookieOptions(MAX_AGE)),
  clear: (jar) => jar.set(STAFF_COOKIE, '', cookieOptions(0)),
};

/** Largest body the BFF forwards: a picture or an import file (5 MB) and its multipart framing. */
export const ADMIN_BODY_MAX_BYTES = 5 * 1024 * 1024 + 64 * 1024;

export async function proxyAdmin(req: NextRequest, segments: readonly string[]): Promise<NextResponse> {
  const allowed = allowedAdminPath(req.method, segments);
  if (!allowed) return jsonAnswer({ message: message('notFound', langOf(req)) }, 404, NO_INDEX);
  const token = req.cookies.get(STAFF_COOKIE)?.value || undefined;
  if (allowed.access !== 'public' && !token)
    return jsonAnswer({ message: message('unauthenticated', langOf(req)) }, 401, NO_INDEX);
  return forward(req, {
    apiPath: allowed.path,
    token: allowed.access === 'public' ? undefined : token,
    keepToken: allowed.op === 'login',
    endSession: allowed.op === 'logout',
    cookies: STAFF_COOKIES,
    maxBodyBytes: ADMIN_BODY_MAX_BYTES,
    headers: NO_INDEX,
  });
}
