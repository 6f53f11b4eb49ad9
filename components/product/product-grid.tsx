import type { ProductSummary } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { productCardLabels } from './product-card';
import { CardActions } from './card-actions';
import { ProductCardView } from './product-card-view';

/**
 * The first row loads eagerly: one of those images is the listing's LCP. The cards share one labels object, so
 * the page's RSC payload (parsed before hydration) carries it once instead of once per card. The cards' buttons
 * are one CardActions island for the grid, not two islands per card.
 */
export async function ProductGrid({
  products,
  locale,
  wide = false,
}: {
  products: ProductSummary[];
  locale: AppLocale;
  wide?: boolean;
}) {
  const labels = await productCardLabels(locale);
  const cart = cartEnabled();
  return (
    <CardActions labels={labels}>
      <ul
        className={`grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 ${wide ? 'lg:grid-cols-4 xl:grid-cols-5' : 'lg:grid-cols-3 xl:grid-cols-4'}`}
      >
        {products.map((p, i) => (
          // Cards past the first row skip style and layout until near the viewport (decision 0035).
          <li
            key={p.id}
            className={i < 4 ? undefined : 'defer-render [contain-intrinsic-block-size:auto_340px]'}
          >
            <ProductCardView product={p} locale={locale} labels={labels} cart={cart} eager={i < 4} />
          </li>
        ))}
      </ul>
    </CardActions>
  );
}
