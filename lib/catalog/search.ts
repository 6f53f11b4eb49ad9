/** Spec §9 search constants. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_SUGGESTIONS = 4;
export const SEARCH_HIDE_AFTER_BLUR_MS = 200;
export const SEARCH_MAX_LENGTH = 100;

export function normalizeSearchTerm(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Autocomplete starts at 2 characters after trimming (spec §5). */
export function shouldSuggest(raw: string): boolean {
  return normalizeSearchTerm(raw).length >= SEARCH_MIN_CHARS;
}

/** Where a submitted search goes: an empty one goes home (spec §5). */
export function searchTarget(raw: string): { path: string; query?: string } {
  const term = normalizeSearchTerm(raw);
  return term ? { path: '/produtos', query: term } : { path: '/' };
}

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Trailing-edge debounce: only the last call within `ms` runs. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  run.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return run;
}
