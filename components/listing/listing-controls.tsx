'use client';

import { useId } from 'react';
import { PrintManager } from '@/components/print/print-manager';
import type { ListingState } from '@/lib/catalog/listing-state';
import type { PrintScope } from '@/lib/catalog/print-scope';
import { isSortKey, SORT_KEYS, type SortKey } from '@/lib/catalog/sort';
import type { CurrencySegment } from '@/lib/i18n/config';
import { useListingText } from './listing-text';
import { useListingNav } from './use-listing-nav';

const SORT_LABELS: Record<SortKey, 'sortPriceAsc' | 'sortPriceDesc' | 'sortNameAsc' | 'sortNameDesc'> = {
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  'name-asc': 'sortNameAsc',
  'name-desc': 'sortNameDesc',
};

/** What the print select prints: this listing's filters (null: nothing to print, e.g. an unknown brand). */
export interface ListingPrint {
  scope: PrintScope | null;
  currency: CurrencySegment;
  title: string;
}

/** Print select, availability filter and sort select (spec §2 listing header). */
export function ListingControls({
  basePath,
  state,
  onSort,
  print,
}: {
  basePath: string;
  state: ListingState;
  onSort?: (sort: string) => void;
  print?: ListingPrint;
}) {
  const { t, locale, print: printLabels } = useListingText();
  const id = useId();
  const { apply, pending } = useListingNav(basePath, state);

  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center" aria-busy={pending}>
      {print && (
        <PrintManager
          labels={printLabels}
          locale={locale}
          scope={print.scope}
          currency={print.currency}
          title={print.title}
          className="col-span-2 sm:col-span-1"
        />
      )}
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
