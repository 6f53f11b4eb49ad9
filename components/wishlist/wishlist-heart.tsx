'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

type Store = typeof import('./wishlist-store');
const noop = () => () => undefined;

let idleStore: Promise<Store> | null = null;
/**
 * The wishlist logic, loaded once when the browser is first idle. Shared by every heart on the page: one idle
 * callback and one re-render for a grid of cards, not one of each per card.
 */
function storeWhenIdle(): Promise<Store> {
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

export interface WishlistHeartLabels {
  /** Accessible name, the same whatever the state (aria-pressed says whether it is saved). */
  label: string;
  saved: string;
  notSaved: string;
}

/**
 * The heart toggle of spec §1 on product cards and the product page. Server-rendered unpressed (the pages stay
 * ISR-cached for everyone); the wishlist logic loads when the browser is idle, or at the first click.
 */
export function WishlistHeart({
  productId,
  labels,
  className = '',
}: {
  productId: number;
  labels: WishlistHeartLabels;
  className?: string;
}) {
  const [store, setStore] = useState<Store | null>(null);
  useEffect(() => {
    let alive = true;
    void storeWhenIdle().then((m) => alive && setStore(m));
    return () => {
      alive = false;
    };
  }, []);
  useSyncExternalStore(
    store?.subscribe ?? noop,
    () => store?.getVersion() ?? 0,
    () => 0,
  );
  const saved = store?.has(productId) ?? false;

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={labels.label}
      title={saved ? labels.saved : labels.notSaved}
      data-wishlist-heart={productId}
      className={`grid size-10 place-items-center rounded-full bg-paper/95 shadow-card ring-1 ring-line/70 transition hover:scale-105 hover:ring-plum-300 ${
        saved ? 'text-danger' : 'text-plum-900'
      } ${className}`}
      onClick={async () => {
        const m = store ?? (await import('./wishlist-store'));
        if (!store) setStore(m);
        await m.toggle(productId);
      }}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
