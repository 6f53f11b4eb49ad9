'use client';

import { useId, useState, type ReactNode } from 'react';
import { FilterIcon } from '@/components/ui/icons';
import { useListingText } from './listing-text';

/** Sidebar: always visible from 992 px; a toggled panel on phones so products come first. */
export function FiltersPanel({ children }: { children: ReactNode }) {
  const { t } = useListingText();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="mb-3 inline-flex items-center gap-2 rounded-full border border-line bg-paper px-4 py-2 text-sm font-medium lg:hidden"
      >
        <FilterIcon />
        {open ? t('hideFilters') : t('showFilters')}
      </button>
      <div
        id={id}
        className={`${open ? 'block' : 'hidden'} space-y-6 rounded-card border border-line bg-paper p-4 lg:block`}
      >
        {children}
      </div>
    </div>
  );
}
