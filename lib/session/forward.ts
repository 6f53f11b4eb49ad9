import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { customerFetch } from '@/lib/api/customer-client';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/api/request-id';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { message } from '@/lib/contract/messages';
import { localeFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { SITE_URL } from '@/lib/seo/site-url';

/**
 * The one way a browser call reaches the API through the storefront, for shoppers (/api/ecom, ecom-proxy.ts) and
 * staff (/api/admin, lib/admin/bff.ts) alike: Origin check for state changes, the body streamed through (with a
 * size cap counted as it streams when the caller sets one), the request id sent and answered, a token kept out of
 * every answer and in the caller's HttpOnly cookie instead, never cached.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The language of a refusal the proxy writes itself: the one rule (q-values counted) the pages use. */
export function langOf(req: NextRequest): 'pt' | 'es' {
  return localeFromAcceptLanguage(req.headers.get('accept-language')) === 'es-PY' ? 'es' : 'pt';
}

export function jsonAnswer(body: unknown, status: number, extra: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
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

type CookieJar = NextResponse['cookies'];

/** Where a session lives in the browser: the shopper's cookies or the staff member's. */
export interface SessionCookies {
  set(jar: CookieJar, token: string): void;
  clear(jar: CookieJar): void;
}

export interface ForwardOptions {
  apiPath: string;
  token?: string;
  /** Sign-in and registration: a 2xx answer's token becomes the session cookie. */
  keepToken?: boolean;
  /** A sign-out: the cookie goes once the API has answered 2xx. */
  endSession?: boolean;
  cookies: SessionCookies;
  /** Largest body passed on; counted as it streams (a missing or lying Content-Length changes nothing). */
  maxBodyBytes?: number;
  /** The attribution cookie's value for the API (the checkout call only). */
  attribution?: string | null;
  /** Extra headers on every answer (the back office's noindex). */
  headers?: Record<string, string>;
}

class BodyTooLarge extends Error {}

/** The request body as a stream that fails once more than `max` bytes have gone through. */
function capped(
  body: ReadableStream<Uint8Array>,
  max: number,
  tooLarge: { hit: boolean },
): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.length;
        if (size > max) {
          tooLarge.hit = true;
          controller.error(new BodyTooLarge());
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
}

function withoutToken(body: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...body };
  delete copy.token;
  return copy;
}

export async function forward(req: NextRequest, options: ForwardOptions): Promise<NextResponse> {
  const { apiPath, token, keepToken, endSession, cookies, maxBodyBytes } = options;
  const extra = options.headers ?? {};
  if (!isSameOrigin(req))
    return jsonAnswer({ message: message('forbidden', langOf(req)), errors: [] }, 403, extra);
  const requestId = requestIdOf(req.headers);
  const tooLarge = { hit: false };
  const refuseTooLarge = () =>
    jsonAnswer({ message: message('bodyTooLarge', langOf(req)), errors: [] }, 413, {
      ...extra,
      [REQUEST_ID_HEADER]: requestId,
    });
  if (maxBodyBytes !== undefined && Number(req.headers.get('content-length') ?? 0) > maxBodyBytes)
    return refuseTooLarge();
  const hasBody = !SAFE_METHODS.has(req.method) && req.body;
  let upstream: Response;
  try {
    upstream = await customerFetch({
      method: req.method,
      path: apiPath + req.nextUrl.search,
      token,
      acceptLanguage: req.headers.get('accept-language'),
      contentType: SAFE_METHODS.has(req.method) ? null : req.headers.get('content-type'),
      // A capped stream may end short of a stated length: let the framing follow what is actually sent.
      contentLength: maxBodyBytes === undefined ? req.headers.get('content-length') : null,
      body: hasBody
        ? maxBodyBytes === undefined
          ? req.body
          : capped(req.body!, maxBodyBytes, tooLarge)
        : undefined,
      shopperIp: shopperAddress(req.headers),
      requestId,
      attribution: options.attribution,
    });
  } catch {
    if (tooLarge.hit) return refuseTooLarge();
    return jsonAnswer({ message: message('unavailable', langOf(req)) }, 503, {
      ...extra,
      [REQUEST_ID_HEADER]: requestId,
    });
  }
  // The id both logs carry goes back to the browser too: a person reporting a failure can quote it.
  const headers = new Headers({
    'Cache-Control': 'no-store',
    ...extra,
    [REQUEST_ID_HEADER]: upstream.headers.get(REQUEST_ID_HEADER) ?? requestId,
  });
  const type = upstream.headers.get('content-type') ?? '';
  let res: NextResponse;
  if (!type.includes('application/json')) {
    // Documents (the owner's own images) and empty answers pass through as they are.
    for (const h of ['content-type', 'content-length', 'content-disposition', 'retry-after']) {
      const v = upstream.headers.get(h);
      if (v) headers.set(h, v);
    }
    res = new NextResponse(upstream.status === 204 ? null : upstream.body, {
      status: upstream.status,
      headers,
    });
  } else {
    const body = (await upstream.json().catch(() => null)) as Record<string, unknown> | null;
    // Whatever the call, a token never reaches the browser: sign-in keeps it in the cookie.
    const session = upstream.ok && keepToken && typeof body?.token === 'string' ? body.token : null;
    const out =
      body && typeof body === 'object' && !Array.isArray(body) && 'token' in body ? withoutToken(body) : body;
    const retryAfter = upstream.headers.get('retry-after');
    if (retryAfter) headers.set('retry-after', retryAfter);
    res = NextResponse.json(out, { status: upstream.status, headers });
    if (session) cookies.set(res.cookies, session);
  }
  if (upstream.status === 401 || (endSession && upstream.ok)) cookies.clear(res.cookies);
  return res;
}
