/**
 * Anonymous wishes (spec §1): product ids kept in the browser until the shopper logs in, then moved to the
 * account. Ids only: the wishlist page reads current prices and stock from the API.
 */
export const LOCAL_WISHES_KEY = 'wishlist';
const MAX_LOCAL = 200;

export function readLocalWishes(): number[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(LOCAL_WISHES_KEY) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, MAX_LOCAL)
      : [];
  } catch {
    return [];
  }
}

export function writeLocalWishes(ids: readonly number[]) {
  try {
    if (ids.length) localStorage.setItem(LOCAL_WISHES_KEY, JSON.stringify(ids.slice(0, MAX_LOCAL)));
    else localStorage.removeItem(LOCAL_WISHES_KEY);
  } catch {
    // Storage off (private mode): the wish lives as long as the page.
  }
}
