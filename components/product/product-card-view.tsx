import Link from '@/components/ui/soft-link';
import { stockBadge } from '@/lib/catalog/badges';
import { displayPrice } from '@/lib/catalog/price';
import type { ProductSummary } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { CardImage } from './card-image';
import { CardAddButton } from '@/components/cart/card-add-button';
import { canAddToCart } from '@/lib/cart/availability';
import { fill, type AddToCartLabels } from '@/lib/cart/labels';

/** Grid widths: 2 columns on phones, 3 from 640 px, 4 from 992 px, 5 from 1280 px. */
export const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 992px) 22vw, (min-width: 640px) 31vw, 48vw';

/** A card's strings (Product, Wishlist and Cart namespaces), resolved on the server; templates keep {code}, {name}. */
export interface ProductCardLabels {
  outOfStock: string;
  onlyInStore: string;
  code: string;
  priceOnRequest: string;
  noImage: string;
  wishlist: { heart: string; saved: string; notSaved: string };
  cart: AddToCartLabels;
}

/**
 * Product card (spec §2): image, name, price if allowed, code, stock badges, wishlist heart, add-to-cart (hidden
 * with the price or the cart off). Neither a server nor a client component: grids render it on the server, the
 * related-products island in the browser; either way inside CardActions, which runs its heart and cart button.
 */
export function ProductCardView({
  product,
  locale,
  labels,
  cart,
  eager = false,
  sizes = CARD_SIZES,
}: {
  product: ProductSummary;
  locale: AppLocale;
  labels: ProductCardLabels;
  /** Whether buying online is on (CART_ENABLED). */
  cart: boolean;
  eager?: boolean;
  sizes?: string;
}) {
  const price = displayPrice(product);
  const badge = stockBadge(product);
  const image = product.imagens[0]?.url;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line/70 bg-paper shadow-card transition hover:-translate-y-0.5 hover:shadow-lift">
      <div className="relative aspect-square bg-gradient-to-b from-ivory to-plum-50/60">
        {image ? (
          <CardImage
            src={image}
            alt={product.nome}
            sizes={sizes}
            loading={eager ? 'eager' : 'lazy'}
            className={`object-contain p-3 transition duration-300 group-hover:scale-[1.03] ${badge === 'outOfStock' ? 'opacity-60 grayscale' : ''}`}
          />
        ) : (
          <span className="grid h-full place-items-center text-xs text-muted">{labels.noImage}</span>
        )}
        {badge && (
          <span
            className={`absolute top-2 left-2 rounded-full px-2.5 py-1 text-[11px] font-semibold tracking-wide uppercase ${
              badge === 'outOfStock'
                ? 'bg-ink/85 text-white'
                : 'bg-gold-100 text-gold-700 ring-1 ring-gold-300'
            }`}
          >
            {labels[badge]}
          </span>
        )}
        {/* Above the card's full-size link; pressed state and clicks are the grid's CardActions'. */}
        <button
          type="button"
          aria-pressed={false}
          aria-label={fill(labels.wishlist.heart, { name: product.nome })}
          title={labels.wishlist.notSaved}
          data-wishlist-heart={product.id}
          className="card-heart absolute top-2 right-2 z-10"
        >
          <span aria-hidden="true" className="glyph glyph-heart" />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {product.brand && (
          <p className="text-[11px] font-semibold tracking-widest text-gold-700 uppercase">
            {product.brand.nome}
          </p>
        )}
        <h3 className="line-clamp-2 text-sm leading-snug font-medium text-ink">
          <Link
            href={localizePath(locale, `/produto/${product.slug}`)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.nome}
          </Link>
        </h3>
        <p className="text-xs text-muted">{fill(labels.code, { code: product.codigo })}</p>
        <p
          className={`mt-auto pt-2 font-semibold tabular-nums ${price ? 'text-lg text-plum-900' : 'text-sm text-muted'}`}
        >
          {price ?? labels.priceOnRequest}
        </p>
        {price && cart && (
          <div className="pt-2">
            <CardAddButton productId={product.id} available={canAddToCart(product)} labels={labels.cart} />
          </div>
        )}
      </div>
    </article>
  );
}
