import type { SalesReport } from '@/lib/contract/admin-reports';
import { csvCell } from '@/lib/contract/csv';

/**
 * The sales report as the CSV a manager opens in a spreadsheet: one row per period and source (or seller), the
 * order count and one column per currency. Every cell is formula-guarded: a utm_source is whatever a link said,
 * and "=HYPERLINK(…)" must arrive as text. Amounts with a dot and no grouping, as spreadsheets import them.
 */
export function salesCsv(
  report: SalesReport,
  headings: { period: string; key: string; orders: string },
): string {
  const head = [headings.period, headings.key, headings.orders, ...report.currencies];
  const lines = [
    head,
    ...report.rows.map((r) => [
      r.period,
      r.label,
      String(r.orders),
      ...report.currencies.map((c) => (r.revenue[c] ?? 0).toFixed(c === 'PYG' ? 0 : 2)),
    ]),
  ];
  return (
    lines.map((cells) => cells.map((c) => csvCell(c, { guardFormulas: true })).join(',')).join('\r\n') +
    '\r\n'
  );
}
