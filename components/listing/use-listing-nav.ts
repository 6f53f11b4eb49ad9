'use client';

import { useRouter } from 'next/navigation';
import { listingHref, withFilter, type ListingState } from '@/lib/catalog/listing-state';
import { useListingTransition } from './listing-pending';

/**
 * Pushes a new filter state (page reset to 1, spec §2) as a real URL: shareable, back button works.
 * Runs in the listing's shared transition, so the grid shows its placeholders until the answer lands.
 */
export function useListingNav(basePath: string, state: ListingState) {
  const router = useRouter();
  const { pending, start } = useListingTransition();
  /** `optimistic` runs inside the same transition (useOptimistic setters need one). */
  const apply = (patch: Partial<Omit<ListingState, 'page'>>, optimistic?: () => void) => {
    start(() => {
      optimistic?.();
      router.push(listingHref(basePath, withFilter(state, patch)), { scroll: false });
    });
  };
  return { apply, pending };
}
