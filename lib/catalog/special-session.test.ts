import { describe, expect, it } from 'vitest';
import { SPECIAL_PAGE_KEY, SPECIAL_SORT_KEY, syncSpecialSession } from './special-session';

function memoryStore(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    dump: () => Object.fromEntries(m),
  };
}

const base = { scope: 'audio|', page: 1, hasPageParam: false, hasSortParam: false };

describe('syncSpecialSession', () => {
  it('stores the current page and sort', () => {
    const s = memoryStore();
    expect(
      syncSpecialSession(
        s,
        { ...base, page: 3, hasPageParam: true, sort: 'price-asc', hasSortParam: true },
        false,
      ),
    ).toBeNull();
    expect(s.dump()).toMatchObject({ [SPECIAL_PAGE_KEY]: '3', [SPECIAL_SORT_KEY]: 'price-asc' });
  });
  it('restores page and sort on a fresh arrival in the same scope', () => {
    const s = memoryStore({
      especialScope: 'audio|',
      [SPECIAL_PAGE_KEY]: '4',
      [SPECIAL_SORT_KEY]: 'name-asc',
    });
    expect(syncSpecialSession(s, base, true)).toEqual({ page: 4, sort: 'name-asc' });
  });
  it('does not restore while paging inside the special page', () => {
    const s = memoryStore({ especialScope: 'audio|', [SPECIAL_PAGE_KEY]: '4' });
    expect(syncSpecialSession(s, base, false)).toBeNull();
    expect(s.getItem(SPECIAL_PAGE_KEY)).toBe('1');
  });
  it('clears the page when the category or text changes', () => {
    const s = memoryStore({ especialScope: 'audio|', [SPECIAL_PAGE_KEY]: '4' });
    expect(syncSpecialSession(s, { ...base, scope: 'cabos|' }, true)).toBeNull();
    expect(s.getItem(SPECIAL_PAGE_KEY)).toBe('1');
  });
});
