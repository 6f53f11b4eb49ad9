'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { MenuIcon } from '@/components/ui/icons';
import { sideMenuOpenAtom } from './ui-atoms';

export function MenuButton() {
  const t = useTranslations('Header');
  const setOpen = useSetAtom(sideMenuOpenAtom);
  return (
    <button
      type="button"
      id="side-menu-button"
      aria-haspopup="dialog"
      aria-controls="side-menu"
      onClick={() => setOpen(true)}
      className="grid size-10 place-items-center rounded-full text-2xl text-plum-900 hover:bg-plum-50 lg:hidden"
    >
      <MenuIcon />
      <span className="sr-only">{t('openMenu')}</span>
    </button>
  );
}
