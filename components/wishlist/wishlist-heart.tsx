'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

type Store = typeof import('./wishlist-store');
const noop = () => () => undefined;

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
    const load = () =>
      void import('./wishlist-store').then((m) => {
        void m.ensureLoaded();
        if (alive) setStore(m);
      });
    const idle = window.requestIdleCallback?.(load, { timeout: 3000 }) ?? window.setTimeout(load, 1500);
    return () => {
      alive = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
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
