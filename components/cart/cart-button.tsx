'use client';

import { useAtomValue } from 'jotai/react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { hasSessionHint } from '@/lib/ecom/session-hint';
import { BagIcon } from '@/components/ui/icons';
import { cartCountAtom, cartStore, cartWantedAtom, openCartPanel } from '@/lib/cart/cart-ui';
import { fill, type CartLabels } from '@/lib/cart/labels';
import { splitLocale } from '@/lib/i18n/paths';
import { currencyOfSegment, type AppLocale, type CurrencySegment } from '@/lib/i18n/config';

/** The cart logic and React Query: at the first add or open, or 500 ms after start for a signed-in shopper. */
const loadIsland = () => import('./cart-island');
const CartIsland = dynamic(() => loadIsland().then((m) => m.CartIsland), { ssr: false, loading: () => null });
const START_DELAY_MS = 500;
/** What shows intent to use the cart: a card's add button, the AddToCartButton island (product page, favourites) or this header button. */
const INTENT = '[data-add-to-cart], [data-cart-intent]';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Fetches the island's code when a pointer or the keyboard reaches an add or cart button, so the first add does
 * not wait for the download (the click comes ~100 ms or more later); nothing runs until the add asks for it.
 */
function useWarmIslandOnIntent(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onIntent = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest(INTENT)) return;
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      void loadIsland();
    };
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
  }, [active]);
}

/**
 * Header cart button (spec §2) with the item count. Always in the shell: tiny. 500 ms after start (spec §9) the
 * count is read: by a small module for an anonymous shopper (lib/ecom/cart-count.ts), by the cart island for a
 * signed-in one (their login, logout and cart binding go through React Query, which their header loads anyway).
 * The island loads at once when the shopper adds or opens the cart. On /checkout the panel never opens.
 */
export function CartButton({
  locale,
  currency,
  labels,
}: {
  locale: AppLocale;
  currency: CurrencySegment;
  labels: CartLabels;
}) {
  const count = useAtomValue(cartCountAtom, { store: cartStore });
  const wanted = useAtomValue(cartWantedAtom, { store: cartStore });
  const [signedIn, setSignedIn] = useState(false);
  const onCheckout = splitLocale(usePathname()).path === '/checkout';
  const currencyId = currencyOfSegment(currency).id;
  const island = signedIn || wanted;
  const stopCount = useRef<(() => void) | null>(null);
  useWarmIslandOnIntent(!island);

  useEffect(() => {
    if (island) return;
    let alive = true;
    const t = setTimeout(() => {
      if (hasSessionHint()) return setSignedIn(true);
      void import('@/lib/ecom/cart-count').then((m) => {
        if (alive) stopCount.current = m.startCartCount(currencyId);
      });
    }, START_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(t);
      stopCount.current?.();
      stopCount.current = null;
    };
  }, [island, currencyId]);

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
        data-cart-intent
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
      {island && <CartIsland locale={locale} currency={currency} labels={labels} onCheckout={onCheckout} />}
    </>
  );
}
