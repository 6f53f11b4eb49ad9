'use client';

import { useEffect, useState } from 'react';
import { wishlistWhenIdle } from './wishlist-when-idle';

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
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    let alive = true;
    let stop = () => {};
    void wishlistWhenIdle().then((m) => {
      if (alive) stop = m.watchWishlist((ids) => setSaved(ids.has(productId)));
    });
    return () => {
      alive = false;
      stop();
    };
  }, [productId]);

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={labels.label}
      title={saved ? labels.saved : labels.notSaved}
      data-wishlist-heart={productId}
      className={`card-heart ${className}`}
      onClick={async () => {
        // A click before the idle load brings the logic at once (the cache it fills is the one watched).
        const m = await import('@/lib/ecom/wishlist');
        await m.toggle(productId);
        setSaved(m.savedIds().has(productId));
      }}
    >
      <span aria-hidden="true" className="glyph glyph-heart" />
    </button>
  );
}
