'use client';

import { createContext, use, useEffect, useState } from 'react';
import type { NavMenu } from '@/lib/catalog/nav';
import type { AppLocale } from '@/lib/i18n/config';

/** Spec §9: categories refresh every 3 minutes. */
const FRESH_MS = 180_000;
const loaded = new Map<AppLocale, { at: number; menu: Promise<NavMenu> }>();

/** One request per language per tab (again after 3 minutes, or after a failure). */
function loadNavMenu(locale: AppLocale): Promise<NavMenu> {
  const hit = loaded.get(locale);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.menu;
  const menu = fetch(`/api/menu/${locale}`).then((res) => {
    if (!res.ok) throw new Error(`menu ${res.status}`);
    return res.json() as Promise<NavMenu>;
  });
  menu.catch(() => loaded.delete(locale));
  loaded.set(locale, { at: Date.now(), menu });
  return menu;
}

/** True once the menu holding the groups has been opened: the groups load then, not with the page. */
export const MenuOpenedContext = createContext(false);

export type NavMenuState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; menu: NavMenu };

export function useNavMenu(locale: AppLocale): NavMenuState {
  const opened = use(MenuOpenedContext);
  const [state, setState] = useState<NavMenuState>({ status: 'idle' });
  useEffect(() => {
    if (!opened) return;
    let alive = true;
    loadNavMenu(locale).then(
      (menu) => alive && setState({ status: 'ready', menu }),
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [opened, locale]);
  return opened && state.status === 'idle' ? { status: 'loading' } : state;
}
