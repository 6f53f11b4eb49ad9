'use client';

import { useAtomValue } from 'jotai/react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { BagIcon } from '@/components/ui/icons';
import { cartCountAtom, cartStore, cartWantedAtom, openCartPanel } from '@/lib/cart/cart-ui';
import { fill, type CartLabels } from '@/lib/cart/labels';
import { splitLocale } from '@/lib/i18n/paths';
import type { AppLocale, CurrencySegment } from '@/lib/i18n/config';

/** The cart logic, React Query and the panel load after the page is interactive (spec §9: 500 ms after start). */
const CartIsland = dynamic(() => import('./cart-island').then((m) => m.CartIsland), { ssr: false, loading: () => null });
const START_DELAY_MS = 500;

/**
 * Header cart button (spec §2) with the item count. Always in the shell: tiny, with the cart island loaded
 * lazily (at once when the shopper clicks a cart button earlier). On /checkout the panel never opens.
 */
export function CartButton({ locale, currency, labels }: { locale: AppLocale; currency: CurrencySegment; labels: CartLabels }) {
  const count = useAtomValue(cartCountAtom, { store: cartStore });
  const wanted = useAtomValue(cartWantedAtom, { store: cartStore });
  const [started, setStarted] = useState(false);
  const onCheckout = splitLocale(usePathname()).path === '/checkout';

  useEffect(() => {
    const t = setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  const label = count ? fill(labels.openWithCount, { count }) : labels.open;
  return (
    <>
      <button
        type="button"
        onClick={() => !onCheckout && openCartPanel()}
        aria-disabled={onCheckout || undefined}
        aria-label={label}
        aria-haspopup="dialog"
        data-testid="cart-button"
        className="relative inline-flex size-10 items-center justify-center rounded-full text-2xl text-plum-900 hover:bg-plum-50"
      >
        <BagIcon />
        {count ? (
          <span
            data-testid="cart-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-gold-500 px-1 text-[11px] leading-5 font-bold text-plum-950 tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {(started || wanted) && <CartIsland locale={locale} currency={currency} labels={labels} onCheckout={onCheckout} />}
    </>
  );
}
