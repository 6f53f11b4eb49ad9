import { NextResponse, type NextRequest } from 'next/server';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { message } from '@/lib/contract/messages';
import { isAdminPage } from '@/lib/http/admin-csp';
import { adminPage } from '@/lib/http/admin-proxy';
import { campaignLanding } from '@/lib/http/campaign-landing';
import { countTextSearchPage, tooManySearches, withLimitHeaders } from '@/lib/http/text-search-limit';
import { localeFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { apiLang, CURRENCY_COOKIE, LOCALE_COOKIE } from '@/lib/i18n/config';
import { resolveNumericPath } from '@/lib/i18n/numeric-redirect';
import { malformedPath, malformedPathHtml } from '@/lib/i18n/malformed-path';
import { localizePath, splitLocale } from '@/lib/i18n/paths';
import { routeRequest } from '@/lib/i18n/routing';
import { startForRedirect } from '@/lib/i18n/start-lookup';

/**
 * Public URLs → internal /{locale}/{currency}/… tree. Not next-intl's middleware: this one does one
 * cookie read and a rewrite, which keeps cached pages fast.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const malformed = malformedPath(pathname);
  if (malformed) {
    const headers = { 'Cache-Control': 'no-store' };
    if (malformed.kind === 'page') {
      return new NextResponse(malformedPathHtml(malformed.locale), {
        status: 400,
        headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
    const lang = apiLang(localeFromAcceptLanguage(request.headers.get('accept-language')));
    return NextResponse.json(
      { message: message('badRequest', lang), errors: [message('malformedUrl', lang)] },
      { status: 400, headers },
    );
  }
  // The back office: no locale or currency, its own nonce-based CSP on every page (issue 19).
  if (isAdminPage(pathname)) return adminPage(request);
  // A campaign link: recorded in the attribution cookie, then the same page without its campaign parameters.
  const landing = campaignLanding(request);
  if (landing) return landing;
  const decision = routeRequest({
    pathname,
    search,
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    currencyCookie: request.cookies.get(CURRENCY_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });

  if (decision.kind === 'redirect') {
    const res = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    if (decision.status === 307) res.headers.set('Vary', 'Accept-Language, Cookie');
    return res;
  }

  if (decision.kind === 'numeric') {
    // Spec §2: numeric category/department/brand params are swapped for slugs (permanent redirect).
    const data = await startForRedirect(apiLang(decision.locale));
    // API down: no answer is better than a 404 for a link that may be valid.
    if (!data)
      return new NextResponse('Service unavailable', {
        status: 503,
        headers: { 'Retry-After': '30', 'Cache-Control': 'no-store' },
      });
    const slugPath = resolveNumericPath(decision.path, data);
    if (slugPath) {
      return NextResponse.redirect(
        new URL(localizePath(decision.locale, slugPath) + decision.search, request.url),
        301,
      );
    }
    // Unknown ids: let the page answer with its localized 404.
    return notFoundPage(request, decision.locale);
  }

  if (decision.textSearch) {
    // Counted before the render, the costly part; the page's own API calls stay the storefront's (cached).
    const verdict = await countTextSearchPage(shopperAddress(request.headers));
    if (verdict && !verdict.allowed) return tooManySearches(splitLocale(pathname).locale, verdict);
    return withLimitHeaders(NextResponse.rewrite(new URL(decision.path, request.url)), verdict);
  }
  return NextResponse.rewrite(new URL(decision.path, request.url));
}

function notFoundPage(request: NextRequest, locale: 'pt-BR' | 'es-PY') {
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/usd/not-found`;
  url.search = '';
  return NextResponse.rewrite(url);
}

export const config = {
  // Narrow on purpose: no assets, no API, no image optimizer, no files with an extension; plus any path holding a
  // percent sign, which may be malformed encoding (see malformedPath).
  // The back office (/admin, issue 19) is its own tree with its own layout: no locale, no currency; its pages come
  // through only for their CSP nonce (adminPage), the storefront's cached pages never get one.
  matcher: [
    '/((?!_next/|api/|admin(?:/|$)|media/|images/|favicon|robots\\.txt|sitemap|manifest|.*\\.[a-zA-Z0-9]{2,5}$).*)',
    '/(.*%.*)',
    '/admin',
    '/admin/:path*',
  ],
};
