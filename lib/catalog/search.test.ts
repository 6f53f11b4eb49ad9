import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, normalizeSearchTerm, searchTarget, SEARCH_DEBOUNCE_MS, shouldSuggest } from './search';

describe('search rules (spec §5, §9)', () => {
  it('suggests from 2 trimmed characters', () => {
    expect(shouldSuggest('a')).toBe(false);
    expect(shouldSuggest(' a ')).toBe(false);
    expect(shouldSuggest('  ab')).toBe(true);
    expect(shouldSuggest('a b')).toBe(true);
  });
  it('normalizes whitespace and caps the length', () => {
    expect(normalizeSearchTerm('  iphone   15  ')).toBe('iphone 15');
    expect(normalizeSearchTerm('x'.repeat(300))).toHaveLength(100);
  });
  it('sends an empty search home', () => {
    expect(searchTarget('   ')).toEqual({ path: '/' });
    expect(searchTarget(' oud ')).toEqual({ path: '/produtos', query: 'oud' });
  });
});

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the last call, 300 ms after it', () => {
    const fn = vi.fn();
    const d = debounce(fn, SEARCH_DEBOUNCE_MS);
    d('i');
    vi.advanceTimersByTime(200);
    d('ip');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('ip');
  });
  it('can be cancelled', () => {
    const fn = vi.fn();
    const d = debounce(fn, 300);
    d('x');
    d.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
