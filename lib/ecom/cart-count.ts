import { cartCountAtom, cartStore } from '@/lib/cart/cart-ui';
import type { Cart } from '@/lib/cart/types';
import { storedCartExternalId } from './cart-storage';

/**
 * The header count without the cart island (React Query, the add and the panel): an anonymous shopper who
 * only browses loads this small module 500 ms after start (spec §9) and nothing else of the cart. It re-reads
 * when the tab becomes visible again (a second tab's changes), as the island's query does. Once the island
 * starts (first add or open, or a signed-in shopper) it owns the count and this stops.
 */
let handedOver = false;
let last: { currencyId: number; cart: Cart | null } | null = null;

/**
 * A browser that keeps no cart has nothing to count (most first visits): the cart calls and their contract
 * schemas load only when there is a cart to read.
 */
async function load(currencyId: number): Promise<Cart | null> {
  if (!storedCartExternalId()) return null;
  const { loadCart } = await import('./cart-calls');
  return loadCart(currencyId);
}

async function read(currencyId: number) {
  const cart = await load(currencyId).catch(() => undefined);
  if (handedOver || cart === undefined) return;
  last = { currencyId, cart };
  cartStore.set(cartCountAtom, cart?.itemCount ?? 0);
}

export function startCartCount(currencyId: number): () => void {
  // On window, where React Query listens too (the document's event bubbles there).
  const onVisible = () => document.visibilityState === 'visible' && void read(currencyId);
  window.addEventListener('visibilitychange', onVisible);
  void read(currencyId);
  return () => window.removeEventListener('visibilitychange', onVisible);
}

/** The island takes over: later reads here are dropped; the cart already read seeds its query. */
export function handOverCartCount(currencyId: number): Cart | null | undefined {
  handedOver = true;
  return last?.currencyId === currencyId ? last.cart : undefined;
}
