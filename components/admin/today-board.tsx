'use client';

import Link from 'next/link';
import { fill } from '@/lib/admin/day-words';
import { adminErrorText } from '@/lib/admin/errors';
import { useAdminQuery } from '@/lib/admin/queries';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { ErrorLine } from './form-bits';

/** How often the day's counts are read again while the page is open (a sale at the counter shows within this). */
export const TODAY_POLL_MS = 30_000;

/** The link a tile opens: the orders list with the same filter the count used (server/services/staff/today.ts). */
export function tileLinks(lateAfterMinutes: number, now = Date.now()) {
  const lateBefore = new Date(now - lateAfterMinutes * 60_000).toISOString();
  return {
    counter: '/admin/pedidos?status=PAGO&delivery=retirada&handed_over=no',
    toShip: '/admin/pedidos?status=PAGO&delivery=entrega',
    unpaidLate: `/admin/pedidos?status=PAGAMENTO&to=${encodeURIComponent(lateBefore)}`,
    refundsPending: '/admin/pedidos?refund=pending',
    invoicesRejected: '/admin/pedidos?invoice=rejected',
  };
}

/** The back office's home for every role: what needs doing now, each number opening its filtered list. */
export function TodayBoard() {
  const { t, lang } = useAdmin();
  const today = useAdminQuery('today', undefined, {
    refetchInterval: TODAY_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const data = today.data;
  const links = tileLinks(data?.late_after_minutes ?? 60, today.dataUpdatedAt || undefined);
  const tiles = data
    ? [
        {
          key: 'counter',
          n: data.counter,
          label: t.tileCounter,
          href: links.counter,
          tone: 'border-green-700 bg-green-50 text-green-900',
        },
        {
          key: 'to-ship',
          n: data.to_ship,
          label: t.tileToShip,
          href: links.toShip,
          tone: 'border-blue-800 bg-blue-50 text-blue-900',
        },
        {
          key: 'unpaid-late',
          n: data.unpaid_late,
          label: fill(t.tileUnpaidLate, { minutes: data.late_after_minutes }),
          href: links.unpaidLate,
          tone: 'border-amber-700 bg-amber-50 text-amber-900',
        },
        {
          key: 'refunds-pending',
          n: data.refunds_pending,
          label: t.tileRefundsPending,
          href: links.refundsPending,
          tone: 'border-violet-800 bg-violet-50 text-violet-900',
        },
        {
          key: 'invoices-rejected',
          n: data.invoices_rejected,
          label: t.tileInvoicesRejected,
          href: links.invoicesRejected,
          tone: 'border-red-700 bg-red-50 text-red-900',
        },
      ]
    : [];
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t.today}</h1>
      {today.error && <ErrorLine>{adminErrorText(today.error, lang)}</ErrorLine>}
      {!data && !today.error && <p>{t.loading}</p>}
      {data && (
        <>
          <p className="text-sm text-zinc-700">{t.todayHint}</p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {tiles.map((tile) => (
              <li key={tile.key}>
                <Link
                  href={tile.href}
                  data-testid={`tile-${tile.key}`}
                  className={`flex min-h-24 items-center gap-4 rounded-lg border-2 p-4 hover:shadow ${tile.tone}`}
                >
                  <span className="text-4xl font-bold tabular-nums">{tile.n}</span>{' '}
                  <span className="text-base font-medium">{tile.label}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-xs text-zinc-700" aria-live="polite">
            {fill(t.updatedAt, {
              time: new Date(today.dataUpdatedAt).toLocaleTimeString(adminLocale(lang), {
                timeZone: 'America/Asuncion',
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
              }),
            })}
          </p>
        </>
      )}
    </section>
  );
}
