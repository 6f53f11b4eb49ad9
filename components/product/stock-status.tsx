import { getTranslations } from 'next-intl/server';
import { stockBadge } from '@/lib/catalog/badges';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';

const STYLE = {
  inStock: { dot: 'bg-success', text: 'text-success' },
  onlyInStore: { dot: 'bg-gold-500', text: 'text-gold-700' },
  outOfStock: { dot: 'bg-danger', text: 'text-danger' },
} as const;

/** Availability line per docs/decisions/0006: in stock, only in store, out of stock. */
export async function StockStatus({ product, locale }: { product: ProductDetail; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'ProductPage' });
  const key = stockBadge(product) ?? 'inStock';
  return (
    <div data-testid="availability" data-status={key}>
      <p className={`flex items-center gap-2 text-sm font-semibold ${STYLE[key].text}`}>
        <span aria-hidden="true" className={`size-2.5 rounded-full ${STYLE[key].dot}`} />
        <span className="sr-only">{t('availability')}: </span>
        {t(key)}
      </p>
      <p className="mt-0.5 pl-4.5 text-xs text-muted">{t(`${key}Hint`)}</p>
    </div>
  );
}
