import type { Metadata } from 'next';
import Link from 'next/link';
import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

export async function generateMetadata(): Promise<Metadata> {
  const raw = await rootLocale();
  const t = await getTranslations({ locale: isLocale(raw) ? raw : 'pt-BR', namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

/** Localized 404 inside the shop layout (notFound() keeps the real 404 status). */
export default async function NotFound() {
  const raw = await rootLocale();
  const locale = isLocale(raw) ? raw : 'pt-BR';
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-16 text-center">
      <div className="max-w-md">
        <p className="font-display text-7xl font-semibold text-gold-500">404</p>
        <h1 className="mt-4 font-display text-2xl font-semibold text-plum-900">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={localizePath(locale, '/')} className="btn-primary">
            {t('backHome')}
          </Link>
          <Link href={localizePath(locale, '/produtos')} className="btn-outline">
            {t('seeProducts')}
          </Link>
        </div>
      </div>
    </section>
  );
}
