'use client';

import { useState, type FormEvent } from 'react';
import { adminErrorText } from '@/lib/admin/errors';
import { paraguayDay } from '@/lib/admin/paraguay-time';
import { useAdminQuery } from '@/lib/admin/queries';
import { salesCsv } from '@/lib/admin/sales-csv';
import { DIRECT_SOURCE, type SalesReport } from '@/lib/contract/admin-reports';
import { formatNumberPt } from '@/lib/money/format';
import { useAdmin } from '../admin-context';
import { Button, ErrorLine, Select } from '../form-bits';
import { SALES_TEXT } from './sales-texts';

type Query = { by: string; period: string; touch: string; from: string; to: string };

/** Thirty days back from today, Paraguay's calendar. */
function lastMonth(): Query {
  const now = new Date();
  return {
    by: 'source',
    period: 'day',
    touch: 'last',
    from: paraguayDay(new Date(now.getTime() - 29 * 86_400_000).toISOString()),
    to: paraguayDay(now.toISOString()),
  };
}

/** Sales per campaign source or seller, per day or month, with the CSV a manager takes to a spreadsheet (issue 28). */
export function SalesReportView() {
  const { lang } = useAdmin();
  const s = SALES_TEXT[lang];
  const [query, setQuery] = useState<Query>(lastMonth);
  const report = useAdminQuery('salesReport', { query });

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setQuery(
      Object.fromEntries(['by', 'period', 'touch', 'from', 'to'].map((k) => [k, String(f.get(k))])) as Query,
    );
  }
  const label = (r: SalesReport['rows'][number]) =>
    r.key === DIRECT_SOURCE ? s.direct : r.key === '' && query.by === 'seller' ? s.noSeller : r.label;
  const keyHeading = query.by === 'seller' ? s.bySeller : s.bySource;

  function download(data: SalesReport) {
    const csv = salesCsv(
      { ...data, rows: data.rows.map((r) => ({ ...r, label: label(r) })) },
      { period: s.period, key: keyHeading, orders: s.orders },
    );
    // A byte-order mark: spreadsheets then read the accents as UTF-8.
    const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `vendas-${query.by}-${query.from}-${query.to}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  }

  const data = report.data;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{s.report}</h1>
      <p className="text-sm text-zinc-700">{s.reportIntro}</p>
      <form
        onSubmit={submit}
        className="grid grid-cols-1 gap-3 rounded border border-zinc-300 bg-white p-3 sm:grid-cols-3 lg:grid-cols-6"
      >
        <Select label={s.by} name="by" defaultValue={query.by}>
          <option value="source">{s.bySource}</option>
          <option value="seller">{s.bySeller}</option>
        </Select>
        <Select label={s.period} name="period" defaultValue={query.period}>
          <option value="day">{s.perDay}</option>
          <option value="month">{s.perMonth}</option>
        </Select>
        <Select label={s.touch} name="touch" defaultValue={query.touch}>
          <option value="last">{s.lastTouch}</option>
          <option value="first">{s.firstTouch}</option>
        </Select>
        {(['from', 'to'] as const).map((k) => (
          <label key={k} className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{s[k]}</span>
            <input
              type="date"
              name={k}
              required
              defaultValue={query[k]}
              className="min-h-11 rounded border border-zinc-400 bg-white px-2"
            />
          </label>
        ))}
        <div className="flex items-end">
          <Button type="submit" className="min-h-12 w-full rounded bg-blue-800 px-4 font-medium text-white">
            {s.show}
          </Button>
        </div>
      </form>
      {report.error && <ErrorLine>{adminErrorText(report.error, lang)}</ErrorLine>}
      {report.isPending && <p>{s.loading}</p>}
      {data && data.rows.length === 0 && <p>{s.noSales}</p>}
      {data && data.rows.length > 0 && (
        <>
          <div>
            <Button type="button" onClick={() => download(data)}>
              {s.exportCsv}
            </Button>
          </div>
          {/* Wide on a phone: the table scrolls inside its own box, the page does not. */}
          <div className="overflow-x-auto" role="region" aria-label={s.report} tabIndex={0}>
            <table className="w-full border-collapse bg-white text-sm">
              <thead>
                <tr className="border-b text-left">
                  <th className="p-2">{s.period}</th>
                  <th className="p-2">{keyHeading}</th>
                  <th className="p-2 text-right">{s.orders}</th>
                  {data.currencies.map((c) => (
                    <th key={c} className="p-2 text-right">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((r) => (
                  <tr key={`${r.period}-${r.key}`} className="border-b">
                    <td className="p-2 whitespace-nowrap">{r.period}</td>
                    <td className="p-2">{label(r)}</td>
                    <td className="p-2 text-right tabular-nums">{r.orders}</td>
                    {data.currencies.map((c) => (
                      <td key={c} className="p-2 text-right whitespace-nowrap tabular-nums">
                        {formatNumberPt(r.revenue[c] ?? 0, c === 'PYG' ? 0 : 2)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
