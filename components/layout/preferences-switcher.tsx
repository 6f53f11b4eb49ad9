'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { CURRENCY_SEGMENTS, LOCALES, type AppLocale, type CurrencySegment } from '@/lib/i18n/config';
import { splitLocale, switchLocalePath } from '@/lib/i18n/paths';
import { saveCurrency, saveLocale } from '@/lib/i18n/preferences';
import { useSignedIn } from '@/lib/ecom/session';

/**
 * A 40 px tap target that looks 32 px tall: 4 px of transparent border above and below (the background stops at
 * the padding box), the visible edge an inset ring; the focus ring is drawn inside, so it stays in the bar.
 */
const selectClass =
  'h-10 cursor-pointer rounded-[10px] border-x-0 border-y-4 border-transparent bg-plum-900 bg-clip-padding px-1.5 text-xs text-white inset-ring inset-ring-white/20 hover:inset-ring-gold-400 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400 disabled:opacity-60';

/** Labels come from the server (TopBar namespace): no i18n runtime in the page shell. */
export interface PreferencesLabels {
  language: string;
  /** Why the language select is disabled while signed in (spec §4). */
  languageLocked: string;
  currency: string;
  languages: Record<AppLocale, string>;
  currencies: Record<CurrencySegment, string>;
}

export function PreferencesSwitcher({
  locale,
  currency,
  labels,
}: {
  locale: AppLocale;
  currency: CurrencySegment;
  labels: PreferencesLabels;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // Spec §4: the language follows the customer's account while signed in.
  const signedIn = useSignedIn();
  // Spec §4: checkout has its own currency (USD for pt-BR, PYG for es-PY).
  const onCheckout = splitLocale(pathname).path === '/checkout';

  function onLocale(next: AppLocale) {
    saveLocale(next);
    // Full navigation: the page, its <html lang> and the prices all change.
    window.location.assign(switchLocalePath(pathname, next) + window.location.search);
  }

  function onCurrency(next: CurrencySegment) {
    saveCurrency(next);
    // Same URL, new cookie: the proxy rewrites to the other currency's cached page.
    startTransition(() => router.refresh());
  }

  return (
    <div className="flex items-center gap-1" aria-busy={pending}>
      <label className="sr-only" htmlFor="pref-locale">
        {labels.language}
      </label>
      <select
        id="pref-locale"
        className={selectClass}
        value={locale}
        disabled={signedIn}
        title={signedIn ? labels.languageLocked : undefined}
        onChange={(e) => onLocale(e.target.value as AppLocale)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {labels.languages[l]}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="pref-currency">
        {labels.currency}
      </label>
      <select
        id="pref-currency"
        className={selectClass}
        value={currency}
        disabled={pending || onCheckout}
        onChange={(e) => onCurrency(e.target.value as CurrencySegment)}
      >
        {CURRENCY_SEGMENTS.map((c) => (
          <option key={c} value={c}>
            {labels.currencies[c]}
          </option>
        ))}
      </select>
    </div>
  );
}
