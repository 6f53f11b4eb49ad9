/**
 * Spec §2 special page: the current page lives in session storage (key especialCurrentPage) and is
 * cleared when the category or the text changes; the sort choice is stored too.
 */
export const SPECIAL_PAGE_KEY = 'especialCurrentPage';
export const SPECIAL_SORT_KEY = 'especialSort';
export const SPECIAL_SCOPE_KEY = 'especialScope';

export interface SpecialStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SpecialRestore {
  page?: number;
  sort?: string;
}

/**
 * Records the visible page and sort. When the shopper arrives afresh (not paging inside the special
 * page) on a URL without page/sort, returns what to restore.
 */
export function syncSpecialSession(
  store: SpecialStore,
  current: { scope: string; page: number; sort?: string; hasPageParam: boolean; hasSortParam: boolean },
  freshArrival: boolean,
): SpecialRestore | null {
  const sameScope = store.getItem(SPECIAL_SCOPE_KEY) === current.scope;
  if (!sameScope) {
    store.removeItem(SPECIAL_PAGE_KEY);
    store.setItem(SPECIAL_SCOPE_KEY, current.scope);
  }
  const restore: SpecialRestore = {};
  if (freshArrival) {
    const storedPage = Number(store.getItem(SPECIAL_PAGE_KEY));
    const storedSort = store.getItem(SPECIAL_SORT_KEY);
    if (sameScope && !current.hasPageParam && Number.isInteger(storedPage) && storedPage > 1)
      restore.page = storedPage;
    if (!current.hasSortParam && storedSort) restore.sort = storedSort;
  }
  if (restore.page === undefined) store.setItem(SPECIAL_PAGE_KEY, String(current.page));
  if (restore.sort === undefined) {
    if (current.sort) store.setItem(SPECIAL_SORT_KEY, current.sort);
    else if (current.hasSortParam || !freshArrival) store.removeItem(SPECIAL_SORT_KEY);
  }
  return restore.page !== undefined || restore.sort !== undefined ? restore : null;
}
