'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { MenuOpenedContext } from './use-nav-menu';

/**
 * Desktop menu disclosure: opens on hover or click, Escape closes and returns focus, closes on
 * outside click and after navigation. Children learn through MenuOpenedContext that the panel has been
 * opened once (menu groups load then).
 */
export function NavDropdown({
  label,
  children,
  align = 'left',
}: {
  label: string;
  children: ReactNode;
  align?: 'left' | 'right';
}) {
  // Open "at" a pathname: navigating elsewhere closes it without an effect.
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const setOpen = (next: boolean | ((v: boolean) => boolean)) =>
    setOpenAt((prev) => {
      const value = typeof next === 'function' ? next(prev === pathname) : next;
      return value ? pathname : null;
    });
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const hover = (next: boolean) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(next), next ? 80 : 180);
  };

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse') return;
        // Hovering is intent: the groups start loading during the open delay.
        setOpened(true);
        hover(true);
      }}
      onPointerLeave={(e) => e.pointerType === 'mouse' && hover(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex h-12 items-center gap-1 px-3 text-sm font-semibold tracking-wide text-white uppercase hover:text-gold-300 aria-expanded:text-gold-300"
      >
        {label}
        <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        hidden={!open}
        className={`absolute top-full z-40 mt-0 max-h-[70vh] w-max max-w-[min(90vw,960px)] overflow-y-auto rounded-b-card border border-line bg-paper p-5 text-ink shadow-lift ${
          align === 'right' ? 'right-0' : 'left-0'
        }`}
      >
        <MenuOpenedContext value={opened}>{children}</MenuOpenedContext>
      </div>
    </div>
  );
}
