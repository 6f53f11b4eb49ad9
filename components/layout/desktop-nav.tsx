import Link from '@/components/ui/soft-link';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { DESKTOP_FIXED } from '@/lib/catalog/nav';
import { NavDropdown } from './nav-dropdown';
import { DesktopMenuGroups, type NavMenuLabels } from './nav-menu-groups';

/**
 * Desktop category menu (above 991 px, spec §2). The dropdowns' groups load from /api/menu when first
 * opened, so pages do not carry them; `hasSpecial` says whether the XO dropdown exists at all.
 */
export async function DesktopNav({
  locale,
  hasSpecial,
  labels,
}: {
  locale: AppLocale;
  hasSpecial: boolean;
  labels: NavMenuLabels;
}) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  return (
    <nav aria-label={t('mainNavigation')} className="hidden bg-plum-900 lg:block">
      <ul className="container-page flex items-center justify-center gap-1">
        <li>
          <NavDropdown label={t('categories')}>
            <DesktopMenuGroups locale={locale} kind="categories" labels={labels} />
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
        {hasSpecial && (
          <li>
            <NavDropdown label={t('xo')} align="right">
              <DesktopMenuGroups locale={locale} kind="special" labels={labels} />
              <Link
                href={localizePath(locale, '/especial')}
                className="mt-4 inline-block text-sm font-semibold text-gold-700 hover:underline"
              >
                {t('allXo')}
              </Link>
            </NavDropdown>
          </li>
        )}
      </ul>
    </nav>
  );
}
