'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { addToCart, clearCart, loadCart, removeLine, setQuantity } from './cart-api';
import { withLines, type Cart } from './types';

/** Under ['ecom', …]: ending a session drops it with the customer's other data. */
export const cartKey = (currencyId: number) => ['ecom', 'cart', currencyId] as const;
export const SHIPPING_KEY = ['ecom', 'shipping'] as const;

/** Spec §9: the cart is (re)loaded 500 ms after start, not in the page's critical path. */
const START_DELAY_MS = 500;

function useStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return started;
}

/**
 * The browser's cart in the page's currency (the API re-prices on a currency change). Refetched when the tab
 * regains focus, so a second tab's changes show up.
 */
export function useCart(currencyId: number, initial?: Cart | null) {
  const started = useStarted();
  return useQuery({
    queryKey: cartKey(currencyId),
    queryFn: () => loadCart(currencyId),
    initialData: initial,
    enabled: started,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

interface Snapshot {
  previous: Cart | null | undefined;
}

/**
 * A write's answer is the newest cart there is. A read still in flight started before the write landed (the
 * island's first read 500 ms after start, racing a first add) and would overwrite it with the older cart, so
 * it is cancelled (its answer dropped) before the write's cart is stored. Spec §4: the shipping quote is
 * recomputed after each change.
 */
export async function settleCart(client: QueryClient, currencyId: number, cart: Cart | null): Promise<void> {
  await client.cancelQueries({ queryKey: cartKey(currencyId) });
  client.setQueryData(cartKey(currencyId), cart);
  void client.invalidateQueries({ queryKey: SHIPPING_KEY });
}

/** Optimistic change with rollback: the server's cart replaces the guess, an error restores the previous one. */
function optimistic(client: QueryClient, currencyId: number, change: (cart: Cart) => Cart | null) {
  return {
    onMutate: async (): Promise<Snapshot> => {
      await client.cancelQueries({ queryKey: cartKey(currencyId) });
      const previous = client.getQueryData<Cart | null>(cartKey(currencyId));
      if (previous) client.setQueryData(cartKey(currencyId), change(previous));
      return { previous };
    },
    onError: (_e: unknown, _v: unknown, snap: Snapshot | undefined) => {
      if (snap) client.setQueryData(cartKey(currencyId), snap.previous);
    },
    onSuccess: (cart: Cart | null) => settleCart(client, currencyId, cart),
  };
}

export function useAddToCart(currencyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => {
      // Undefined until the page's first read answers (an add within the 500 ms start delay).
      const known = client.getQueryData<Cart | null>(cartKey(currencyId));
      return addToCart(productId, currencyId, known === undefined ? undefined : Boolean(known));
    },
    ...optimistic(client, currencyId, (cart) => cart),
  });
}

export function useSetQuantity(currencyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) => setQuantity(productId, quantity, currencyId),
    onMutate: async ({ productId, quantity }) => {
      await client.cancelQueries({ queryKey: cartKey(currencyId) });
      const previous = client.getQueryData<Cart | null>(cartKey(currencyId));
      if (previous) {
        const lines = previous.lines.map((l) => (l.productId === productId ? { ...l, quantity: Math.min(quantity, l.stock) } : l));
        client.setQueryData(cartKey(currencyId), withLines(previous, lines));
      }
      return { previous };
    },
    onError: (_e, _v, snap) => {
      if (snap) client.setQueryData(cartKey(currencyId), snap.previous);
    },
    onSuccess: (cart) => settleCart(client, currencyId, cart),
  });
}

export function useRemoveLine(currencyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => removeLine(productId, currencyId),
    onMutate: async (productId) => {
      await client.cancelQueries({ queryKey: cartKey(currencyId) });
      const previous = client.getQueryData<Cart | null>(cartKey(currencyId));
      if (previous) client.setQueryData(cartKey(currencyId), withLines(previous, previous.lines.filter((l) => l.productId !== productId)));
      return { previous };
    },
    onError: (_e, _v, snap) => {
      if (snap) client.setQueryData(cartKey(currencyId), snap.previous);
    },
    onSuccess: (cart) => settleCart(client, currencyId, cart),
  });
}

export function useClearCart(currencyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => clearCart(currencyId),
    ...optimistic(client, currencyId, () => null),
  });
}
