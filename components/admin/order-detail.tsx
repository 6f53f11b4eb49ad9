'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { adminCall, AdminCallError } from '@/lib/admin/client';
import type { AdminAnswer } from '@/lib/admin/operations';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field, when } from './form-bits';
import { useStepUp } from './step-up';

type Order = AdminAnswer<'order'>;

/** One order in full, its allowed transitions (the API checks again), and a printable ticket. */
export function OrderDetail({ number }: { number: number }) {
  const { t, lang, me } = useAdmin();
  const locale = adminLocale(lang);
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');

  useEffect(() => {
    adminCall('order', { params: { number } })
      .then(setOrder)
      .catch((e) => setError(e instanceof AdminCallError ? e.message : String(e)));
  }, [number]);

  const stepUp = useStepUp();
  const act = async (op: 'ship' | 'cancel' | 'refund') => {
    setError('');
    try {
      const body = op === 'ship' ? { tracking_note: note || null } : { reason: reason || null };
      // A refund asks for a fresh TOTP when the API says so (issue 26).
      setOrder(await stepUp.run(() => adminCall(op, { params: { number }, body })));
    } catch (e) {
      setError(e instanceof AdminCallError ? e.message : String(e));
    }
  };
  const money = (v: number) => `${order?.total.moeda.simbolo} ${v.toLocaleString(locale, { minimumFractionDigits: order?.total.moeda.casas_decimais })}`;
  const canRefund = me?.role === 'owner' || me?.role === 'manager';

  if (!order) return error ? <ErrorLine>{error}</ErrorLine> : <p>{t.loading}</p>;
  return (
    <article className="flex flex-col gap-4">
      <Link href="/admin/pedidos" className="text-blue-800 underline print:hidden">
        ← {t.back}
      </Link>
      <h1 className="text-xl font-semibold">
        {t.order} {order.number} · <span data-testid="order-status">{order.status}</span>
      </h1>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <dt className="font-medium">{t.date}</dt>
        <dd>{when(order.created_at, locale)}</dd>
        <dt className="font-medium">{t.customer}</dt>
        <dd>
          {order.customer.name} · {order.customer.email}
        </dd>
        <dt className="font-medium">{t.document}</dt>
        <dd>
          {order.customer.document_type} {order.customer.document}
        </dd>
        <dt className="font-medium">{t.phone}</dt>
        <dd>{order.customer.phone}</dd>
        <dt className="font-medium">{t.delivery}</dt>
        <dd>{order.delivery === 'entrega' ? `${t.homeDelivery}: ${order.delivery_service ?? ''} — ${order.address ?? ''}` : `${t.pickup}: ${order.pickup_point?.name ?? ''} — ${order.pickup_point?.address ?? ''}`}</dd>
        {order.shipped_at && (
          <>
            <dt className="font-medium">{t.shippedBy}</dt>
            <dd>
              {order.shipped_by?.name} {t.at} {when(order.shipped_at, locale)} {order.tracking_note ? `· ${order.tracking_note}` : ''}
            </dd>
          </>
        )}
        {order.handed_over_at && (
          <>
            <dt className="font-medium">{t.handedOverBy}</dt>
            <dd>
              {order.handed_over_by?.name} {t.at} {when(order.handed_over_at, locale)}
            </dd>
          </>
        )}
        <dt className="font-medium">{t.total}</dt>
        <dd>{money(order.total.value)}</dd>
      </dl>
      <h2 className="font-semibold">{t.items}</h2>
      <table className="w-full border-collapse bg-white text-sm">
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">{t.product}</th>
            <th className="p-2">{t.quantity}</th>
            <th className="p-2 text-right">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.product_id} className="border-b">
              <td className="p-2">
                {i.name} <span className="text-zinc-600">({i.code})</span>
              </td>
              <td className="p-2">{i.quantity}</td>
              <td className="p-2 text-right">{money(i.subtotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="font-semibold print:hidden">{t.payments}</h2>
      {/* A gateway reference is one long token: it wraps rather than widening a phone's page. */}
      <ul className="text-sm [overflow-wrap:anywhere] print:hidden">
        {order.payments.map((p) => (
          <li key={p.external_id}>
            {p.method} · {p.status} · {money(p.amount)} · {p.provider} {p.gateway_reference ?? ''} · {when(p.created_at, locale)}
            {p.events.length > 0 && (
              <ul className="ml-4 list-disc">
                {p.events.map((e) => (
                  <li key={e.event_id}>
                    {e.type} · {when(e.received_at, locale)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {stepUp.prompt}
      <ErrorLine>{error}</ErrorLine>
      <div className="flex flex-col gap-3 print:hidden">
        {order.actions.includes('ship') && (
          <div className="flex flex-wrap items-end gap-2">
            <Field label={t.trackingNote} value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} />
            <Button type="button" onClick={() => act('ship')}>
              {t.ship}
            </Button>
          </div>
        )}
        {(order.actions.includes('cancel') || (order.actions.includes('refund') && canRefund)) && (
          <div className="flex flex-wrap items-end gap-2">
            <Field label={t.reason} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
            {order.actions.includes('cancel') && (
              <Button type="button" onClick={() => act('cancel')}>
                {t.cancel}
              </Button>
            )}
            {order.actions.includes('refund') && canRefund && (
              <Button type="button" onClick={() => act('refund')}>
                {t.refund}
              </Button>
            )}
          </div>
        )}
        <div>
          <Button type="button" onClick={() => window.print()}>
            {t.printTicket}
          </Button>
        </div>
      </div>
    </article>
  );
}
