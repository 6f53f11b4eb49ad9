'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSuggestions } from './use-suggestions';

export type SuggestionsState = ReturnType<typeof useSuggestions>;

// One client for the page's lifetime: suggestions typed twice come from the cache (spec §9 search).
const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, gcTime: 300_000, retry: 1, refetchOnWindowFocus: false } },
});

function Reporter({
  value,
  locale,
  currency,
  onChange,
}: {
  value: string;
  locale: string;
  currency: string;
  onChange: (s: SuggestionsState) => void;
}) {
  const state = useSuggestions(value, locale, currency);
  const key = `${state.term}|${state.enabled}|${state.loading}|${state.suggestions.map((s) => s.id).join(',')}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key captures every field the box renders
  useEffect(() => onChange(state), [key, onChange]);
  return null;
}

/**
 * The search box's React Query island, loaded on the first focus of the box: the page shell ships no
 * React Query. Renders nothing; reports the debounced, stale-dropping suggestions to the box.
 */
export default function SuggestionsQuery(props: {
  value: string;
  locale: string;
  currency: string;
  onChange: (s: SuggestionsState) => void;
}) {
  return (
    <QueryClientProvider client={client}>
      <Reporter {...props} />
    </QueryClientProvider>
  );
}
