'use client';

import {
  QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { adminCall, type AdminCallInput } from './client';
import type { AdminAnswer, AdminOperation } from './operations';

/**
 * The back office's React Query hooks, named by the staff rows of the one operation table (lib/operations/staff.ts) as
 * the shopper's hooks name its shopper rows: no back-office component fetches in an effect or keeps its own
 * loading and error state. Keys start with 'admin' and the row's name, so a write can refresh what it changed.
 */
export const adminKey = (op: AdminOperation, input?: AdminCallInput) => ['admin', op, input ?? {}] as const;

/** One client per back-office tab (the shell makes it). A refusal (4xx) is an answer, not a reason to retry. */
export function makeAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        retry: (n, e) =>
          n < 1 &&
          !(
            e &&
            typeof e === 'object' &&
            'status' in e &&
            Number((e as { status: number }).status) >= 400 &&
            Number((e as { status: number }).status) < 500
          ),
      },
      mutations: { retry: false },
    },
  });
}

type QueryOptions<O extends AdminOperation> = Omit<
  UseQueryOptions<AdminAnswer<O>, Error>,
  'queryKey' | 'queryFn'
>;

/** A read: `useAdminQuery('order', { params: { number } })`. */
export function useAdminQuery<O extends AdminOperation>(
  op: O,
  input?: AdminCallInput,
  options?: QueryOptions<O>,
) {
  return useQuery<AdminAnswer<O>, Error>({
    queryKey: adminKey(op, input),
    queryFn: () => adminCall(op, input),
    ...options,
  });
}

/**
 * A write: the answer is handed to `onDone`; the rows named in `refresh` are marked stale so their pages show the
 * change (an order's detail after a refund, the orders list and the today counts).
 */
export function useAdminMutation<O extends AdminOperation>(
  op: O,
  { refresh = [], onDone }: { refresh?: AdminOperation[]; onDone?: (answer: AdminAnswer<O>) => void } = {},
) {
  const client = useQueryClient();
  return useMutation<AdminAnswer<O>, Error, AdminCallInput>({
    mutationFn: (input) => adminCall(op, input),
    onSuccess: async (answer) => {
      onDone?.(answer);
      await Promise.all(refresh.map((r) => client.invalidateQueries({ queryKey: ['admin', r] })));
    },
  });
}

/**
 * A read whose page also writes it back (content, taxonomy, a product, rates): `set` puts a write's answer (the
 * whole new state, as those operations answer) in the cache, so the page shows it without another read.
 */
export function useAdminRead<O extends AdminOperation>(
  op: O,
  input?: AdminCallInput,
  options?: QueryOptions<O>,
) {
  const client = useQueryClient();
  const query = useAdminQuery(op, input, options);
  const set = (answer: AdminAnswer<O>) => client.setQueryData(adminKey(op, input), answer);
  return { ...query, set };
}
