import type { Metadata } from 'next';
import { ogLocale, type AppLocale } from '@/lib/i18n/config';
import { STORE } from '@/lib/store-info';
import { alternatesFor } from './alternates';
import { DEFAULT_OG_IMAGE } from './site-url';

interface PageMeta {
  locale: AppLocale;
  path: string;
  title: string;
  description: string;
  query?: Record<string, string | number | undefined>;
  /** Search results and filtered variants stay out of the index. */
  noindex?: boolean;
  image?: string;
}

/** Title, description, canonical, hreflang and Open Graph in one call, so every page is complete. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  query,
  noindex,
  image,
}: PageMeta): Metadata {
  const alternates = alternatesFor(locale, path, query);
  return {
    title,
    description,
    alternates,
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      siteName: STORE.name,
      title,
      description,
      locale: ogLocale(locale),
      alternateLocale: locale === 'pt-BR' ? ['es_PY'] : ['pt_BR'],
      url: alternates?.canonical as string,
      // Every page shares with a picture: its own, else the store's default card.
      images: [image ? { url: image } : { ...DEFAULT_OG_IMAGE, alt: STORE.name }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image ?? DEFAULT_OG_IMAGE.url] },
  };
}
