import { stateFromQuery, stateToSegment } from '@/lib/catalog/listing-state';
import { localeFromAcceptLanguage } from './accept-language';
import { defaultCurrencyFor, isCurrencySegment, isLocale } from './config';
import { localizePath, splitLocale } from './paths';
import { hasNumericParam } from './numeric-redirect';

export interface IncomingRequest {
  pathname: string;
  search: string;
  localeCookie?: string;
  currencyCookie?: string;
  acceptLanguage?: string | null;
}

export type RoutingDecision =
  | { kind: 'redirect'; location: string; status: 301 | 307 | 308 }
  | { kind: 'numeric'; path: string; locale: 'pt-BR' | 'es-PY'; search: string }
  | {
      kind: 'rewrite';
      path: string;
      /** A free-text search: rendered per request and limited per shopper. */ textSearch?: true;
    };

/** Listing routes whose filter state goes into an internal segment so each state is one ISR page. */
const LISTINGS = new Set(['produtos', 'marca', 'especial']);
/** Text searches are unbounded, so they render dynamically instead of filling the ISR cache. */
const SEARCHABLE = new Set(['produtos', 'especial']);

/**
 * Maps a public URL to the internal /{locale}/{currency}/… tree (pure so it is unit-tested;
 * proxy.ts only wires it to Next).
 */
export function routeRequest(req: IncomingRequest): RoutingDecision {
  const { pathname, search } = req;
  // The default locale is unprefixed: /pt-BR/... is not a public URL.
  if (pathname === '/pt-BR' || pathname.startsWith('/pt-BR/')) {
    return { kind: 'redirect', location: (pathname.slice(6) || '/') + search, status: 308 };
  }
  const { locale, path, prefixed } = splitLocale(pathname);
  if (path.length > 1 && path.endsWith('/')) {
    return {
      kind: 'redirect',
      location: localizePath(locale, path.replace(/\/+$/, '')) + search,
      status: 308,
    };
  }

  // First visit: a saved choice, else the browser language (spec §1).
  if (!prefixed) {
    const saved = isLocale(req.localeCookie) ? req.localeCookie : undefined;
    const preferred = saved ?? localeFromAcceptLanguage(req.acceptLanguage);
    if (preferred === 'es-PY')
      return { kind: 'redirect', location: localizePath('es-PY', path) + search, status: 307 };
  }

  if (hasNumericParam(path)) return { kind: 'numeric', path, locale, search };

  const currency = isCurrencySegment(req.currencyCookie) ? req.currencyCookie : defaultCurrencyFor(locale);
  const base = `/${locale}/${currency}`;
  const [, route, ...rest] = path.split('/');
  if (LISTINGS.has(route)) {
    const query = new URLSearchParams(search);
    const state = stateFromQuery(query);
    const tail = rest.map(encodeURIComponent).join('/');
    if (state.text && SEARCHABLE.has(route)) {
      return {
        kind: 'rewrite',
        path: `${base}/busca/${route}${tail ? `/${tail}` : ''}?${query.toString()}`,
        textSearch: true,
      };
    }
    return { kind: 'rewrite', path: `${base}/${route}/${stateToSegment(state)}${tail ? `/${tail}` : ''}` };
  }
  return { kind: 'rewrite', path: `${base}${path === '/' ? '' : path}${search}` };
}
