'use client';

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { withLines, type Cart } from '@/lib/cart/types';
import { addToCart, clearCart, loadCart, removeLine, setQuantity } from './cart-calls';
import { cartKey, SHIPPING_KEY } from './keys';
import { optimistic } from './optimistic';

export { cartKey, SHIPPING_KEY };

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

/** A cart mutation: the optimistic guess, then the server's cart settled in place. */
function useCartWrite<V>(
  currencyId: number,
  run: (client: QueryClient, variables: V) => Promise<Cart | null>,
  guess: (cart: Cart, variables: V) => Cart | null | undefined,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(client, variables),
    ...optimistic<Cart | null, V>(client, cartKey(currencyId), (cart, v) =>
      cart ? guess(cart, v) : undefined,
    ),
    onSuccess: (cart: Cart | null) => settleCart(client, currencyId, cart),
  });
}

export function useAddToCart(currencyId: number) {
  return useCartWrite<number>(
    currencyId,
    (client, productId) => {
      // Undefined until the page's first read answers (an add within the 500 ms start delay).
      const known = client.getQueryData<Cart | null>(cartKey(currencyId));
      return addToCart(productId, currencyId, known === undefined ? undefined : Boolean(known));
    },
    // The added line's price and name come from the server: nothing to guess.
    () => undefined,
  );
}

export function useSetQuantity(currencyId: number) {
  return useCartWrite<{ productId: number; quantity: number }>(
    currencyId,
    (_, { productId, quantity }) => setQuantity(productId, quantity, currencyId),
    (cart, { productId, quantity }) =>
      withLines(
        cart,
        cart.lines.map((l) =>
          l.productId === productId ? { ...l, quantity: Math.min(quantity, l.stock) } : l,
        ),
      ),
  );
}

export function useRemoveLine(currencyId: number) {
  return useCartWrite<number>(
    currencyId,
    (_, productId) => removeLine(productId, currencyId),
    (cart, productId) =>
      withLines(
        cart,
        cart.lines.filter((l) => l.productId !== productId),
      ),
  );
}

export function useClearCart(currencyId: number) {
  return useCartWrite<void>(
    currencyId,
    () => clearCart(currencyId),
    () => null,
  );
}
