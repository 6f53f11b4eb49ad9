import { getTranslations } from 'next-intl/server';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale, CurrencySegment } from '@/lib/i18n/config';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { productCardLabels } from './product-card';
import { RelatedCarousel } from './related-carousel';

/**
 * Related products by brand, in stock only, in the page's currency (nothing when there are none). The cards
 * load from /api/related when the carousel nears the viewport; the page carries only their strings.
 */
export async function RelatedProducts({
  product,
  locale,
  currency,
}: {
  product: ProductDetail;
  locale: AppLocale;
  currency: CurrencySegment;
}) {
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductPage' }),
    productCardLabels(locale),
  ]);
  const title = product.brand ? t('relatedTitle', { brand: product.brand.nome }) : t('relatedTitleGeneric');
  return (
    <RelatedCarousel
      source={`/api/related/${locale}/${currency}/${product.id}`}
      locale={locale}
      title={title}
      previous={t('previousSlide')}
      next={t('nextSlide')}
      labels={labels}
      cart={cartEnabled()}
    />
  );
}
