import { DEFAULT_LOCALE, PREFIXED_LOCALE, type AppLocale } from './config';

/** Public path of a canonical (pt-BR) path in a locale: "/produtos" → "/es-PY/produtos". */
export function localizePath(locale: AppLocale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${PREFIXED_LOCALE}` : `/${PREFIXED_LOCALE}${clean}`;
}

/** Splits a public pathname into its locale and canonical path. */
export function splitLocale(pathname: string): { locale: AppLocale; path: string; prefixed: boolean } {
  const prefix = `/${PREFIXED_LOCALE}`;
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
    return { locale: PREFIXED_LOCALE, path: pathname.slice(prefix.length) || '/', prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false };
}

/** Same page in the other language. */
export function switchLocalePath(pathname: string, target: AppLocale): string {
  return localizePath(target, splitLocale(pathname).path);
}
