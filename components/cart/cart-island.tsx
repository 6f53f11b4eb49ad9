'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai/react';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { getQueryClient } from '@/lib/ecom/query-client';
import { handOverCartCount } from '@/lib/ecom/cart-count';
import { cartCountAtom, cartStore, panelOpenAtom, registerAddHandler } from '@/lib/cart/cart-ui';
import type { CartLabels } from '@/lib/cart/labels';
import { useAddToCart, useCart } from '@/lib/ecom/cart';
import { currencyOfSegment, type AppLocale, type CurrencySegment } from '@/lib/i18n/config';

/** The panel (dialog, lines, checkout entry) loads when first opened, or after an add when opening is likely. */
const loadPanel = () => import('./cart-panel').then((m) => m.CartPanel);
const CartPanel = dynamic(loadPanel, { ssr: false, loading: () => null });

interface IslandProps {
  locale: AppLocale;
  currency: CurrencySegment;
  labels: CartLabels;
  onCheckout: boolean;
}

function CartLogic({ locale, currency, labels, onCheckout }: IslandProps) {
  const currencyId = currencyOfSegment(currency).id;
  // The cart the header's count already read (if any) shows at once; the query re-reads it.
  const [seed] = useState(() => handOverCartCount(currencyId));
  const cart = useCart(currencyId, seed);
  const add = useAddToCart(currencyId);
  const setCount = useSetAtom(cartCountAtom, { store: cartStore });
  const setOpen = useSetAtom(panelOpenAtom, { store: cartStore });
  const open = useAtomValue(panelOpenAtom, { store: cartStore });
  // Once opened the panel stays mounted: its exit animation and focus return need it.
  const [panelShown, setPanelShown] = useState(open);
  if (open && !panelShown) setPanelShown(true);

  useEffect(() => {
    if (cart.isSuccess) setCount(cart.data?.itemCount ?? 0);
  }, [cart.isSuccess, cart.data, setCount]);

  const mutate = add.mutateAsync;
  useEffect(() => {
    registerAddHandler(async (productId) => {
      await mutate(productId);
      void loadPanel();
    });
    return () => registerAddHandler(null);
  }, [mutate]);

  // Spec §2: the panel cannot open on /checkout.
  useEffect(() => {
    if (onCheckout) setOpen(false);
  }, [onCheckout, setOpen]);

  return panelShown ? <CartPanel locale={locale} currency={currency} labels={labels} cart={cart} /> : null;
}

export function CartIsland(props: IslandProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <CartLogic {...props} />
    </QueryClientProvider>
  );
}
