'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { POPUP_IDLE_MS, POPUP_STORAGE_KEY, shouldShowPopup } from '@/lib/catalog/popup';

/** Promotional popup (banner type 7) as a modal <dialog>; shown again only after `intervalMs` (spec: 5 minutes; staff may change it). */
export function PromoPopup({
  children,
  label,
  closeLabel,
  intervalMs,
}: {
  children: ReactNode;
  label: string;
  closeLabel: string;
  intervalMs?: number;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    let show = true;
    try {
      show = shouldShowPopup(localStorage.getItem(POPUP_STORAGE_KEY), Date.now(), intervalMs);
    } catch {
      // No storage: show it once per page view.
    }
    if (!show) return;
    // Never the page's largest paint: the popup (bigger than the banner on phones) opens on the first
    // scroll, which ends LCP measurement, or POPUP_IDLE_MS after the load event for a shopper who
    // doesn't scroll. Opening it at 1.2 s made it the LCP element (4–6 s on a mobile profile).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      cleanup();
      const el = dialog.current;
      if (!el || el.open || document.querySelector('dialog[open]')) return;
      try {
        localStorage.setItem(POPUP_STORAGE_KEY, String(Date.now()));
      } catch {
        // Shown without memory.
      }
      el.showModal();
    };
    const arm = () => {
      timer = setTimeout(open, POPUP_IDLE_MS);
      window.addEventListener('scroll', open, { once: true, passive: true });
    };
    function cleanup() {
      clearTimeout(timer);
      window.removeEventListener('scroll', open);
      window.removeEventListener('load', arm);
    }
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
    return cleanup;
  }, [intervalMs]);

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      onClick={(e) => {
        if (e.target === e.currentTarget || (e.target as HTMLElement).closest('a')) dialog.current?.close();
      }}
      className="m-auto w-[min(92vw,560px)] overflow-visible rounded-card bg-transparent p-0 backdrop:bg-plum-950/60"
    >
      <div className="relative overflow-hidden rounded-card bg-paper shadow-lift">
        {children}
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          className="absolute top-2 right-2 grid size-10 place-items-center rounded-full bg-paper/90 text-xl text-ink shadow hover:bg-paper"
        >
          <CloseIcon />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
    </dialog>
  );
}
