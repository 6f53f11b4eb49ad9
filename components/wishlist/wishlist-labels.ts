import type { WishlistHeartLabels } from './wishlist-heart';

/** The heart's strings for one product, from the Wishlist messages (the "{name}" template filled here). */
export function wishlistLabels(
  messages: { heart: string; saved: string; notSaved: string },
  name: string,
): WishlistHeartLabels {
  return {
    label: messages.heart.replace('{name}', name),
    saved: messages.saved,
    notSaved: messages.notSaved,
  };
}
