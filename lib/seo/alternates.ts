import type { Metadata } from 'next';
import { LOCALES, type AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/**
 * Canonical + hreflang for a page. `path` is the canonical pt-BR path ("/produtos/perfumaria");
 * `query` carries only meaningful params (page), never filters or sort (noise for search engines).
 */
export function alternatesFor(
  locale: AppLocale,
  path: string,
  query?: Record<string, string | number | undefined>,
): Metadata['alternates'] {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
  const suffix = qs.size ? `?${qs}` : '';
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = localizePath(l, path) + suffix;
  languages['x-default'] = localizePath('pt-BR', path) + suffix;
  return { canonical: localizePath(locale, path) + suffix, languages };
}

/** Page 1 is the bare URL; later pages keep ?page=N in their canonical. */
export function pageQuery(page: number): Record<string, number | undefined> {
  return { page: page > 1 ? page : undefined };
}
