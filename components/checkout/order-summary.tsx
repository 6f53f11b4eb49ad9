'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/cart/types';
import { formatMoney } from '@/lib/money';

/**
 * The order summary of both checkout steps: items, subtotal with the number of items, the shipping chosen in step 1
 * (its name once known, "free" at 0) and the total, in the cart's currency. Step 2 folds the item list away so the
 * payment methods stay near the top on a phone; the totals stay in view.
 */
export function OrderSummary({
  cart,
  shipping,
  shippingLabel,
  foldItems = false,
}: {
  cart: Cart;
  shipping: number | null;
  /** The service's name or the pickup point's, shown under the shipping line. */
  shippingLabel?: string;
  foldItems?: boolean;
}) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Cart');
  const money = (v: number) => formatMoney(v, cart.currencyId);
  const count = cart.lines.reduce((n, line) => n + line.quantity, 0);
  const items = (
    <ul className="mt-3 divide-y divide-line" data-testid="checkout-items">
      {cart.lines.map((line) => (
        <li key={line.productId} className="flex items-center gap-3 py-3">
          <div className="relative size-16 shrink-0 overflow-hidden rounded-lg border border-line bg-ivory">
            {line.image && <Image src={line.image} alt="" fill sizes="64px" className="object-contain p-1" />}
          </div>
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium text-ink">{line.name}</p>
            <p className="text-xs text-muted">
              {line.quantity} × {money(line.unitPrice)}
            </p>
            {line.priceChanged && <p className="text-xs font-medium text-gold-700">{tc('priceChanged')}</p>}
          </div>
          <p className="text-sm font-semibold text-plum-900 tabular-nums">{money(line.subtotal)}</p>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-card border border-line bg-paper p-4 shadow-card sm:p-5"
      data-testid="order-summary"
    >
      <h2 id="summary-title" className="section-title">
        {foldItems ? t('summary') : t('items')}
      </h2>
      {foldItems ? (
        <details className="group mt-2">
          <summary className="cursor-pointer text-sm font-medium text-plum-900 underline-offset-2 hover:underline">
            {t('showItems', { count })}
          </summary>
          {items}
        </details>
      ) : (
        items
      )}
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted">
            {t('subtotal')} <span data-testid="checkout-count">({t('itemCount', { count })})</span>
          </dt>
          <dd className="tabular-nums">{money(cart.total)}</dd>
        </div>
        {shipping !== null && (
          <div className="flex justify-between gap-3">
            <dt className="min-w-0 text-muted">
              {t('shipping')}
              {shippingLabel ? (
                <span className="block text-xs text-ink" data-testid="checkout-shipping-label">
                  {shippingLabel}
                </span>
              ) : null}
            </dt>
            <dd className="shrink-0 tabular-nums" data-testid="checkout-shipping">
              {shipping === 0 ? t('free') : money(shipping)}
            </dd>
          </div>
        )}
        <div className="flex justify-between pt-1 text-base font-semibold text-plum-900">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {money(cart.total + (shipping ?? 0))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
