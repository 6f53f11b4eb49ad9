'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { wishlistWhenIdle, type WishlistStore as Store } from './wishlist-when-idle';

const noop = () => () => undefined;

export interface WishlistHeartLabels {
  /** Accessible name, the same whatever the state (aria-pressed says whether it is saved). */
  label: string;
  saved: string;
  notSaved: string;
}

/**
 * The heart toggle of spec §1 on the product page. Server-rendered unpressed (the pages stay ISR-cached for
 * everyone); the wishlist logic loads when the browser is idle, or at the first click. Card grids do not hydrate
 * one of these per card: their hearts are plain markup driven by CardActions.
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
    void wishlistWhenIdle().then((m) => alive && setStore(m));
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
      className={`card-heart ${className}`}
      onClick={async () => {
        const m = store ?? (await import('./wishlist-store'));
        if (!store) setStore(m);
        await m.toggle(productId);
      }}
    >
      <span aria-hidden="true" className="glyph glyph-heart" />
    </button>
  );
}
