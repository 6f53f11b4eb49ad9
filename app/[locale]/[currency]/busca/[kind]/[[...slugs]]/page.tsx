import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadProductListing } from '@/lib/catalog/listings/load-product-listing';
import { loadSpecialListing } from '@/lib/catalog/listings/load-special-listing';
import { ProductListingView } from '@/components/listing/product-listing-view';
import { SpecialListingView } from '@/components/listing/special-listing-view';
import { stateFromQuery } from '@/lib/catalog/listing-state';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = ShopParams & { kind: string; slugs?: string[] };
type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * Text searches (/produtos?text=…, /especial?text=…): free text would fill the ISR cache, so these
 * render per request; the API data they fetch is still cached.
 */
export const dynamic = 'force-dynamic';

async function load(params: Promise<Params>, searchParams: Search) {
  const p = await params;
  const ctx = await shopContext(p);
  if (p.kind !== 'produtos' && p.kind !== 'especial') notFound();
  const raw = await searchParams;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') query.set(k, v);
  const state = stateFromQuery(query);
  return { ctx, state, kind: p.kind, slugs: p.slugs };
}

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Search;
}): Promise<Metadata> {
  const { ctx, state, kind } = await load(params, searchParams);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Meta' });
  return pageMetadata({
    locale: ctx.locale,
    path: `/${kind}`,
    title: t('searchTitle', { text: state.text }),
    description: t('searchDescription', { text: state.text }),
    noindex: true,
  });
}

export default async function SearchPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Search;
}) {
  const { ctx, state, kind, slugs } = await load(params, searchParams);
  if (kind === 'especial') {
    return <SpecialListingView ctx={ctx} state={state} data={await loadSpecialListing(ctx, state, slugs)} />;
  }
  return <ProductListingView ctx={ctx} state={state} data={await loadProductListing(ctx, state, slugs)} />;
}
