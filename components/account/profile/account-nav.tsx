'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useLogout } from '@/lib/ecom/account';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath, splitLocale } from '@/lib/i18n/paths';

/** Extra sections (the wishlist) add a line here. */
const SECTIONS = [
  ['/perfil/dados-pessoais', 'personal'],
  ['/perfil/meus-pedidos', 'orders'],
  ['/perfil/endereco', 'addresses'],
  ['/perfil/alterar-senha', 'password'],
  ['/perfil/favoritos', 'wishlist'],
] as const;

/** Spec §2 account sidebar: open above 768 px, a toggle at 768 px and below; logout at the end. */
export function AccountNav({ locale }: { locale: AppLocale }) {
  const t = useTranslations('Account');
  const path = splitLocale(usePathname()).path;
  const [open, setOpen] = useState(false);
  const logout = useLogout(localizePath(locale, '/login'));
  // /perfil and unknown names show personal data.
  const known = SECTIONS.some(([href]) => path === href);
  const current = (href: string) => path === href || (!known && href === '/perfil/dados-pessoais');
  const currentLabel = t(SECTIONS.find(([href]) => current(href))?.[1] ?? 'personal');

  return (
    <nav
      aria-label={t('nav')}
      className="rounded-2xl border border-line bg-paper p-2 min-[769px]:sticky min-[769px]:top-36 min-[769px]:self-start"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls="account-nav-list"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-xl px-3 py-3 text-left font-semibold text-plum-900 hover:bg-plum-50 min-[769px]:hidden"
      >
        <span>
          <span className="sr-only">{t('toggleNav')}: </span>
          {currentLabel}
        </span>
        <ChevronDownIcon className={`text-lg transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id="account-nav-list"
        className={`${open ? 'flex' : 'hidden'} flex-col gap-1 pt-1 min-[769px]:flex min-[769px]:pt-0`}
      >
        {SECTIONS.map(([href, key]) => (
          <li key={href}>
            <Link
              href={localizePath(locale, href)}
              aria-current={current(href) ? 'page' : undefined}
              onClick={() => setOpen(false)}
              className="block rounded-xl px-3 py-2.5 text-sm font-medium text-plum-900 hover:bg-plum-50 aria-[current=page]:bg-plum-900 aria-[current=page]:text-white"
            >
              {t(key)}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-line pt-1">
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="w-full rounded-xl px-3 py-2.5 text-left text-sm font-medium text-danger hover:bg-danger/5 disabled:opacity-60"
          >
            {logout.isPending ? t('loggingOut') : t('logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
