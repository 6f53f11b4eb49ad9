'use client';

import { useOptimistic } from 'react';
import type { ListingState } from '@/lib/catalog/listing-state';
import { useListingNav } from './use-listing-nav';
import { useListingText } from './listing-text';

/** Brand checkboxes (spec §2); the checked set lives in the URL (brandSlug, comma list). */
export function BrandFilter({
  basePath,
  state,
  brands,
}: {
  basePath: string;
  state: ListingState;
  brands: { slug: string; nome: string }[];
}) {
  const { t } = useListingText();
  const { apply } = useListingNav(basePath, state);
  // Tick immediately; the server answer replaces it.
  const [checked, setChecked] = useOptimistic(state.brands);

  if (brands.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-widest text-muted uppercase">
        {t('brands')}
      </legend>
      <ul className="max-h-72 space-y-1 overflow-y-auto pr-1">
        {brands.map((b) => {
          const on = checked.includes(b.slug);
          return (
            <li key={b.slug}>
              <label className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm hover:bg-plum-50">
                <input
                  type="checkbox"
                  className="size-4 accent-plum-900"
                  checked={on}
                  onChange={() => {
                    const next = on ? checked.filter((s) => s !== b.slug) : [...checked, b.slug].sort();
                    apply({ brands: next }, () => setChecked(next));
                  }}
                />
                {b.nome}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
