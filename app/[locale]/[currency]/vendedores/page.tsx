import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getStoreHours } from '@/lib/api/content';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { loadTeam } from './load-team';
import { TeamList } from '@/components/team/team-list';
import { ClockIcon } from '@/components/ui/icons';

export const revalidate = 300;

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const { locale } = await shopContext(params);
  const t = await getTranslations({ locale, namespace: 'Team' });
  return pageMetadata({
    locale,
    path: '/vendedores',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Sales team (spec §2): server-rendered list, client island for the fallback fetch and keyboard. */
export default async function TeamPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  const [t, team, hours] = await Promise.all([
    getTranslations({ locale, namespace: 'Team' }),
    loadTeam(),
    getStoreHours(locale),
  ]);
  return (
    <ClientMessages locale={locale} namespaces={['Team']}>
      <div className="container-page py-8 md:py-12">
        <header className="mb-8 max-w-2xl md:mb-10">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-plum-900 md:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-3 text-muted md:text-lg">{t('intro')}</p>
          <p className="mt-3 inline-flex items-center gap-2 text-sm text-muted">
            <ClockIcon className="shrink-0 text-base text-gold-700" />
            {/* The hours staff saved in this language (tag content:store); the built-in sentence if the API fails. */}
            {hours ?? t('hours')}
          </p>
        </header>
        {/* React Query only around the island that uses it, not in the layout. */}
        <QueryProvider>
          <TeamList initial={team} />
        </QueryProvider>
      </div>
    </ClientMessages>
  );
}
