import Link from '@/components/ui/soft-link';
import { getTranslations } from 'next-intl/server';
import type { ExchangeRate } from '@/lib/contract';
import { CURRENCY_SEGMENTS, LOCALES, type AppLocale, type CurrencySegment } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { currencyById, formatRate } from '@/lib/money';
import { CHAT_REL, chatHref } from '@/lib/whatsapp/chat-href';
import { WhatsAppIcon } from '@/components/ui/icons';
import { PreferencesSwitcher } from './preferences-switcher';

/** Spec §2: R$, G$ and P$ against the dollar. */
const RATE_CURRENCIES = [1, 3, 4];

/**
 * 40 px tap targets from padding around the small text (the bar itself is 40 px tall; the padding also spaces the
 * links, so "Sobre nosotros" and both selects fit one line at 390 px); the focus ring stays inside.
 */
const barLink =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md px-1.5 hover:text-gold-300 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-400';

export async function TopBar({
  locale,
  currency,
  rates,
}: {
  locale: AppLocale;
  currency: CurrencySegment;
  rates: ExchangeRate[];
}) {
  const t = await getTranslations({ locale, namespace: 'TopBar' });
  const shown = RATE_CURRENCIES.map((id) => rates.find((r) => r.target_currency.id === id)).filter(
    (r) => r !== undefined,
  );

  return (
    // A named region: axe's "region" rule wants all content in landmarks, and this bar sits above the header.
    <section aria-label={t('barLabel')} className="bg-plum-950 text-xs text-plum-100">
      <div className="container-page flex min-h-10 flex-wrap items-center justify-between gap-x-4 pt-1 sm:pt-0">
        {shown.length > 0 && (
          <p className="flex items-center gap-3 whitespace-nowrap" aria-label={t('rates')}>
            <span className="text-gold-300">{t('ratesShort')}</span>
            {shown.map((r) => (
              <span key={r.target_currency.id} className="tabular-nums">
                {formatRate(r.tax, currencyById(r.target_currency.id))}
              </span>
            ))}
          </p>
        )}
        <div className="ml-auto flex items-center">
          <a href={chatHref(locale)} target="_blank" rel={CHAT_REL} className={`${barLink} gap-1.5`}>
            <WhatsAppIcon className="text-base text-whatsapp" />
            <span className="sr-only sm:not-sr-only">{t('whatsapp')}</span>
          </a>
          <Link href={localizePath(locale, '/sobre-nos')} className={barLink}>
            {t('about')}
          </Link>
          <PreferencesSwitcher
            locale={locale}
            currency={currency}
            labels={{
              language: t('language'),
              languageLocked: t('languageLocked'),
              currency: t('currency'),
              languages: Object.fromEntries(LOCALES.map((l) => [l, t(`languages.${l}`)])) as Record<
                AppLocale,
                string
              >,
              currencies: Object.fromEntries(
                CURRENCY_SEGMENTS.map((c) => [c, t(`currencies.${c}`)]),
              ) as Record<CurrencySegment, string>,
            }}
          />
        </div>
      </div>
    </section>
  );
}
