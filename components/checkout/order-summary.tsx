'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/cart/types';
import { formatMoney } from '@/lib/money';

/** Step 1's items and totals; the shipping line appears once an option is chosen. */
export function OrderSummary({ cart, shipping }: { cart: Cart; shipping: number | null }) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Cart');
  const money = (v: number) => formatMoney(v, cart.currencyId);
  return (
    <section aria-labelledby="summary-title" className="rounded-card border border-line bg-paper p-4 shadow-card sm:p-5">
      <h2 id="summary-title" className="section-title">
        {t('items')}
      </h2>
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
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{t('subtotal')}</dt>
          <dd className="tabular-nums">{money(cart.total)}</dd>
        </div>
        {shipping !== null && (
          <div className="flex justify-between">
            <dt className="text-muted">{t('shipping')}</dt>
            <dd className="tabular-nums" data-testid="checkout-shipping">{shipping === 0 ? t('free') : money(shipping)}</dd>
          </div>
        )}
        <div className="flex justify-between pt-1 text-base font-semibold text-plum-900">
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">{money(cart.total + (shipping ?? 0))}</dd>
        </div>
      </dl>
    </section>
  );
}
