import { CURRENCY_BY_CODE, type CurrencyInfo } from '@/lib/money';

/** pt-BR is the default and lives unprefixed; es-PY lives under /es-PY. */
export const LOCALES = ['pt-BR', 'es-PY'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'pt-BR';
export const PREFIXED_LOCALE = 'es-PY' as const;

/** Internal URL segment for each selectable currency (spec §2: BRL, USD, PYG, ARS). */
export const CURRENCY_SEGMENTS = ['brl', 'usd', 'pyg', 'ars'] as const;
export type CurrencySegment = (typeof CURRENCY_SEGMENTS)[number];

export const LOCALE_COOKIE = 'locale';
export const CURRENCY_COOKIE = 'currency';
/** A year: both are preferences, not sessions. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLocale(value: unknown): value is AppLocale {
  return value === 'pt-BR' || value === 'es-PY';
}

export function isCurrencySegment(value: unknown): value is CurrencySegment {
  return typeof value === 'string' && (CURRENCY_SEGMENTS as readonly string[]).includes(value);
}

/** Spec §4: es-PY buys in guaranis, everyone else in dollars. */
export function defaultCurrencyFor(locale: AppLocale): CurrencySegment {
  return locale === 'es-PY' ? 'pyg' : 'usd';
}

export function currencyOfSegment(segment: CurrencySegment): CurrencyInfo {
  return CURRENCY_BY_CODE[segment.toUpperCase() as keyof typeof CURRENCY_BY_CODE];
}

/** The API's lang parameter. */
export function apiLang(locale: AppLocale): 'pt' | 'es' {
  return locale === 'es-PY' ? 'es' : 'pt';
}

/** Open Graph / HTML lang tags. */
export function ogLocale(locale: AppLocale): string {
  return locale.replace('-', '_');
}
