/** Spec §9 printing: 15 products on the first sheet page (it carries the header), 20 on each later one. */
export const PRINT_FIRST_PAGE = 15;
export const PRINT_PAGE = 20;

/** Splits rows into sheet pages. No rows gives no pages (the sheet shows its empty message instead). */
export function paginatePrint<T>(rows: readonly T[], first = PRINT_FIRST_PAGE, rest = PRINT_PAGE): T[][] {
  if (first < 1 || rest < 1) throw new RangeError('page sizes must be positive');
  const pages: T[][] = [];
  if (rows.length === 0) return pages;
  pages.push(rows.slice(0, first));
  for (let i = first; i < rows.length; i += rest) pages.push(rows.slice(i, i + rest));
  return pages;
}

/** Sheet date in the shopper's language, long format ("12 de março de 2025"), store time zone. */
export function printDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Asuncion' }).format(date);
}
