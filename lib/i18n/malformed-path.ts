import { splitLocale } from './paths';
import type { AppLocale } from './config';

export type MalformedPathDecision = { kind: 'bad-request' } | { kind: 'not-found'; locale: AppLocale };

/** Paths served by route handlers or Next itself: a malformed one is a plain 400, not a page. */
const NON_PAGE = /^\/(?:api|media|sitemap|_next)(?:\/|\.|$)/;

/**
 * Next 16 answers a path whose percent-encoding does not decode (`/produto/%FF`, `/%`, overlong UTF-8 such as
 * `%C0%AF`) with a bare 500: it means a 400 but cannot render its error page in an App Router project. The proxy
 * catches them first: pages get the localized 404 (a link that can never resolve), everything else a 400.
 * Null for a well-formed path.
 */
export function malformedPath(pathname: string): MalformedPathDecision | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    if (NON_PAGE.test(pathname)) return { kind: 'bad-request' };
    return { kind: 'not-found', locale: splitLocale(pathname).locale };
  }
}
