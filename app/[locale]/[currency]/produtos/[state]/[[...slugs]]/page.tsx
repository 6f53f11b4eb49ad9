import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadProductListing } from '@/lib/catalog/listings/load-product-listing';
import { ProductListingView } from '@/components/listing/product-listing-view';
import { stateFromSegment } from '@/lib/catalog/listing-state';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { pageQuery } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = ShopParams & { state: string; slugs?: string[] };

// ISR: every (language, currency, filter state, category) is one cached page, rendered on first visit.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const p = await params;
  const ctx = await shopContext(p);
  const state = stateFromSegment(p.state);
  if (!state) notFound();
  return { ctx, state, data: await loadProductListing(ctx, state, p.slugs) };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ctx, state, data } = await load(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Meta' });
  const name = data.department?.name ?? data.category?.name ?? t('listingAll');
  const path = data.department
    ? `/produtos/${data.category!.slug}/${data.department.slug}`
    : data.category
      ? `/produtos/${data.category.slug}`
      : '/produtos';
  const suffix = state.page > 1 ? ` — ${t('pageSuffix', { page: state.page })}` : '';
  return pageMetadata({
    locale: ctx.locale,
    path,
    query: pageQuery(state.page),
    title: t('listingTitle', { name }) + suffix,
    description: t('listingDescription', { name }),
    // Filtered and sorted variants point to the canonical and stay out of the index.
    noindex: state.available || state.brands.length > 0 || !!state.sort,
  });
}

export default async function ProductsPage({ params }: { params: Promise<Params> }) {
  const { ctx, state, data } = await load(params);
  return <ProductListingView ctx={ctx} state={state} data={data} />;
}
