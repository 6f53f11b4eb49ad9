import 'server-only';
import { cookies } from 'next/headers';
import type { NextRequest, NextResponse } from 'next/server';
import { SIGNED_IN_COOKIE } from '@/lib/ecom/session-hint';
import { serverEnv } from '@/lib/env/server-env';

/**
 * Every storefront cookie that concerns the customer's session, in one server-only place. The token lives only
 * in an HttpOnly cookie the browser's JavaScript cannot read; `signed_in=1` is a readable hint without a token.
 */
export const SESSION_COOKIE = 'session';
export { SIGNED_IN_COOKIE };
/** Spec §9: a session lasts one hour from login; the API enforces the same absolute expiry. */
export const SESSION_MAX_AGE = 60 * 60;

/** Secure whenever the shop is served over HTTPS (a plain-HTTP `npm start` on localhost still works). */
function secure(): boolean {
  return serverEnv.siteUrl.startsWith('https://');
}

type CookieJar = NextResponse['cookies'];

export function setSessionCookies(jar: CookieJar, token: string) {
  const base = { path: '/', sameSite: 'lax' as const, secure: secure(), maxAge: SESSION_MAX_AGE };
  jar.set(SESSION_COOKIE, token, { ...base, httpOnly: true });
  jar.set(SIGNED_IN_COOKIE, '1', { ...base, httpOnly: false });
}

export function clearSessionCookies(jar: CookieJar) {
  const base = { path: '/', sameSite: 'lax' as const, secure: secure(), maxAge: 0 };
  jar.set(SESSION_COOKIE, '', { ...base, httpOnly: true });
  jar.set(SIGNED_IN_COOKIE, '', { ...base, httpOnly: false });
}

/** Route handlers: the token of this request, if any. */
export function sessionTokenOf(req: NextRequest): string | undefined {
  return req.cookies.get(SESSION_COOKIE)?.value || undefined;
}

/** Server components of account pages (dynamic by reading it): the token of this request, if any. */
export async function currentSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value || undefined;
}
