import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ChevronDownIcon } from '@/components/ui/icons';
import { SIDE_FIXED, type NavGroup } from '@/lib/catalog/nav';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/** Spec §2: categories, departments, a divider, then brand/special shortcuts. */
export async function SideMenuContent({ locale, categories }: { locale: AppLocale; categories: NavGroup[] }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const row = 'flex min-h-11 w-full items-center rounded-lg px-3 text-[15px] text-ink hover:bg-plum-50';
  return (
    <>
      <p className="px-3 pb-1 text-xs font-semibold tracking-widest text-muted uppercase">{t('categories')}</p>
      <ul>
        {categories.map((c) => (
          <li key={c.href}>
            {c.children.length === 0 ? (
              <Link href={localizePath(locale, c.href)} className={row}>
                {c.name}
              </Link>
            ) : (
              <details className="group">
                <summary className={`${row} cursor-pointer list-none justify-between font-medium [&::-webkit-details-marker]:hidden`}>
                  {c.name}
                  <ChevronDownIcon className="text-muted transition-transform group-open:rotate-180" />
                </summary>
                <ul className="mb-2 ml-3 border-l border-line pl-2">
                  <li>
                    <Link href={localizePath(locale, c.href)} className={`${row} text-sm font-semibold text-gold-700`}>
                      {t('seeAll', { name: c.name })}
                    </Link>
                  </li>
                  {c.children.map((d) => (
                    <li key={d.href}>
                      <Link href={localizePath(locale, d.href)} className={`${row} text-sm`}>
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
