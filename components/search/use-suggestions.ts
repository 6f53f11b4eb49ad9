'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { debounce, normalizeSearchTerm, SEARCH_DEBOUNCE_MS, shouldSuggest } from '@/lib/catalog/search';
import type { Suggestion } from '@/lib/catalog/suggestion';

/**
 * Debounced (300 ms) autocomplete. Each term is its own query key and the previous request is aborted,
 * so a late answer for an older term is never shown (stale answers dropped).
 */
export function useSuggestions(raw: string, locale: string, currency: string) {
  const [term, setTerm] = useState('');
  const update = useMemo(
    () => debounce((v: string) => setTerm(normalizeSearchTerm(v)), SEARCH_DEBOUNCE_MS),
    [],
  );

  useEffect(() => {
    update(raw);
    return update.cancel;
  }, [raw, update]);

  const enabled = shouldSuggest(term);
  const query = useQuery({
    queryKey: ['suggestions', locale, currency, term],
    enabled,
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ text: term, locale, currency });
      const res = await fetch(`/api/search?${params}`, { signal });
      if (!res.ok) throw new Error(`search ${res.status}`);
      return ((await res.json()) as { data: Suggestion[] }).data;
    },
  });

  // Typing ahead of the debounce: don't show results for a term the input no longer holds.
  const settled = normalizeSearchTerm(raw) === term;
  return {
    term,
    enabled: enabled && settled,
    loading: enabled && (query.isFetching || !settled),
    suggestions: enabled && settled ? (query.data ?? []) : [],
  };
}
