'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { adminErrorText } from '@/lib/admin/errors';
import { paraguayDay, paraguayDayBound } from '@/lib/admin/paraguay-time';
import { useAdminQuery } from '@/lib/admin/queries';
import { adminLocale } from '@/lib/admin/texts';
import { ADMIN_ORDER_STATUSES } from '@/lib/contract/admin-orders';
import { DIRECT_SOURCE } from '@/lib/contract/admin-reports';
import { BRAZILIAN_METHODS, PARAGUAYAN_METHODS } from '@/lib/contract/checkout';
import { useAdmin } from './admin-context';
import { FilterChips, FiltersButton } from './folded-filters';
import { Button, ErrorLine, Select, when } from './form-bits';
import { OrderCard } from './order-card';
import { moneyText, StatusBadge } from './order-bits';
import { SALES_TEXT } from './sales/sales-texts';

const METHODS = [...BRAZILIAN_METHODS, ...PARAGUAYAN_METHODS];
const KEYS = [
  'status',
  'buyer',
  'payment_method',
  'delivery',
  'handed_over',
  'refund',
  'invoice',
  'pickup_point_id',
  'source',
  'seller_id',
  'from',
  'to',
] as const;
type Key = (typeof KEYS)[number];

/** A date field's day ("2026-11-25") becomes Paraguay's whole day; an instant (a today tile's link) passes as it is. */
function bound(value: string | null, edge: 'start' | 'end'): string | undefined {
  if (!value) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? (paraguayDayBound(value, edge) ?? undefined) : value;
}

/**
 * Orders, newest first, filtered on the server; keyset pages. The filters live in the address (a today tile opens
 * the list already filtered, a reload keeps them); on a phone they fold behind one button, the active ones shown
 * as chips, and each order is a card instead of a table row.
 */
