import Link from '@/components/ui/soft-link';
import { getTranslations } from 'next-intl/server';
import { SIDE_FIXED } from '@/lib/catalog/nav';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { SideMenuGroups, type NavMenuLabels } from './nav-menu-groups';

/** Spec §2: categories (loaded when the menu first opens), a divider, then brand/special shortcuts. */
export async function SideMenuContent({ locale, labels }: { locale: AppLocale; labels: NavMenuLabels }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const row = 'flex min-h-11 w-full items-center rounded-lg px-3 text-[15px] text-ink hover:bg-plum-50';
  return (
    <>
      <p className="px-3 pb-1 text-xs font-semibold tracking-widest text-muted uppercase">
        {t('categories')}
      </p>
      <SideMenuGroups locale={locale} labels={labels} />
      <hr className="my-3 border-line" />
      <ul>
        {SIDE_FIXED.map((f) => (
          <li key={f.key}>
            <Link href={localizePath(locale, f.href)} className={`${row} font-medium`}>
              {t(f.key)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
