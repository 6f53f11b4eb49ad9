import { message } from '@/lib/contract/messages';
import { apiLang, type AppLocale } from './config';
import { noticePageHtml } from './notice-page';
import { splitLocale } from './paths';

export type MalformedPathDecision = { kind: 'resource' } | { kind: 'page'; locale: AppLocale };

/** Paths served by route handlers or Next itself: a malformed one gets a JSON 400, not a page. */
const NON_PAGE = /^\/(?:api|media|sitemap|_next)(?:\/|\.|$)/;

/**
 * Next 16 answers a path whose percent-encoding does not decode (`/produto/%FF`, `/%`, overlong UTF-8 such as
 * `%C0%AF`) with a bare 500: it means a 400 but cannot render its error page in an App Router project. Rewriting
 * such a URL to the 404 page does not help either: the page's route module matches the ORIGINAL path against its
 * dynamic segments and fails decoding it again. So the proxy answers these itself with a 400, and also paths with
 * control characters or over-long segments, which Next's ISR cache cannot store. Null for a servable path.
 */
export function malformedPath(pathname: string): MalformedPathDecision | null {
  if (isWellFormed(pathname)) return null;
  if (NON_PAGE.test(pathname)) return { kind: 'resource' };
  return { kind: 'page', locale: splitLocale(pathname).locale };
}

/**
 * Longest path segment served, as sent (encoded). Slugs stay well under it; Next's ISR cache stores each page
 * under its raw segments, and a file name over 255 bytes makes the cache write fail.
 */
export const MAX_SEGMENT_LENGTH = 240;

function isWellFormed(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // Control characters (a NUL breaks the ISR cache's file paths) never belong in a URL path.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return false;
  return pathname.split('/').every((segment) => segment.length <= MAX_SEGMENT_LENGTH);
}

/** A small self-contained page for the 400 (no React render: Next would decode the path again). */
export function malformedPathHtml(locale: AppLocale): string {
  const lang = apiLang(locale);
  return noticePageHtml(locale, message('badRequest', lang), message('malformedUrl', lang));
}
