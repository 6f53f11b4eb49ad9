'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { useFavorites, useRemoveFavorite } from '@/lib/ecom/favorites';
import { canAddToCart } from '@/lib/cart/availability';
import type { AddToCartLabels } from '@/lib/cart/labels';
import { stockBadge } from '@/lib/catalog/badges';
import { displayPrice } from '@/lib/catalog/price';
import type { ProductSummary } from '@/lib/contract/catalog';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

function SavedProduct({
  product,
  locale,
  addLabels,
  onRemove,
  removing,
}: {
  product: ProductSummary;
  locale: AppLocale;
  /** null: the cart is switched off (CART_ENABLED=false). */
  addLabels: AddToCartLabels | null;
  onRemove: () => void;
  removing: boolean;
}) {
  const t = useTranslations('Wishlist');
  const price = displayPrice(product);
  const badge = stockBadge(product);
  const href = localizePath(locale, `/produto/${product.slug}`);
  const image = product.imagens[0]?.url;
  return (
    <li
      className="flex gap-4 rounded-2xl border border-line bg-paper p-3 sm:p-4"
      aria-busy={removing}
      data-favorite={product.id}
    >
      <Link
        href={href}
        className="relative size-24 shrink-0 overflow-hidden rounded-xl bg-ivory sm:size-28"
        tabIndex={-1}
        aria-hidden="true"
      >
        {image && <Image src={image} alt="" fill sizes="112px" className="object-contain p-2" />}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {product.brand && (
          <p className="text-[11px] font-semibold tracking-widest text-gold-700 uppercase">
            {product.brand.nome}
          </p>
        )}
        <h3 className="line-clamp-2 text-sm leading-snug font-medium text-ink">
          <Link href={href} className="hover:underline">
            {product.nome}
          </Link>
        </h3>
        <p className="text-xs text-muted">{t('code', { code: product.codigo })}</p>
        <p className="flex flex-wrap items-center gap-2">
          <span className={`font-semibold tabular-nums ${price ? 'text-plum-900' : 'text-sm text-muted'}`}>
            {price ?? t('priceOnRequest')}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${
              badge === 'outOfStock'
                ? 'bg-ink/85 text-white'
                : badge === 'onlyInStore'
                  ? 'bg-gold-100 text-gold-700'
                  : 'bg-success/10 text-success'
            }`}
          >
            {t(badge ?? 'inStock')}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-start gap-2 pt-2">
          {/* The card's rules: hidden with the price or the cart off; an unavailable product explains itself when pressed. */}
          {price && addLabels && (
            <div className="w-36">
              <AddToCartButton productId={product.id} available={canAddToCart(product)} labels={addLabels} />
            </div>
          )}
          <Link
            href={href}
            className="rounded-full border border-plum-900/30 px-4 py-2 text-sm font-semibold text-plum-900 hover:bg-plum-50"
          >
            {t('viewProduct')}
          </Link>
          <button
            type="button"
            disabled={removing}
            aria-label={t('removeLabel', { name: product.nome })}
            onClick={onRemove}
            className="rounded-full border border-danger/40 px-4 py-2 text-sm font-semibold text-danger hover:bg-danger/5 disabled:opacity-60"
          >
            {removing ? t('removing') : t('remove')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** /perfil/favoritos: anonymous wishes are moved in first, then the list is read in the page's currency. */
export function FavoritesList({
  locale,
  currencyId,
  browseHref,
  addLabels,
}: {
  locale: AppLocale;
  currencyId: number;
  browseHref: string;
  /** The add-to-cart button's strings, or null when the cart is switched off. */
  addLabels: AddToCartLabels | null;
}) {
  const t = useTranslations('Wishlist');
  const query = useFavorites(currencyId);
  const remove = useRemoveFavorite();
  const products = query.data ?? [];

  return (
    <section
      aria-labelledby="favorites-title"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-paper p-5 sm:p-6"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="favorites-title" className="section-title">
          {t('title')}
        </h2>
        {query.isSuccess && products.length > 0 && (
          <p className="text-sm text-muted">{t('count', { count: products.length })}</p>
        )}
      </header>
      <p className="-mt-2 text-sm text-muted">{t('intro')}</p>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('loading')}</span>
          {[0, 1].map((i) => (
            <div key={i} className="skeleton h-32 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
        >
          {query.error.message || t('error')}
          <button type="button" className="btn-outline px-4 py-1.5" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : products.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-ink">{t('empty')}</p>
          <Link href={browseHref} className="btn-primary">
            {t('browse')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {products.map((p) => (
            <SavedProduct
              key={p.id}
              product={p}
              locale={locale}
              addLabels={addLabels}
              removing={remove.isPending && remove.variables === p.id}
              onRemove={() => remove.mutate(p.id)}
            />
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className="text-sm text-danger">
          {remove.error.message}
        </p>
      )}
    </section>
  );
}
