import { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

function make() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 300_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * One client per browser tab, so the header island and the page's islands share the customer's data
 * (a new one per server render: server caches must never mix shoppers).
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return make();
  browserClient ??= make();
  return browserClient;
}
