'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ListingState } from '@/lib/catalog/listing-state';
import { isSortKey, SORT_KEYS, type SortKey } from '@/lib/catalog/sort';
import { useListingNav } from './use-listing-nav';

const SORT_LABELS: Record<SortKey, string> = {
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  'name-asc': 'sortNameAsc',
  'name-desc': 'sortNameDesc',
};

/** Availability filter and sort select (spec §2). The print select joins here with the printing issue. */
export function ListingControls({ basePath, state, onSort }: { basePath: string; state: ListingState; onSort?: (sort: string) => void }) {
  const t = useTranslations('Listing');
  const id = useId();
  const { apply, pending } = useListingNav(basePath, state);

  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center" aria-busy={pending}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <label htmlFor={`${id}-avail`} className="text-xs text-muted sm:text-sm">
          {t('availability')}
        </label>
        <select
          id={`${id}-avail`}
          className="select-field"
          value={state.available ? 'available' : 'all'}
          onChange={(e) => apply({ available: e.target.value === 'available' })}
        >
          <option value="all">{t('availabilityAll')}</option>
          <option value="available">{t('availabilityAvailable')}</option>
        </select>
      </div>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <label htmlFor={`${id}-sort`} className="text-xs text-muted sm:text-sm">
          {t('sort')}
        </label>
        <select
          id={`${id}-sort`}
          className="select-field"
          value={state.sort ?? ''}
          onChange={(e) => {
            onSort?.(e.target.value);
            apply({ sort: isSortKey(e.target.value) ? e.target.value : undefined });
          }}
        >
          <option value="">{t('sortDefault')}</option>
          {SORT_KEYS.map((k) => (
            <option key={k} value={k}>
              {t(SORT_LABELS[k])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
