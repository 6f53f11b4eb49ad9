/** Spec §2/§9: window of up to 5 page numbers. */
export const PAGINATION_WINDOW = 5;
export const PAGE_SIZE = 20;

export interface PaginationModel {
  pages: number[];
  /** Ellipsis plus a last-page button: the current page is more than 4 pages from the end. */
  showLast: boolean;
  last: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * All pages when there are 5 or fewer; otherwise 5 pages starting 2 before the current one
 * (clamped to the first and last page), plus "… last" when current is more than 4 from the end.
 */
export function paginationWindow(current: number, last: number): PaginationModel {
  const total = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  let pages: number[];
  if (total <= PAGINATION_WINDOW) {
    pages = Array.from({ length: total }, (_, i) => i + 1);
  } else {
    const start = Math.max(1, page - 2);
    const end = Math.min(total, start + PAGINATION_WINDOW - 1);
    pages = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  }
  return {
    pages,
    showLast: total - page > 4,
    last: total,
    hasPrevious: page > 1,
    hasNext: page < total,
  };
}
