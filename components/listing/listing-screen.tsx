import Link from '@/components/ui/soft-link';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ProductGrid } from '@/components/product/product-grid';
import { listingHref, EMPTY_STATE, type ListingState } from '@/lib/catalog/listing-state';
import type { NavLink } from '@/lib/catalog/nav';
import type { ProductsResponse } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { ListingTransitionProvider, PendingGrid } from './listing-pending';
import { Pagination } from './pagination';

interface Props {
  locale: AppLocale;
  title: string;
  intro?: string;
  breadcrumbs: NavLink[];
  /** Localized public path of this listing, without query. */
  basePath: string;
  state: ListingState;
  result: ProductsResponse;
  sidebar?: ReactNode;
  controls: ReactNode;
  /** Extra block under the title (brand categories). */
  top?: ReactNode;
  emptyText?: string;
}

/** Shared frame of product, brand, special and search listings. */
export async function ListingScreen({
  locale,
  title,
  intro,
  breadcrumbs,
  basePath,
  state,
  result,
  sidebar,
  controls,
  top,
  emptyText,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const filtered = state.available || state.brands.length > 0 || !!state.sort || state.page > 1;

  return (
    <ListingTransitionProvider>
      <div className="container-page py-6 md:py-8">
        <div className="mb-3">
          <Breadcrumbs items={breadcrumbs} label="breadcrumb" />
        </div>
        <div className="mb-6 flex flex-col gap-4 border-b border-line pb-5 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="font-display text-2xl font-semibold tracking-tight text-plum-900 md:text-3xl">
              {title}
            </h1>
            {intro && <p className="mt-1 max-w-2xl text-sm text-muted">{intro}</p>}
            <p className="mt-1 text-sm text-muted" aria-live="polite">
              {t('results', { total: result.total })}
            </p>
          </div>
          {controls}
        </div>
        {top}
        <div className={sidebar ? 'grid gap-6 lg:grid-cols-[240px_minmax(0,1fr)] lg:gap-8' : ''}>
          {sidebar && <aside>{sidebar}</aside>}
          <section aria-labelledby="listing-products">
            {/* Card titles are h3: on phones the sidebar (and its h2) is hidden, so the grid needs its own h2. */}
            <h2 id="listing-products" className="sr-only">
              {t('productsHeading')}
            </h2>
            <PendingGrid wide={!sidebar} label={t('loading')}>
              {result.data.length === 0 ? (
                <div className="grid min-h-64 place-items-center rounded-card border border-dashed border-line bg-paper p-10 text-center">
                  <div>
                    <p className="font-display text-xl text-plum-900">{emptyText ?? t('empty')}</p>
                    <p className="mt-2 text-sm text-muted">{t('emptyHint')}</p>
                    {filtered && (
                      <Link
                        href={listingHref(basePath, { ...EMPTY_STATE, text: state.text })}
                        className="btn-outline mt-6"
                      >
                        {t('clearFilters')}
                      </Link>
                    )}
                  </div>
                </div>
              ) : (
                <ProductGrid products={result.data} locale={locale} wide={!sidebar} />
              )}
            </PendingGrid>
            <Pagination locale={locale} basePath={basePath} state={state} lastPage={result.last_page} />
          </section>
        </div>
      </div>
    </ListingTransitionProvider>
  );
}
