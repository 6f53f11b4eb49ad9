'use client';

import Link from 'next/link';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { NavGroup } from '@/lib/catalog/nav';
import type { AppLocale } from '@/lib/i18n/config';
import { useNavMenu, type NavMenuState } from './use-nav-menu';

/** Strings from the Header namespace, resolved on the server (`seeAll` keeps its {name}). */
export interface NavMenuLabels {
  seeAll: string;
  loading: string;
  error: string;
}

const seeAll = (labels: NavMenuLabels, name: string) => labels.seeAll.replace('{name}', name);

function Pending({
  state,
  labels,
  className,
}: {
  state: NavMenuState;
  labels: NavMenuLabels;
  className: string;
}) {
  if (state.status === 'error')
    return (
      <p className={`${className} text-danger`} role="alert">
        {labels.error}
      </p>
    );
  return (
    <p className={`${className} text-muted`} role="status">
      {state.status === 'loading' ? labels.loading : ''}
    </p>
  );
}

/** Desktop dropdown panel (spec §2): the category or XO groups with their departments. */
export function DesktopMenuGroups({
  locale,
  kind,
  labels,
}: {
  locale: AppLocale;
  kind: 'categories' | 'special';
  labels: NavMenuLabels;
}) {
  const state = useNavMenu(locale);
  if (state.status !== 'ready') return <Pending state={state} labels={labels} className="min-w-64 text-sm" />;
  const groups: NavGroup[] = state.menu[kind];
  return (
    <ul
      className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-x-8 gap-y-5"
      style={{ width: 'min(880px, 85vw)' }}
    >
      {groups.map((g) => (
        <li key={g.href}>
          <Link
            href={g.href}
            className="font-display text-base font-semibold text-plum-900 hover:text-gold-700"
          >
            {g.name}
          </Link>
          {g.children.length > 0 && (
            <ul className="mt-2 space-y-1.5 text-sm text-muted">
              {g.children.map((c) => (
                <li key={c.href}>
                  <Link href={c.href} className="hover:text-plum-700 hover:underline">
                    {c.name}
                  </Link>
                </li>
              ))}
              <li>
                <Link href={g.href} className="text-xs font-semibold text-gold-700 hover:underline">
                  {seeAll(labels, g.name)}
                </Link>
              </li>
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

const row = 'flex min-h-11 w-full items-center rounded-lg px-3 text-[15px] text-ink hover:bg-plum-50';

/** Side menu (≤ 991 px, spec §2): categories, each opening to its departments. */
export function SideMenuGroups({ locale, labels }: { locale: AppLocale; labels: NavMenuLabels }) {
  const state = useNavMenu(locale);
  if (state.status !== 'ready')
    return <Pending state={state} labels={labels} className="min-h-11 px-3 py-3 text-sm" />;
  return (
    <ul>
      {state.menu.categories.map((c) => (
        <li key={c.href}>
          {c.children.length === 0 ? (
            <Link href={c.href} className={row}>
              {c.name}
            </Link>
          ) : (
            <details className="group">
              <summary
                className={`${row} cursor-pointer list-none justify-between font-medium [&::-webkit-details-marker]:hidden`}
              >
                {c.name}
                <ChevronDownIcon className="text-muted transition-transform group-open:rotate-180" />
              </summary>
              <ul className="mb-2 ml-3 border-l border-line pl-2">
                <li>
                  <Link href={c.href} className={`${row} text-sm font-semibold text-gold-700`}>
                    {seeAll(labels, c.name)}
                  </Link>
                </li>
                {c.children.map((d) => (
                  <li key={d.href}>
                    <Link href={d.href} className={`${row} text-sm`}>
                      {d.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
