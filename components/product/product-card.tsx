import { getTranslations } from 'next-intl/server';
import type { ProductSummary } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { addToCartLabels } from '@/lib/cart/availability';
import { CardActions } from './card-actions';
import { CARD_SIZES, ProductCardView, type ProductCardLabels } from './product-card-view';

/** The card's strings in one language (for server cards, and as props for the related-products island). */
export async function productCardLabels(locale: AppLocale): Promise<ProductCardLabels> {
  const [t, tw, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'Product' }),
    getTranslations({ locale, namespace: 'Wishlist' }),
    getTranslations({ locale, namespace: 'Cart' }),
  ]);
  return {
    outOfStock: t('outOfStock'),
    onlyInStore: t('onlyInStore'),
    code: t.raw('code') as string,
    priceOnRequest: t('priceOnRequest'),
    noImage: t('noImage'),
    wishlist: { heart: tw.raw('heart') as string, saved: tw('saved'), notSaved: tw('notSaved') },
    cart: addToCartLabels(tc),
  };
}

/**
 * One product card rendered on the server; see ProductCardView. Grids (listings, highlights) render ProductCardView
 * themselves with one productCardLabels() object for all their cards, which the RSC payload then carries once.
 */
export async function ProductCard({
  product,
  locale,
  eager = false,
  sizes = CARD_SIZES,
}: {
  product: ProductSummary;
  locale: AppLocale;
  eager?: boolean;
  sizes?: string;
}) {
  const labels = await productCardLabels(locale);
  return (
    <CardActions labels={labels}>
      <ProductCardView
        product={product}
        locale={locale}
        labels={labels}
        cart={cartEnabled()}
        eager={eager}
        sizes={sizes}
      />
    </CardActions>
  );
}
