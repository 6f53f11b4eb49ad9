import { describe, expect, it } from 'vitest';
import {
  EMPTY_STATE,
  listingHref,
  stateFromQuery,
  stateFromSegment,
  stateToSegment,
  withFilter,
} from './listing-state';
import { sortToApi } from './sort';

const q = (s: string) => new URLSearchParams(s);

describe('listing state', () => {
  it('parses the public query and drops invalid values', () => {
    expect(
      stateFromQuery(q('page=3&sort=price-asc&availability=available&brandSlug=xiaomi,apple,apple')),
    ).toEqual({
      page: 3,
      sort: 'price-asc',
      available: true,
      brands: ['apple', 'xiaomi'],
      text: '',
      categoryId: undefined,
      departmentId: undefined,
    });
    expect(stateFromQuery(q('page=-1&sort=evil&availability=all&brandSlug=<x>'))).toMatchObject(EMPTY_STATE);
  });
  it('reads page and ids only as plain decimal digits', () => {
    for (const v of ['1e1', '0x10', '2.0', ' 3', '+3', '-3']) {
      const state = stateFromQuery(new URLSearchParams({ page: v, categoryId: v, departmentId: v }));
      expect([state.page, state.categoryId, state.departmentId], v).toEqual([1, undefined, undefined]);
    }
    expect(stateFromSegment('p1e1')).toBeNull();
    expect(stateFromSegment('c0x10')).toBeNull();
  });

  it('round-trips through the internal segment, canonical only', () => {
    const s = stateFromQuery(q('page=2&sort=name-desc&brandSlug=b,a&availability=available'));
    const seg = stateToSegment(s);
    expect(seg).toBe('p2~sname-desc~a1~ba.b');
    expect(stateToSegment(stateFromSegment(seg)!)).toBe(seg);
    expect(stateFromSegment(seg)).toMatchObject({
      page: 2,
      sort: 'name-desc',
      available: true,
      brands: ['a', 'b'],
    });
    expect(stateToSegment(EMPTY_STATE)).toBe('_');
    expect(stateFromSegment('_')).toEqual(EMPTY_STATE);
    expect(stateFromSegment('p1')).toBeNull();
    expect(stateFromSegment('a1~p2')).toBeNull();
    expect(stateFromSegment('zzz')).toBeNull();
  });
  it('builds shareable hrefs without defaults', () => {
    expect(listingHref('/produtos', EMPTY_STATE)).toBe('/produtos');
    expect(listingHref('/produtos/perfumaria', { ...EMPTY_STATE, page: 2, sort: 'price-desc' })).toBe(
      '/produtos/perfumaria?sort=price-desc&page=2',
    );
  });
  it('resets the page when a filter changes', () => {
    expect(withFilter({ ...EMPTY_STATE, page: 7 }, { sort: 'name-asc' }).page).toBe(1);
  });
  it('maps sorts to the API with in-stock first', () => {
    expect(sortToApi(undefined)).toEqual({ orderBy: 'tem_estoque,id', order: 'desc,desc' });
    expect(sortToApi('price-asc')).toEqual({ orderBy: 'tem_estoque,valor_venda', order: 'desc,asc' });
  });
});
