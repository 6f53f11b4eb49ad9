import { isSortKey, type SortKey } from './sort';
import { normalizeSearchTerm } from './search';

/**
 * Filter state of a listing (produtos, marca, especial). It travels in the public query string and,
 * for the cached pages, in an internal path segment so ISR can cache one page per state.
 */
export interface ListingState {
  page: number;
  sort?: SortKey;
  /** Spec: availability is "all" (omitted) or "available". */
  available: boolean;
  brands: string[];
  text: string;
  /** Special page only (spec §2: departmentId or categoryId). */
  categoryId?: number;
  departmentId?: number;
}

export const EMPTY_STATE: ListingState = { page: 1, available: false, brands: [], text: '' };
const MAX_PAGE = 10_000;
const MAX_BRANDS = 20;
const SLUG = /^[a-z0-9-]{1,100}$/;

function positiveInt(v: string | null | undefined, max = 2_147_483_647): number | undefined {
  if (!v || !/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= max ? n : undefined;
}

function brandList(v: string | null | undefined): string[] {
  if (!v) return [];
  const set = new Set(
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((s) => SLUG.test(s)),
  );
  return [...set].sort().slice(0, MAX_BRANDS);
}

/** Public query → state. Anything invalid is dropped, never an error. */
export function stateFromQuery(query: URLSearchParams): ListingState {
  const sort = query.get('sort');
  return {
    page: positiveInt(query.get('page'), MAX_PAGE) ?? 1,
    sort: isSortKey(sort) ? sort : undefined,
    available: query.get('availability') === 'available',
    brands: brandList(query.get('brandSlug')),
    text: normalizeSearchTerm(query.get('text') ?? ''),
    categoryId: positiveInt(query.get('categoryId')),
    departmentId: positiveInt(query.get('departmentId')),
  };
}

/** State → public query (defaults omitted, fixed order so equal states give equal URLs). */
export function stateToQuery(state: ListingState): URLSearchParams {
  const q = new URLSearchParams();
  if (state.text) q.set('text', state.text);
  if (state.categoryId) q.set('categoryId', String(state.categoryId));
  if (state.departmentId) q.set('departmentId', String(state.departmentId));
  if (state.brands.length) q.set('brandSlug', state.brands.join(','));
  if (state.available) q.set('availability', 'available');
  if (state.sort) q.set('sort', state.sort);
  if (state.page > 1) q.set('page', String(state.page));
  return q;
}

export function listingHref(path: string, state: ListingState): string {
  const qs = stateToQuery(state).toString();
  return qs ? `${path}?${qs}` : path;
}

/** Internal segment for the ISR route: "_" when default. Text searches never get here (dynamic route). */
export function stateToSegment(state: ListingState): string {
  const parts: string[] = [];
  if (state.page > 1) parts.push(`p${state.page}`);
  if (state.sort) parts.push(`s${state.sort}`);
  if (state.available) parts.push('a1');
  if (state.brands.length) parts.push(`b${state.brands.join('.')}`);
  if (state.categoryId) parts.push(`c${state.categoryId}`);
  if (state.departmentId) parts.push(`d${state.departmentId}`);
  return parts.length ? parts.join('~') : '_';
}

export function stateFromSegment(segment: string): ListingState | null {
  const state: ListingState = { ...EMPTY_STATE, brands: [] };
  const decoded = decodeURIComponent(segment);
  if (decoded === '_') return state;
  for (const part of decoded.split('~')) {
    const key = part[0];
    const value = part.slice(1);
    if (key === 'p') state.page = positiveInt(value, MAX_PAGE) ?? NaN;
    else if (key === 's' && isSortKey(value)) state.sort = value;
    else if (key === 'a' && value === '1') state.available = true;
    else if (key === 'b') state.brands = brandList(value.replace(/\./g, ','));
    else if (key === 'c') state.categoryId = positiveInt(value);
    else if (key === 'd') state.departmentId = positiveInt(value);
    else return null;
  }
  // Only the canonical encoding is accepted, so one state has exactly one cache entry.
  return Number.isNaN(state.page) || stateToSegment(state) !== decoded ? null : state;
}

/** Changing category, department, sort, filters or text resets the page to 1 (spec §2). */
export function withFilter(state: ListingState, patch: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...patch, page: 1 };
}
