type Store = typeof import('./wishlist-store');
export type WishlistStore = Store;

let idleStore: Promise<Store> | null = null;

/**
 * The wishlist logic, loaded once when the browser is first idle. Shared by every heart on the page (card grids
 * and the product page's heart): one idle callback and one import, not one of each per heart.
 */
export function wishlistWhenIdle(): Promise<Store> {
  idleStore ??= new Promise<void>((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else window.setTimeout(resolve, 1500);
  }).then(async () => {
    const m = await import('./wishlist-store');
    void m.ensureLoaded();
    return m;
  });
  return idleStore;
}
