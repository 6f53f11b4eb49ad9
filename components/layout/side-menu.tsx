'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { MenuOpenedContext } from './use-nav-menu';

/** Spec §9: the mobile menu animates in 300 ms. */
const ANIMATION_MS = 300;

/**
 * Hamburger and side menu for widths ≤ 991 px, one island (its open state is local: no store needed,
 * no i18n runtime in the shell; labels come from the server). The Dialog primitive (native modal <dialog>): focus is
 * trapped, the page behind is inert, Escape closes and focus returns to the hamburger. The dialog sits
 * in the top layer, so where it is in the DOM does not matter. Links are server-rendered children; the
 * category groups among them load when the menu is first opened (MenuOpenedContext).
 */
export function SideMenu({
  title,
  openLabel,
  closeLabel,
  children,
}: {
  title: string;
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  // Open "at" a pathname: a navigation closes it without an effect.
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const [opened, setOpened] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setOpened(true);
    setOpenAt(next ? pathname : null);
  };
  return (
    <>
      <button
        type="button"
        id="side-menu-button"
        aria-haspopup="dialog"
        aria-controls="side-menu"
        onClick={() => setOpen(true)}
        className="grid size-10 place-items-center rounded-full text-2xl text-plum-900 hover:bg-plum-50 lg:hidden"
      >
        <MenuIcon />
        <span className="sr-only">{openLabel}</span>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        id="side-menu"
        label={title}
        closeDelayMs={ANIMATION_MS}
        className={(shown) =>
          `fixed inset-0 m-0 h-dvh max-h-none w-[min(88vw,360px)] max-w-none bg-paper p-0 shadow-lift transition-transform duration-300 ease-out backdrop:bg-plum-950/50 lg:hidden ${
            shown ? 'translate-x-0' : '-translate-x-full'
          }`
        }
      >
        {/* Any link inside closes the menu (the backdrop does through the Dialog). */}
        <div
          className="flex h-full flex-col"
          onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}
        >
          <div className="flex items-center justify-between border-b border-line bg-plum-900 px-4 py-3 text-white">
            <span className="font-display text-lg font-semibold">{title}</span>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="grid size-10 place-items-center rounded-full text-2xl hover:bg-white/10"
              autoFocus
            >
              <CloseIcon />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          <nav className="flex-1 overflow-y-auto px-2 py-3">
            <MenuOpenedContext value={opened}>{children}</MenuOpenedContext>
          </nav>
        </div>
      </Dialog>
    </>
  );
}
