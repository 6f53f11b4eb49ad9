import { getTranslations } from 'next-intl/server';
import { getStoreHours } from '@/lib/api/content';
import type { AppLocale } from '@/lib/i18n/config';

/** Spec §1: Brazil is pickup in store only; Paraguay is home delivery or pickup. */
export async function DeliveryNotice({ locale }: { locale: AppLocale }) {
  // The hours staff saved (tag content:store, fetched once per render with the footer's); the built-in sentence if
  // the API fails.
  const [t, hours] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductPage' }),
    getStoreHours(locale),
  ]);
  const rows = [
    { key: 'deliveryBrazil', glyph: 'glyph-store' },
    { key: 'deliveryParaguay', glyph: 'glyph-truck' },
  ] as const;
  const ordered = locale === 'es-PY' ? [...rows].reverse() : rows;
  return (
    <section aria-labelledby="delivery-title" className="rounded-card border border-line bg-paper p-4">
      <h2 id="delivery-title" className="text-sm font-semibold text-plum-900">
        {t('deliveryTitle')}
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-ink">
        {ordered.map(({ key, glyph }) => (
          <li key={key} className="flex items-start gap-2.5">
            {/* A CSS mask, not an inline SVG: one class in the HTML and the RSC payload (decision 0035). */}
            <span aria-hidden="true" className={`glyph ${glyph} mt-0.5 text-lg text-gold-700`} />
            {t(key)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">{hours ? t('storeOpen', { hours }) : t('storeHours')}</p>
    </section>
  );
}
