import Link from '@/components/ui/soft-link';
import { getTranslations } from 'next-intl/server';
import { getProducts } from '@/lib/api';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { productCardLabels } from '@/components/product/product-card';
import { CardActions } from '@/components/product/card-actions';
import { ProductCardView } from '@/components/product/product-card-view';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { HighlightsCarousel } from './highlights-carousel';
import { HIGHLIGHT_SIZES } from './highlights-layout';

/** Spec §7/§9 highlights: in-stock, ordered by "ordem", by category or brand, in the page's currency. */
export async function Highlights({
  locale,
  currencyId,
  title,
  href,
  filter,
}: {
  locale: AppLocale;
  currencyId: number;
  title: string;
  href: string;
  filter: { categoryId?: number; brandId?: number };
}) {
  const [t, labels] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    productCardLabels(locale),
  ]);
  let products;
  try {
    ({ data: products } = await getProducts({
      locale,
      currencyId,
      perPage: 12,
      inStock: true,
      orderBy: 'ordem',
      order: 'asc',
      allProducts: true,
      ...filter,
    }));
  } catch (err) {
    // Spec §8: product failures are only logged; the home page shows what it can.
    console.error('[home] highlights failed:', (err as Error).message);
    return null;
  }
  if (products.length === 0) return null;
  const cart = cartEnabled();
  // One labels object for the row (not one per card): the page's RSC payload carries it once.
  return (
    <section className="defer-render container-page" aria-labelledby={`hl-${href}`}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={`hl-${href}`} className="section-title">
          {title}
        </h2>
        <Link
          href={localizePath(locale, href)}
          className="shrink-0 text-sm font-semibold text-gold-700 hover:underline"
        >
          {t('seeAll')}
        </Link>
      </div>
      <CardActions labels={labels}>
        <HighlightsCarousel
          label={title}
          previous={t('previousSlide')}
          next={t('nextSlide')}
          items={products.map((p) => (
            <ProductCardView
              key={p.id}
              product={p}
              locale={locale}
              labels={labels}
              cart={cart}
              sizes={HIGHLIGHT_SIZES}
            />
          ))}
        />
      </CardActions>
    </section>
  );
}
