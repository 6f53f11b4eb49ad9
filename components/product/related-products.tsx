import { getTranslations } from 'next-intl/server';
import { getRelatedProducts } from '@/lib/api';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { ProductCard } from './product-card';
import { RelatedCarousel } from './related-carousel';
import { RELATED_SIZES } from './related-layout';

/** Related products by brand, in stock only, in the page's currency. Nothing when there are none. */
export async function RelatedProducts({ product, locale, currencyId }: { product: ProductDetail; locale: AppLocale; currencyId: number }) {
  const [items, t] = await Promise.all([
    getRelatedProducts(locale, currencyId, product.id),
    getTranslations({ locale, namespace: 'ProductPage' }),
  ]);
  if (items.length === 0) return null;
  const title = product.brand ? t('relatedTitle', { brand: product.brand.nome }) : t('relatedTitleGeneric');
  return (
    <section aria-labelledby="related-title" className="print:hidden" data-testid="related">
      <h2 id="related-title" className="section-title mb-4">
        {title}
      </h2>
      <RelatedCarousel label={title} previous={t('previousSlide')} next={t('nextSlide')} items={items.map((p) => <ProductCard key={p.id} product={p} locale={locale} sizes={RELATED_SIZES} />)} />
    </section>
  );
}
