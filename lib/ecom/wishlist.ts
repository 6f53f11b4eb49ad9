import { QueryObserver, queryOptions, type QueryClient } from '@tanstack/react-query';
import { FAVORITES_KEY, WISHLIST_KEY } from './keys';
import { readLocalWishes, writeLocalWishes } from './local-wishes';
import { optimistic } from './optimistic';
import { getQueryClient } from './query-client';
import { hasSessionHint } from './session-hint';

/**
 * The saved product ids, one React Query cache for every heart on the page (card grids, the product page) and
 * for /perfil/favoritos: the account's list when signed in (anonymous wishes imported first), the browser's
 * otherwise. Loaded by the first heart when the browser is idle (components/wishlist/wishlist-when-idle.ts).
 */
const calls = () => import('./wishlist-calls');

export const wishlistQuery = queryOptions({
  queryKey: WISHLIST_KEY,
  queryFn: async (): Promise<number[]> => {
    if (!hasSessionHint()) return readLocalWishes();
    // Session gone or API down: the browser's wishes rather than nothing.
    return (await calls()).loadSavedIds().catch(() => readLocalWishes());
  },
  staleTime: Infinity,
});

/**
 * Optimistic toggle (the data layer's one helper); the account's answer replaces the guess, a refusal puts the
 * previous list back. A lost session keeps the wish in the browser. A product saved from a heart also appears on
 * the favourites page (its product list is read again); one removed there disappears at once, as the page shows
 * only the ids this cache holds.
 */
export async function toggleWish(client: QueryClient, id: number): Promise<void> {
  const ids = await client.ensureQueryData(wishlistQuery);
  const wanted = !ids.includes(id);
  const change = optimistic<number[], number>(client, WISHLIST_KEY, (current) =>
    wanted ? [...current, id] : current.filter((p) => p !== id),
  );
  const snapshot = await change.onMutate(id);
  const guessed = client.getQueryData<number[]>(WISHLIST_KEY) ?? [];
  if (!hasSessionHint()) return writeLocalWishes(guessed);
  try {
    const saved = await (await calls()).saveOrForget(id, wanted);
    if (saved === null) return writeLocalWishes(guessed);
    client.setQueryData(WISHLIST_KEY, saved);
    if (wanted) void client.invalidateQueries({ queryKey: FAVORITES_KEY });
  } catch (e) {
    change.onError(e, id, snapshot);
    throw e;
  }
}

/** For hearts outside React (card grids mark plain buttons): the saved ids now and on every change. */
export function watchWishlist(onChange: (ids: ReadonlySet<number>) => void): () => void {
  const observer = new QueryObserver(getQueryClient(), wishlistQuery);
  return observer.subscribe((result) => onChange(new Set(result.data ?? [])));
}

/** The ids the cache holds now (a heart clicked before the idle watcher started marks itself from them). */
export const savedIds = (): ReadonlySet<number> =>
  new Set(getQueryClient().getQueryData<number[]>(WISHLIST_KEY) ?? []);

/** A heart's click: a refused save is reverted in the cache, so the heart simply shows the previous state. */
export const toggle = (id: number) => toggleWish(getQueryClient(), id).catch(() => undefined);
