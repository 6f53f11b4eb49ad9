import { hasSessionHint } from '@/lib/account/session-hint';
import { importLocalWishes } from './import-local-wishes';
import { readLocalWishes, writeLocalWishes } from './local-wishes';
import { fetchSavedIds, removeWish, saveWish, WishlistCallError } from './wishlist-api';

/**
 * One wishlist per page for every heart on it: the account's when signed in (local wishes imported first),
 * the browser's otherwise. Loaded lazily by the first heart; hearts subscribe to its version.
 */
let ids = new Set<number>();
let version = 0;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: Set<number>) {
  ids = next;
  version++;
  for (const l of listeners) l();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getVersion = () => version;
export const has = (id: number) => ids.has(id);

async function load() {
  if (!hasSessionHint()) return publish(new Set(readLocalWishes()));
  try {
    const imported = await importLocalWishes();
    publish(new Set(imported ?? (await fetchSavedIds())));
  } catch {
    // Session gone or API down: show the browser's wishes rather than nothing.
    publish(new Set(readLocalWishes()));
  }
}

export function ensureLoaded(): Promise<void> {
  loading ??= load();
  return loading;
}

/** Optimistic toggle; reverted when the API refuses. A lost session falls back to the browser's list. */
export async function toggle(id: number): Promise<void> {
  await ensureLoaded();
  const wanted = !ids.has(id);
  const next = new Set(ids);
  if (wanted) next.add(id);
  else next.delete(id);
  publish(next);
  if (!hasSessionHint()) return writeLocalWishes([...next]);
  try {
    await (wanted ? saveWish(id) : removeWish(id));
  } catch (e) {
    if (e instanceof WishlistCallError && e.status === 401) return writeLocalWishes([...next]);
    const back = new Set(ids);
    if (wanted) back.delete(id);
    else back.add(id);
    publish(back);
  }
}
