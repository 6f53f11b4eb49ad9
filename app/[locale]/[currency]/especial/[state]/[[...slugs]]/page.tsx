import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { loadSpecialListing } from '@/lib/catalog/listings/load-special-listing';
import { SpecialListingView } from '@/components/listing/special-listing-view';
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
  if (!state || state.brands.length || state.available) notFound();
  return { ctx, state, data: await loadSpecialListing(ctx, state, p.slugs) };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { ctx, state, data } = await load(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'Meta' });
  const name = data.department?.name ?? data.category?.name;
  const path = data.category
    ? `/especial/${data.brandSlug}/${data.category.slug}${data.department ? `/${data.department.slug}` : ''}`
    : '/especial';
  return pageMetadata({
    locale: ctx.locale,
    path,
    query: pageQuery(state.page),
    title: name ? `${name} | ${t('specialTitle')}` : t('specialTitle'),
    description: t('specialDescription'),
    noindex: !!state.sort || !!state.categoryId || !!state.departmentId,
  });
}

export default async function SpecialPage({ params }: { params: Promise<Params> }) {
  const { ctx, state, data } = await load(params);
  return <SpecialListingView ctx={ctx} state={state} data={data} />;
}
