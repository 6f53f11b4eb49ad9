import {
  CURRENCY_COOKIE,
  defaultCurrencyFor,
  LOCALE_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  type AppLocale,
  type CurrencySegment,
} from './config';

/** Browser-side: cookies drive server rendering; local storage keeps the spec's keys (§9) in sync. */
function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; samesite=lax`;
}

function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or disabled storage: the cookie is enough.
  }
}

export function saveCurrency(segment: CurrencySegment) {
  setCookie(CURRENCY_COOKIE, segment);
  remember('currency', segment.toUpperCase());
}

/** Spec §4: choosing es-PY also sets PYG, pt-BR sets USD. */
export function saveLocale(locale: AppLocale) {
  setCookie(LOCALE_COOKIE, locale);
  remember('locale', locale);
  saveCurrency(defaultCurrencyFor(locale));
}
