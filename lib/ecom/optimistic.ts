import type { QueryClient, QueryKey } from '@tanstack/react-query';

interface Snapshot<T> {
  previous: T | undefined;
}

/**
 * The one optimistic update of the data layer: a mutation shows its guess at once and the server's answer (or,
 * on an error, what was there before) replaces it. Reads in flight are cancelled first, so an older answer
 * cannot land on top of the guess. `guess` gets the cached value and the mutation's variables; undefined
 * leaves the cache alone.
 */
export function optimistic<T, V>(
  client: QueryClient,
  key: QueryKey,
  guess: (current: T, variables: V) => T | undefined,
) {
  return {
    onMutate: async (variables: V): Promise<Snapshot<T>> => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<T>(key);
      if (previous !== undefined && previous !== null) {
        const next = guess(previous, variables);
        if (next !== undefined) client.setQueryData(key, next);
      }
      return { previous };
    },
    onError: (_error: unknown, _variables: V, snapshot: Snapshot<T> | undefined) => {
      if (snapshot) client.setQueryData(key, snapshot.previous);
    },
  };
}
