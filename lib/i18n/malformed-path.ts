import { message } from '@/lib/contract/messages';
import { apiLang, type AppLocale } from './config';
import { localizePath, splitLocale } from './paths';

export type MalformedPathDecision = { kind: 'resource' } | { kind: 'page'; locale: AppLocale };

/** Paths served by route handlers or Next itself: a malformed one gets a JSON 400, not a page. */
const NON_PAGE = /^\/(?:api|media|sitemap|_next)(?:\/|\.|$)/;

/**
 * Next 16 answers a path whose percent-encoding does not decode (`/produto/%FF`, `/%`, overlong UTF-8 such as
 * `%C0%AF`) with a bare 500: it means a 400 but cannot render its error page in an App Router project. Rewriting
 * such a URL to the 404 page does not help either: the page's route module matches the ORIGINAL path against its
 * dynamic segments and fails decoding it again. So the proxy answers these itself with a 400. Null when the path
 * decodes.
 */
export function malformedPath(pathname: string): MalformedPathDecision | null {
  try {
    decodeURIComponent(pathname);
    return null;
  } catch {
    if (NON_PAGE.test(pathname)) return { kind: 'resource' };
    return { kind: 'page', locale: splitLocale(pathname).locale };
  }
}

const BACK_HOME = { pt: 'Voltar para a página inicial', es: 'Volver a la página de inicio' } as const;

/** A small self-contained page for the 400 (no React render: Next would decode the path again). */
export function malformedPathHtml(locale: AppLocale): string {
  const lang = apiLang(locale);
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${message('badRequest', lang)} | Loja CDE</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>${message('badRequest', lang)}</h1><p>${message('malformedUrl', lang)}</p><p><a href="${localizePath(locale, '/')}">${BACK_HOME[lang]}</a></p></main></body></html>`;
}
