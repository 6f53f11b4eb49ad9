import { describe, expect, it } from 'vitest';
import { paginationWindow } from './pagination';

describe('paginationWindow (spec §2)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(paginationWindow(1, 1).pages).toEqual([1]);
    expect(paginationWindow(3, 5).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(5, 5).showLast).toBe(false);
  });
  it('starts 2 before the current page', () => {
    expect(paginationWindow(1, 10).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 10).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(6, 20).pages).toEqual([4, 5, 6, 7, 8]);
  });
  it('clamps the window at the last page', () => {
    expect(paginationWindow(9, 10).pages).toEqual([7, 8, 9, 10]);
    expect(paginationWindow(10, 10).pages).toEqual([8, 9, 10]);
  });
  it('adds ellipsis and last page when the current page is more than 4 from the end', () => {
    expect(paginationWindow(5, 10).showLast).toBe(true); // 5 from the end
    expect(paginationWindow(6, 10).showLast).toBe(false); // exactly 4
    expect(paginationWindow(1, 6).showLast).toBe(true);
    expect(paginationWindow(2, 6).showLast).toBe(false);
  });
  it('reports previous/next and clamps out-of-range pages', () => {
    expect(paginationWindow(1, 3)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(paginationWindow(99, 3)).toMatchObject({ hasPrevious: true, hasNext: false, pages: [1, 2, 3] });
    expect(paginationWindow(1, 0).pages).toEqual([1]);
  });
});
