'use client';

import { useEffect, useState } from 'react';
import { BagIcon } from '@/components/ui/icons';
import { ADDED_MS, NOTICE_MS, requestAdd } from '@/lib/cart/cart-ui';
import type { AddToCartLabels } from '@/lib/cart/labels';

/**
 * Add-to-cart island for the product page and favourites (card grids use CardAddButton with CardActions). It
 * holds no cart logic: the request goes to the lazily loaded cart island (lib/cart/cart-ui.ts), so catalogue
 * pages stay light and cached. Unavailable products
 * (no stock or no measure unit) keep a focusable button that explains why instead of adding.
 */
export function AddToCartButton({
  productId,
  available,
  labels,
  size = 'card',
}: {
  productId: number;
  available: boolean;
  labels: AddToCartLabels;
  size?: 'card' | 'page';
}) {
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'added') return;
    const t = setTimeout(() => setState('idle'), ADDED_MS);
    return () => clearTimeout(t);
  }, [state]);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(t);
  }, [notice]);

  async function onClick() {
    if (!available) {
      setNotice(labels.unavailable);
      return;
    }
    if (state === 'adding') return;
    setState('adding');
    setNotice(null);
    try {
      await requestAdd(productId);
      setState('added');
    } catch (e) {
      setState('idle');
      // The cart island's errors carry the spec's message in the page's language (EcomError); not imported
      // here, so catalogue pages do not ship the message catalogue.
      setNotice(e instanceof Error && e.message ? e.message : labels.unavailable);
    }
  }

  const base =
    size === 'page'
      ? 'w-full rounded-full px-6 py-3.5 text-base sm:w-auto'
      : 'w-full rounded-full px-3 py-2 text-sm';
  const tone = available
    ? 'bg-plum-900 text-white hover:bg-plum-700'
    : 'cursor-not-allowed bg-line text-muted';
  return (
    <div className="relative z-10 print:hidden">
      <button
        type="button"
        onClick={onClick}
        aria-disabled={!available || state === 'adding'}
        data-testid={size === 'page' ? 'product-add-to-cart' : 'add-to-cart'}
        data-cart-intent
        className={`inline-flex items-center justify-center gap-2 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 ${base} ${tone}`}
      >
        <BagIcon className="shrink-0 text-lg" />
        <span>
          {state === 'added'
            ? labels.added
            : state === 'adding'
              ? labels.adding
              : size === 'page'
                ? labels.add
                : labels.addShort}
        </span>
      </button>
      {/* The product page says up front why it cannot be bought; a card says it when pressed. */}
      {!available && size === 'page' && !notice && (
        <p className="mt-1.5 text-sm text-muted">{labels.unavailable}</p>
      )}
      <p role="status" className={`text-xs ${notice ? 'mt-1.5 text-danger' : 'sr-only'}`}>
        {notice ?? (state === 'added' ? labels.added : '')}
      </p>
    </div>
  );
}
