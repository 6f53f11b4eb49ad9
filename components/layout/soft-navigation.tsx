'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { SOFT_LINK_ATTR } from '@/components/ui/soft-link';

const SELECTOR = `a[${SOFT_LINK_ATTR}]`;
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** The same-tab, same-origin store link an event happened on, if any. */
function softLink(e: Event): HTMLAnchorElement | null {
  const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>(SELECTOR) : null;
  if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download') || a.origin !== location.origin)
    return null;
  return a;
}

/** A text search's page spends the shopper's search allowance (decision 0022): never prefetched. */
const isTextSearch = (a: HTMLAnchorElement) => Boolean(new URLSearchParams(a.search).get('text')?.trim());

/**
 * Client-side navigation for every `SoftLink` on the page through two listeners, instead of one next/link island
 * per link (the home has about 100). Clicks with a modifier key, another button, or already handled (the card
 * buttons' CardActions) are the browser's. A link is prefetched when a pointer or the keyboard reaches it.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onIntent = (e: Event) => {
      const a = softLink(e);
      if (!a || isTextSearch(a)) return;
      const href = a.pathname + a.search;
      if (prefetched.has(href) || href === location.pathname + location.search) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = softLink(e);
      if (!a) return;
      e.preventDefault();
      router.push(a.pathname + a.search + a.hash);
    };
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    // Bubbling on window: React's handlers (on the document) have run and may have handled the click.
    window.addEventListener('click', onClick);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
      window.removeEventListener('click', onClick);
    };
  }, [router]);
  return null;
}
