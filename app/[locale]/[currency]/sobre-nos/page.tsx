import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getStoreHours } from '@/lib/api/content';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { MAPS_URL, STORE_ADDRESS_LINE } from '@/lib/store-info';
import { AboutGallery } from '@/components/about/about-gallery';
import { ClockIcon, MapPinIcon } from '@/components/ui/icons';

// Static text and pictures: built once per language and currency, no client JavaScript of its own.
export const revalidate = 86400;

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const { locale } = await shopContext(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  return pageMetadata({
    locale,
    path: '/sobre-nos',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

const PARAGRAPHS = ['p1', 'p2', 'p3', 'p4'] as const;

/** About (spec §2): the store story in paragraphs, the slogan and a five-image gallery. */
export default async function AboutPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  // The hours staff saved (tag content:store revalidates this page on a save); the built-in line if the API fails.
  const [t, hours] = await Promise.all([
    getTranslations({ locale, namespace: 'About' }),
    getStoreHours(locale),
  ]);
  return (
    <div className="container-page py-8 md:py-12">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold tracking-widest text-gold-700 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight text-balance text-plum-900 md:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-4 text-lg text-muted md:text-xl">{t('lead')}</p>
        <span aria-hidden="true" className="mt-6 block h-1 w-20 rounded-full bg-gold-400" />
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-16">
        <div className="max-w-prose space-y-5 text-base leading-relaxed md:text-lg">
          {PARAGRAPHS.map((p) => (
            <p key={p}>{t(p)}</p>
          ))}
        </div>
        <aside className="space-y-6">
          <blockquote className="rounded-card bg-plum-900 p-6 text-white shadow-card md:p-8">
            <span aria-hidden="true" className="block font-display text-5xl leading-none text-gold-400">
              “
            </span>
            <p className="font-display text-2xl leading-snug font-semibold">{t('slogan')}</p>
          </blockquote>
          <div className="rounded-card border border-line bg-paper p-6 shadow-card">
            <h2 className="font-display text-xl font-semibold text-plum-900">{t('visitTitle')}</h2>
            <p className="mt-3 flex gap-2 text-sm">
              <MapPinIcon className="mt-0.5 shrink-0 text-base text-gold-700" />
              {STORE_ADDRESS_LINE}
            </p>
            <p className="mt-2 flex gap-2 text-sm">
              <ClockIcon className="mt-0.5 shrink-0 text-base text-gold-700" />
              {hours ?? t('visitHours')}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <a href={MAPS_URL} target="_blank" rel="noopener noreferrer" className="btn-primary">
                {t('visitMap')}
              </a>
              <Link href={localizePath(locale, '/vendedores')} className="btn-outline">
                {t('visitTeam')}
              </Link>
            </div>
          </div>
        </aside>
      </div>

      <AboutGallery locale={locale} />
    </div>
  );
}
