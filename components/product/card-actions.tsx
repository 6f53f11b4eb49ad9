'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { wishlistWhenIdle } from '@/components/wishlist/wishlist-when-idle';
import { ADDED_MS, NOTICE_MS, requestAdd } from '@/lib/cart/cart-ui';
import type { AddToCartLabels } from '@/lib/cart/labels';

interface Labels {
  cart: AddToCartLabels;
  wishlist: { saved: string; notSaved: string };
}

/** A button's running timer (the "added" state or a notice), so a second press restarts it. */
const timers = new WeakMap<Element, number>();

function later(el: Element, ms: number, run: () => void) {
  window.clearTimeout(timers.get(el));
  timers.set(el, window.setTimeout(run, ms));
}

/** The label's own text node is changed (not replaced), so React's node stays the one in the page. */
function setLabel(button: HTMLElement, text: string) {
  const label = button.querySelector('[data-add-label]')?.firstChild;
  if (label) label.nodeValue = text;
}

function setStatus(button: HTMLElement, text: string, notice: boolean) {
  const status = button.parentElement?.querySelector('[data-add-status]');
  if (!status) return;
  status.textContent = text;
  status.toggleAttribute('data-notice', notice);
  if (notice) later(status, NOTICE_MS, () => setStatus(button, '', false));
}

async function add(button: HTMLElement, labels: AddToCartLabels) {
  if (button.dataset.available === 'false') return setStatus(button, labels.unavailable, true);
  if (button.dataset.state === 'adding') return;
  button.dataset.state = 'adding';
  button.setAttribute('aria-disabled', 'true');
  setLabel(button, labels.adding);
  setStatus(button, '', false);
  const idle = () => {
    delete button.dataset.state;
    button.setAttribute('aria-disabled', 'false');
    setLabel(button, labels.addShort);
  };
  try {
    await requestAdd(Number(button.dataset.addToCart));
    // As the island button did: pressable again while it says "added".
    button.dataset.state = 'added';
    button.setAttribute('aria-disabled', 'false');
    setLabel(button, labels.added);
    setStatus(button, labels.added, false);
    later(button, ADDED_MS, () => {
      idle();
      setStatus(button, '', false);
    });
  } catch (e) {
    idle();
    // The cart island's errors carry the spec's message in the page's language.
    setStatus(button, e instanceof Error && e.message ? e.message : labels.unavailable, true);
  }
}

function syncHearts(root: HTMLElement, ids: ReadonlySet<number>, labels: Labels['wishlist']) {
  for (const heart of root.querySelectorAll<HTMLElement>('[data-wishlist-heart]')) {
    const saved = ids.has(Number(heart.dataset.wishlistHeart));
    if (heart.getAttribute('aria-pressed') === String(saved)) continue;
    heart.setAttribute('aria-pressed', String(saved));
    heart.title = saved ? labels.saved : labels.notSaved;
  }
}

/**
 * One island per grid of cards (listing, highlights row, related products) instead of two per card: one delegated
 * click handler runs the cards' add-to-cart buttons (CardAddButton) and wishlist hearts, which the server renders
 * as plain buttons (keyboard access is the native button's). The hearts are marked once the wishlist loads
 * (browser idle) and again when it or the grid's cards change (a carousel replacing its row).
 */
export function CardActions({ labels, children }: { labels: Labels; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const saved = useRef<ReadonlySet<number> | null>(null);

  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let alive = true;
    let unsubscribe = () => {};
    const observer = new MutationObserver(
      () => saved.current && syncHearts(el, saved.current, labels.wishlist),
    );
    void wishlistWhenIdle().then((m) => {
      if (!alive) return;
      unsubscribe = m.watchWishlist((ids) => {
        saved.current = ids;
        syncHearts(el, ids, labels.wishlist);
      });
      observer.observe(el, { childList: true, subtree: true });
    });
    return () => {
      alive = false;
      unsubscribe();
      observer.disconnect();
    };
  }, [labels.wishlist]);

  async function onClick(e: MouseEvent<HTMLDivElement>) {
    const target = e.target as Element;
    const button = target.closest<HTMLElement>('[data-add-to-cart]');
    if (button) return add(button, labels.cart);
    const heart = target.closest<HTMLElement>('[data-wishlist-heart]');
    if (!heart) return;
    // The watcher marks the hearts again from the cache the toggle changes.
    const m = await import('@/lib/ecom/wishlist');
    await m.toggle(Number(heart.dataset.wishlistHeart));
    if (root.current) syncHearts(root.current, m.savedIds(), labels.wishlist);
  }

  return (
    <div ref={root} onClick={(e) => void onClick(e)}>
      {children}
    </div>
  );
}
