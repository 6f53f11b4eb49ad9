'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ADMIN_ORDER_STATUSES } from '@/lib/contract/admin-orders';
import { BRAZILIAN_METHODS, PARAGUAYAN_METHODS } from '@/lib/contract/checkout';
import { adminCall, AdminCallError } from '@/lib/admin/client';
import type { AdminAnswer } from '@/lib/admin/operations';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, when } from './form-bits';

type Filters = Record<string, string | undefined>;
const METHODS = [...BRAZILIAN_METHODS, ...PARAGUAYAN_METHODS];

/** Orders, newest first, filtered on the server; keyset pages (next page / back to the first). */
export function OrdersList() {
  const { t, lang } = useAdmin();
  const [filters, setFilters] = useState<Filters>({});
  const [cursor, setCursor] = useState<string | undefined>();
  const [page, setPage] = useState<AdminAnswer<'orders'> | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    setError('');
    adminCall('orders', { query: { ...filters, cursor } })
      .then(setPage)
      .catch((e) => setError(e instanceof AdminCallError ? e.message : String(e)));
  }, [filters, cursor]);
  useEffect(load, [load]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = Object.fromEntries([...new FormData(e.currentTarget).entries()].map(([k, v]) => [k, String(v).trim() || undefined]));
    for (const k of ['from', 'to']) if (f[k]) f[k] = new Date(`${f[k]}T${k === 'from' ? '00:00:00' : '23:59:59'}-03:00`).toISOString();
    setCursor(undefined);
    setFilters(f);
  }

  const select = (name: string, label: string, options: [string, string][]) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select name={name} className="rounded border border-zinc-400 bg-white px-2 py-1.5">
        <option value="">{t.all}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section>
      <h1 className="mb-4 text-xl font-semibold">{t.orders}</h1>
      <form onSubmit={submit} className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-7">
        {select('status', t.status, ADMIN_ORDER_STATUSES.map((s) => [s, s]))}
        {select('buyer', t.buyer, [['foreign', t.foreign], ['local', t.local]])}
        {select('payment_method', t.paymentMethod, METHODS.map((m) => [m, m]))}
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t.from}</span>
          <input type="date" name="from" className="rounded border border-zinc-400 bg-white px-2 py-1.5" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t.to}</span>
          <input type="date" name="to" className="rounded border border-zinc-400 bg-white px-2 py-1.5" />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t.pickupPoint}</span>
          <input name="pickup_point_id" inputMode="numeric" className="rounded border border-zinc-400 bg-white px-2 py-1.5" />
        </label>
        <label className="col-span-2 flex flex-col gap-1 text-sm md:col-span-4 lg:col-span-1">
          <span className="font-medium">{t.search}</span>
          <input name="q" type="search" className="rounded border border-zinc-400 bg-white px-2 py-1.5" />
        </label>
        <div className="col-span-2 md:col-span-4 lg:col-span-7">
          <Button type="submit">{t.filter}</Button>
        </div>
      </form>
      <ErrorLine>{error}</ErrorLine>
      {page && page.data.length === 0 && <p>{t.none}</p>}
      {page && page.data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-sm">
            <thead>
              <tr className="border-b text-left">
                <th className="p-2">{t.number}</th>
                <th className="p-2">{t.date}</th>
                <th className="p-2">{t.status}</th>
                <th className="p-2">{t.customer}</th>
                <th className="p-2">{t.delivery}</th>
                <th className="p-2">{t.paymentMethod}</th>
                <th className="p-2 text-right">{t.total}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((o) => (
                <tr key={o.number} className="border-b">
                  <td className="p-2">
                    <Link href={`/admin/pedidos/${o.number}`} className="text-blue-800 underline">
                      {o.number}
                    </Link>
                  </td>
                  <td className="p-2">{when(o.created_at, adminLocale(lang))}</td>
                  <td className="p-2">{o.status}{o.handed_over_at ? ` · ${t.handedOver}` : ''}</td>
                  <td className="p-2">
                    {o.buyer.name}
                    <br />
                    <span className="text-zinc-600">{o.buyer.email}</span>
                  </td>
                  <td className="p-2">{o.delivery === 'entrega' ? t.homeDelivery : t.pickup}</td>
                  <td className="p-2">{o.payment_method ?? '—'}</td>
                  <td className="p-2 text-right">
                    {o.total.moeda.simbolo} {o.total.value.toLocaleString(adminLocale(lang), { minimumFractionDigits: o.total.moeda.casas_decimais })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex gap-3">
        {cursor && (
          <Button type="button" onClick={() => setCursor(undefined)}>
            {t.first}
          </Button>
        )}
        {page?.next_cursor && (
          <Button type="button" onClick={() => setCursor(page.next_cursor ?? undefined)}>
            {t.next}
          </Button>
        )}
      </div>
    </section>
  );
}
