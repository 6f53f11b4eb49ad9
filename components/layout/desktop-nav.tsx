import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { DESKTOP_FIXED, type NavGroup } from '@/lib/catalog/nav';
import { NavDropdown } from './nav-dropdown';

function GroupGrid({ groups, locale, seeAll }: { groups: NavGroup[]; locale: AppLocale; seeAll: (name: string) => string }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(180px,1fr))] gap-x-8 gap-y-5" style={{ width: 'min(880px, 85vw)' }}>
      {groups.map((g) => (
        <li key={g.href}>
          <Link href={localizePath(locale, g.href)} className="font-display text-base font-semibold text-plum-900 hover:text-gold-700">
            {g.name}
          </Link>
          {g.children.length > 0 && (
            <ul className="mt-2 space-y-1.5 text-sm text-muted">
              {g.children.map((c) => (
                <li key={c.href}>
                  <Link href={localizePath(locale, c.href)} className="hover:text-plum-700 hover:underline">
                    {c.name}
                  </Link>
                </li>
              ))}
              <li>
                <Link href={localizePath(locale, g.href)} className="text-xs font-semibold text-gold-700 hover:underline">
                  {seeAll(g.name)}
                </Link>
              </li>
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Desktop category menu (above 991 px, spec §2). */
export async function DesktopNav({ locale, categories, special }: { locale: AppLocale; categories: NavGroup[]; special: NavGroup[] }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const seeAll = (name: string) => t('seeAll', { name });
  return (
    <nav aria-label={t('mainNavigation')} className="hidden bg-plum-900 lg:block">
      <ul className="container-page flex items-center justify-center gap-1">
        <li>
          <NavDropdown label={t('categories')}>
            <GroupGrid groups={categories} locale={locale} seeAll={seeAll} />
          </NavDropdown>
        </li>
        {DESKTOP_FIXED.map((f) => (
          <li key={f.key}>
            <Link
              href={localizePath(locale, f.href)}
              className="inline-flex h-12 items-center px-3 text-sm font-semibold tracking-wide whitespace-nowrap text-white uppercase hover:text-gold-300"
            >
              {t(f.key)}
            </Link>
          </li>
        ))}
        {special.length > 0 && (
          <li>
            <NavDropdown label={t('xo')} align="right">
              <GroupGrid groups={special} locale={locale} seeAll={seeAll} />
              <Link href={localizePath(locale, '/especial')} className="mt-4 inline-block text-sm font-semibold text-gold-700 hover:underline">
                {t('allXo')}
              </Link>
            </NavDropdown>
          </li>
        )}
      </ul>
    </nav>
  );
}
