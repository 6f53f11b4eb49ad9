import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getStart, apiIsUp } from '@/lib/api';
import { getStoreHours } from '@/lib/api/content';
import { CURRENCY_SEGMENTS, LOCALES } from '@/lib/i18n/config';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { STORE } from '@/lib/store-info';
import { DEFAULT_OG_IMAGE, SITE_URL } from '@/lib/seo/site-url';
import { TopBar } from '@/components/layout/top-bar';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { WhatsAppFab } from '@/components/layout/whatsapp-fab';
import { SoftNavigation } from '@/components/layout/soft-navigation';
import '../../storefront.css';

/** Next's list of before-interactive scripts (next/script's format), one empty inline entry. */
const YIELD_BEFORE_HYDRATION = '(self.__next_s=self.__next_s||[]).push([0,{children:""}])';

/** One cached variant per language and currency; prerendered only when the API answers at build time. */
export async function generateStaticParams() {
  if (!(await apiIsUp())) return [];
  return LOCALES.flatMap((locale) => CURRENCY_SEGMENTS.map((currency) => ({ locale, currency })));
}

export const viewport: Viewport = { themeColor: '#24102a', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const { locale } = await shopContext(params);
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Seo' }),
  ]);
  return {
    metadataBase: new URL(SITE_URL),
    title: { default: `${STORE.name} — ${t('homeTitle')}`, template: `%s | ${STORE.name}` },
    description: t('homeDescription'),
    applicationName: STORE.name,
    formatDetection: { telephone: false },
    // Defaults for pages without pageMetadata (404, error): still a proper share card.
    openGraph: { siteName: STORE.name, images: [{ ...DEFAULT_OG_IMAGE, alt: ts('ogAlt') }] },
    twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE.url] },
  };
}

export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<ShopParams>;
}) {
  const { locale, segment } = await shopContext(params);
  const [start, hours, th] = await Promise.all([
    getStart(locale),
    getStoreHours(locale),
    getTranslations({ locale, namespace: 'Header' }),
  ]);

  return (
    <html lang={locale}>
      <head>
        {/* An empty before-hydration script: Next's bootstrap runs it and waits one setTimeout before hydrating,
            so the modules instrumentation-client.ts evaluates and the hydration start are two tasks (decision 0035). */}
        <script dangerouslySetInnerHTML={{ __html: YIELD_BEFORE_HYDRATION }} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-paper focus:px-4 focus:py-2 focus:shadow-lift"
        >
          {th('skipToContent')}
        </a>
        {/* No client providers here: shell islands get their strings from the server, and pages wrap
            only the islands that need next-intl (ClientMessages) or React Query. */}
        <TopBar locale={locale} currency={segment} rates={start.exchange_rates} />
        <SiteHeader locale={locale} currency={segment} start={start} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter locale={locale} categories={start.categories} hours={hours}>
          {/* Fixed on screen; inside the footer landmark so no content sits outside landmarks. */}
          <WhatsAppFab locale={locale} />
        </SiteFooter>
        {/* Client-side navigation for the pages' SoftLinks (one island, not one per link). */}
        <SoftNavigation />
      </body>
    </html>
  );
}
