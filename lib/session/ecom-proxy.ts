import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { customerFetch } from '@/lib/api/customer-client';
import { ATTRIBUTION_COOKIE } from '@/lib/contract/attribution';
import { requestIdOf } from '@/lib/api/request-id';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { message } from '@/lib/contract/messages';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from './cookies';
import { allowedEcomPath } from './ecom-routes';
import { forward, isSameOrigin, jsonAnswer, langOf } from './forward';

/**
 * Browser → /api/ecom/… → API /ecom/…: the storefront's thin proxy for customer calls (route handlers under
 * app/api/ecom/ only wire these functions). It keeps the token in the HttpOnly cookie and out of every answer,
 * refuses cross-site state changes, forwards only the headers the API needs and never caches.
 */

const SHOPPER_COOKIES = { set: setSessionCookies, clear: clearSessionCookies };

function forwardShopper(
  req: NextRequest,
  apiPath: string,
  token?: string,
  keepToken?: boolean,
): Promise<NextResponse> {
  return forward(req, { apiPath, token, keepToken, cookies: SHOPPER_COOKIES });
}

/** Login and registration answer {token, expires_at, user, message}: the token goes into the cookie, the rest to the browser. */
export function login(req: NextRequest) {
  return forwardShopper(req, '/ecom/login', undefined, true);
}

/** Multipart streamed through untouched (the API checks sizes and types). */
export function register(req: NextRequest) {
  return forwardShopper(req, '/ecom/cliente/cadastrar', undefined, true);
}

/** Revokes the session at the API (best effort) and always clears the cookies. */
export async function logout(req: NextRequest): Promise<NextResponse> {
  if (!isSameOrigin(req)) return jsonAnswer({ message: message('forbidden', langOf(req)), errors: [] }, 403);
  const token = sessionTokenOf(req);
  if (token) {
    await customerFetch({
      method: 'POST',
      path: '/ecom/logout',
      token,
      shopperIp: shopperAddress(req.headers),
      requestId: requestIdOf(req.headers),
      timeoutMs: 5000,
    }).catch(() => null);
  }
  const res = jsonAnswer({ ok: true }, 200);
  clearSessionCookies(res.cookies);
  return res;
}

/** Every other allowed customer call; a call that needs a session and has none is a 401 without reaching the API. */
export function proxyEcom(req: NextRequest, segments: readonly string[]) {
  const apiPath = allowedEcomPath(req.method, segments);
  if (!apiPath) return Promise.resolve(jsonAnswer({ message: message('notFound', langOf(req)) }, 404));
  // Starting checkout makes the order: it is told where the shopper came from (the proxy's campaign cookie).
  const attribution = apiPath.endsWith('/iniciar-checkout')
    ? req.cookies.get(ATTRIBUTION_COOKIE)?.value
    : undefined;
  return forward(req, {
    apiPath,
    token: sessionTokenOf(req),
    cookies: SHOPPER_COOKIES,
    attribution,
  });
}
