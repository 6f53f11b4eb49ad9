'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { listingHref, type ListingState } from '@/lib/catalog/listing-state';
import { isSortKey } from '@/lib/catalog/sort';
import { syncSpecialSession } from '@/lib/catalog/special-session';

// Survives client navigations: tells a fresh arrival apart from paging inside the special page
// (each page change remounts this island, in the same commit as the old one unmounts).
let mounted = 0;

/** Spec §2 special page session-storage rules; renders nothing. */
export function SpecialSessionSync({
  basePath,
  state,
  scope,
}: {
  basePath: string;
  state: ListingState;
  scope: string;
}) {
  const router = useRouter();

  useEffect(() => {
    const fresh = mounted === 0;
    mounted += 1;
    const search = new URLSearchParams(window.location.search);
    let restore = null;
    try {
      restore = syncSpecialSession(
        sessionStorage,
        {
          scope,
          page: state.page,
          sort: state.sort,
          hasPageParam: search.has('page'),
          hasSortParam: search.has('sort'),
        },
        fresh,
      );
    } catch {
      // Storage disabled: the URL alone carries the state.
    }
    if (restore) {
      const sort = isSortKey(restore.sort) ? restore.sort : state.sort;
      router.replace(listingHref(basePath, { ...state, sort, page: restore.page ?? state.page }), {
        scroll: false,
      });
    }
    return () => {
      setTimeout(() => {
        mounted -= 1;
      }, 0);
    };
  }, [basePath, router, scope, state]);

  return null;
}
