type Wishlist = typeof import('@/lib/ecom/wishlist');

let idle: Promise<Wishlist> | null = null;

/**
 * The wishlist logic (lib/ecom/wishlist.ts), loaded once when the browser is first idle. Shared by every heart on
 * the page (card grids and the product page's heart): one idle callback and one import, not one of each per heart.
 */
export function wishlistWhenIdle(): Promise<Wishlist> {
  idle ??= new Promise<void>((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else window.setTimeout(resolve, 1500);
  }).then(() => import('@/lib/ecom/wishlist'));
  return idle;
}
