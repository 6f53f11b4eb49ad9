import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BrandListingView } from '@/components/listing/brand-listing-view';
import { loadBrandListing } from '@/lib/catalog/listings/load-brand-listing';
import { stateFromSegment } from '@/lib/catalog/listing-state';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { pageQuery } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = ShopParams & { state: string; slugs?: string[] };

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

async function load(params: Promise<Params>) {
  const p = await params;
  const ctx = await shopContext(p);
  const state = stateFromSegment(p.state);
  // Brand pages take page, sort and availability only (spec §2).
  if (!state || state.brands.length || state.categoryId || state.departmentId) notFound();
  return { ctx, state, data: await loadBrandListing(ctx, state, p.slugs) };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ctx, state, data } = await load(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Meta' });
  const name = data.brand
    ? data.category
      ? `${data.brand.nome} — ${data.category.name}`
      : data.brand.nome
    : t('allBrands');
  const path = data.brand
    ? `/marca/${data.brand.slug}${data.category ? `/${data.category.slug}` : ''}`
    : '/marca';
  return pageMetadata({
    locale: ctx.locale,
    path,
    query: pageQuery(state.page),
    title: data.brand ? t('brandTitle', { name }) : name,
    description: t('brandDescription', { name }),
    noindex: state.available || !!state.sort,
  });
}

export default async function BrandPage({ params }: { params: Promise<Params> }) {
  const { ctx, state, data } = await load(params);
  return <BrandListingView ctx={ctx} state={state} data={data} />;
}