export function OrdersList() {
  const { t, lang } = useAdmin();
  const locale = adminLocale(lang);
  const router = useRouter();
  const path = usePathname();
  const params = useSearchParams();
  const [open, setOpen] = useState(false);
  const [cursor, setCursor] = useState<string | undefined>();
  const active = KEYS.filter((k) => params.get(k));
  const q = params.get('q') ?? '';
  const query: Record<string, string | undefined> = { q: q || undefined, cursor };
  for (const k of active)
    query[k] =
      k === 'from'
        ? bound(params.get(k), 'start')
        : k === 'to'
          ? bound(params.get(k), 'end')
          : (params.get(k) ?? undefined);
  const page = useAdminQuery('orders', { query });
  const points = useAdminQuery('pickupPointNames', undefined, { staleTime: 300_000 });
  const sellers = useAdminQuery('sellerNames', undefined, { staleTime: 300_000 });
  const s = SALES_TEXT[lang];
  const pointName = (id: string | number | null) =>
    points.data?.data.find((p) => String(p.id) === String(id))?.name ?? String(id ?? '');

  const go = (next: URLSearchParams) => {
    setCursor(undefined);
    const qs = next.toString();
    router.replace(qs ? `${path}?${qs}` : path, { scroll: false });
  };
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const [k, v] of new FormData(e.currentTarget).entries())
      if (String(v).trim()) next.set(k, String(v).trim());
    setOpen(false);
    go(next);
  }
  const remove = (k: Key) => {
    const next = new URLSearchParams(params.toString());
    next.delete(k);
    go(next);
  };

  const labels: Record<Key, string> = {
    status: t.status,
    buyer: t.buyer,
    payment_method: t.paymentMethod,
    delivery: t.deliveryKind,
    handed_over: t.handedOverFilter,
    refund: t.refundFilter,
    invoice: t.invoiceFilter,
    pickup_point_id: t.pickupPointName,
    source: s.source,
    seller_id: s.seller,
    from: t.from,
    to: t.to,
  };
  const valueText = (k: Key, v: string): string => {
    if (k === 'status') return t.statusNames[v] ?? v;
    if (k === 'buyer') return v === 'foreign' ? t.foreign : t.local;
    if (k === 'payment_method') return t.methodNames[v] ?? v;
    if (k === 'delivery') return v === 'entrega' ? t.homeDelivery : t.pickup;
    if (k === 'handed_over') return v === 'no' ? t.notYet : t.yes;
    if (k === 'refund') return v === 'pending' ? t.refundAtProvider : v;
    if (k === 'invoice') return v === 'rejected' ? t.invoiceRejected : v;
    if (k === 'pickup_point_id') return pointName(v);
    if (k === 'source') return v === DIRECT_SOURCE ? s.direct : v;
    if (k === 'seller_id') return sellers.data?.data.find((x) => String(x.id) === v)?.name ?? v;
    return /^\d{4}-\d{2}-\d{2}$/.test(v)
      ? new Date(`${v}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' })
      : when(v, locale);
  };
  const dayValue = (k: 'from' | 'to') => {
    const v = params.get(k);
    return v && !/^\d{4}-\d{2}-\d{2}$/.test(v) ? paraguayDay(v) : (v ?? '');
  };
  const options = (list: readonly (readonly [string, string])[]) => [
    <option key="" value="">
      {t.all}
    </option>,
    ...list.map(([v, l]) => (
      <option key={v} value={v}>
        {l}
      </option>
    )),
  ];
  const rows = page.data?.data ?? [];

  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-xl font-semibold">{t.orders}</h1>
      <form onSubmit={submit} role="search" aria-label={t.orders} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <span className="font-medium">{t.search}</span>
            <input
              name="q"
              type="search"
              defaultValue={q}
              key={q}
              className="min-h-12 rounded border border-zinc-400 bg-white px-3 text-base"
            />
          </label>
          <Button type="submit" className="min-h-12 rounded bg-blue-800 px-4 font-medium text-white">
            {t.filter}
          </Button>
          <FiltersButton
            open={open}
            onToggle={() => setOpen((o) => !o)}
            controls="order-filters"
            count={active.length}
          />
        </div>
        <div
          id="order-filters"
          hidden={!open}
          className="grid grid-cols-1 gap-3 rounded border border-zinc-300 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          {/* key: the fields start again from the address when a chip removes a filter. */}
          <Select
            label={t.status}
            name="status"
            defaultValue={params.get('status') ?? ''}
            key={`s${params.get('status')}`}
          >
            {options(ADMIN_ORDER_STATUSES.map((s) => [s, t.statusNames[s] ?? s] as const))}
          </Select>
          <Select
            label={t.deliveryKind}
            name="delivery"
            defaultValue={params.get('delivery') ?? ''}
            key={`d${params.get('delivery')}`}
          >
            {options([
              ['retirada', t.pickup],
              ['entrega', t.homeDelivery],
            ])}
          </Select>
          <Select
            label={t.pickupPointName}
            name="pickup_point_id"
            defaultValue={params.get('pickup_point_id') ?? ''}
            key={`p${params.get('pickup_point_id')}${points.data ? 1 : 0}`}
          >
            {options((points.data?.data ?? []).map((p) => [String(p.id), p.name] as const))}
          </Select>
          <Select
            label={t.handedOverFilter}
            name="handed_over"
            defaultValue={params.get('handed_over') ?? ''}
            key={`h${params.get('handed_over')}`}
          >
            {options([
              ['no', t.notYet],
              ['yes', t.yes],
            ])}
          </Select>
          <Select
            label={t.refundFilter}
            name="refund"
            defaultValue={params.get('refund') ?? ''}
            key={`r${params.get('refund')}`}
          >
            {options([['pending', t.refundAtProvider]])}
          </Select>
          <Select
            label={t.invoiceFilter}
            name="invoice"
            defaultValue={params.get('invoice') ?? ''}
            key={`i${params.get('invoice')}`}
          >
            {options([['rejected', t.invoiceRejected]])}
          </Select>
          <Select
            label={t.buyer}
            name="buyer"
            defaultValue={params.get('buyer') ?? ''}
            key={`b${params.get('buyer')}`}
          >
            {options([
              ['foreign', t.foreign],
              ['local', t.local],
            ])}
          </Select>
          <Select
            label={t.paymentMethod}
            name="payment_method"
            defaultValue={params.get('payment_method') ?? ''}
            key={`m${params.get('payment_method')}`}
          >
            {options(METHODS.map((m) => [m, t.methodNames[m] ?? m] as const))}
          </Select>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{s.source}</span>
            <input
              name="source"
              defaultValue={params.get('source') ?? ''}
              key={`o${params.get('source')}`}
              placeholder={s.sourceHint}
              className="min-h-11 rounded border border-zinc-400 bg-white px-2"
            />
          </label>
          <Select
            label={s.seller}
            name="seller_id"
            defaultValue={params.get('seller_id') ?? ''}
            key={`v${params.get('seller_id')}${sellers.data ? 1 : 0}`}
          >
            {options((sellers.data?.data ?? []).map((x) => [String(x.id), x.name] as const))}
          </Select>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t.from}</span>
            <input
              type="date"
              name="from"
              defaultValue={dayValue('from')}
              key={`f${params.get('from')}`}
              className="min-h-11 rounded border border-zinc-400 bg-white px-2"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t.to}</span>
            <input
              type="date"
              name="to"
              defaultValue={dayValue('to')}
              key={`t${params.get('to')}`}
              className="min-h-11 rounded border border-zinc-400 bg-white px-2"
            />
          </label>
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
            <Button type="submit" className="min-h-12 rounded bg-blue-800 px-4 font-medium text-white">
              {t.applyFilters}
            </Button>
            <button
              type="button"
              onClick={() => (setOpen(false), go(new URLSearchParams()))}
              className="min-h-12 rounded border border-zinc-500 bg-white px-4"
            >
              {t.clearFilters}
            </button>
          </div>
        </div>
      </form>
      <FilterChips
        chips={active.map((k) => ({ key: k, label: labels[k], value: valueText(k, params.get(k)!) }))}
        onRemove={remove}
      />
      {page.error && <ErrorLine>{adminErrorText(page.error, lang)}</ErrorLine>}
      {page.isPending && <p>{t.loading}</p>}
      {page.data && rows.length === 0 && <p>{t.none}</p>}
      {rows.length > 0 && (
        <>
          <ul className="flex flex-col gap-2 md:hidden" data-testid="order-cards">
            {rows.map((o) => (
              <OrderCard key={o.number} o={o} pointName={pointName} />
            ))}
          </ul>
          <div className="hidden md:block">
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
                {rows.map((o) => (
                  <tr key={o.number} className="border-b">
                    <td className="p-2">
                      <Link href={`/admin/pedidos/${o.number}`} className="text-blue-800 underline">
                        {o.number}
                      </Link>
                    </td>
                    <td className="p-2">{when(o.created_at, locale)}</td>
                    <td className="p-2">
                      <StatusBadge status={o.status} />
                      {o.handed_over_at ? ` · ${t.handedOver}` : ''}
                    </td>
                    <td className="p-2">
                      {o.buyer.name}
                      <br />
                      <span className="text-zinc-700">{o.buyer.email}</span>
                    </td>
                    <td className="p-2">
                      {o.delivery === 'entrega'
                        ? t.homeDelivery
                        : `${t.pickup}${o.pickup_point_id ? ` · ${pointName(o.pickup_point_id)}` : ''}`}
                    </td>
                    <td className="p-2">
                      {o.payment_method ? (t.methodNames[o.payment_method] ?? o.payment_method) : '—'}
                    </td>
                    <td className="p-2 text-right whitespace-nowrap tabular-nums">
                      {moneyText(o.total.value, o.total.moeda)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="flex gap-3">
        {cursor && (
          <Button type="button" onClick={() => setCursor(undefined)}>
            {t.first}
          </Button>
        )}
        {page.data?.next_cursor && (
          <Button type="button" onClick={() => setCursor(page.data.next_cursor ?? undefined)}>
            {t.next}
          </Button>
        )}
      </div>
    </section>
  );
}
