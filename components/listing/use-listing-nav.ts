'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { listingHref, withFilter, type ListingState } from '@/lib/catalog/listing-state';

/** Pushes a new filter state (page reset to 1, spec §2) as a real URL: shareable, back button works. */
export function useListingNav(basePath: string, state: ListingState) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  /** `optimistic` runs inside the same transition (useOptimistic setters need one). */
  const apply = (patch: Partial<Omit<ListingState, 'page'>>, optimistic?: () => void) => {
    startTransition(() => {
      optimistic?.();
      router.push(listingHref(basePath, withFilter(state, patch)), { scroll: false });
    });
  };
  return { apply, pending };
}
