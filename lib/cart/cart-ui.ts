import { atom, createStore } from 'jotai/vanilla';

/**
 * Cart UI state shared by the small always-loaded islands (header button, add-to-cart buttons) and the lazily
 * loaded cart island (panel, cart logic). One jotai store per tab; nothing here imports the cart logic, so a
 * catalogue page pays only for this file until the cart is needed.
 */
export const cartStore = createStore();

/** Spec §9: an add-to-cart button says "added" for 1.2 s; its notices last 3 s. */
export const ADDED_MS = 1200;
export const NOTICE_MS = 3000;

export const panelOpenAtom = atom(false);
/** Units in the cart for the header badge; null until the cart has loaded. */
export const cartCountAtom = atom<number | null>(null);
/** Set when something needs the cart logic now (a click before the 500 ms start delay). */
export const cartWantedAtom = atom(false);

type AddHandler = (productId: number) => Promise<void>;
let handler: AddHandler | null = null;
const waiting: Array<{ productId: number; resolve: () => void; reject: (e: unknown) => void }> = [];

/** Add-to-cart buttons call this; the cart island answers once loaded (queued until then). */
export function requestAdd(productId: number): Promise<void> {
  if (handler) return handler(productId);
  cartStore.set(cartWantedAtom, true);
  return new Promise((resolve, reject) => waiting.push({ productId, resolve, reject }));
}

/** The cart island registers its add; queued clicks run in order. */
export function registerAddHandler(next: AddHandler | null) {
  handler = next;
  if (!next) return;
  for (const w of waiting.splice(0)) next(w.productId).then(w.resolve, w.reject);
}

export function openCartPanel() {
  cartStore.set(cartWantedAtom, true);
  cartStore.set(panelOpenAtom, true);
}
