import { NextResponse, type NextRequest } from 'next/server';
import { adminPageHeaders, NONCE_HEADER, newNonce } from './admin-csp';

/**
 * The proxy's branch for /admin: the nonce travels to the render in the request's headers (Next reads the CSP one;
 * the layout reads x-nonce) and to the browser in the response's CSP.
 */
export function adminPage(
  request: NextRequest,
  production = process.env.NODE_ENV === 'production',
  nonce = newNonce(),
): NextResponse {
  const headers = adminPageHeaders(request.nextUrl.pathname, nonce, production);
  const forwarded = new Headers(request.headers);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set('Content-Security-Policy', headers['Content-Security-Policy']);
  const res = NextResponse.next({ request: { headers: forwarded } });
  for (const [key, value] of Object.entries(headers)) res.headers.set(key, value);
  return res;
}
