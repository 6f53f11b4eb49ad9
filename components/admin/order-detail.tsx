'use client';

import Link from 'next/link';
import { useState } from 'react';
import { fill } from '@/lib/admin/day-words';
import { adminErrorText } from '@/lib/admin/errors';
import type { AdminOperation } from '@/lib/admin/operations';
import { useAdminMutation, useAdminRead } from '@/lib/admin/queries';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { ConfirmDialog } from './confirm-dialog';
import { Button, ErrorLine, Field, when } from './form-bits';
import { useStepUp } from './step-up';
import { moneyText } from './order-bits';
import { OrderInvoices } from './order-invoices';
import { OrderTimeline } from './order-timeline';

type Act = 'ship' | 'ready' | 'cancel' | 'refund';

/** One order in full, its timeline, its allowed transitions (each confirmed, the API checks again), a printable ticket. */
export function OrderDetail({ number }: { number: number }) {
  const { t, lang, me } = useAdmin();
  const locale = adminLocale(lang);
  const { data: order, error: loadError, set } = useAdminRead('order', { params: { number } });
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<Act | null>(null);
  const refresh: AdminOperation[] = ['orders', 'today', 'orderHistory'];
  const ship = useAdminMutation('ship', { refresh, onDone: set });
  const ready = useAdminMutation('ready', { refresh, onDone: set });
  const cancel = useAdminMutation('cancel', { refresh, onDone: set });
  const refund = useAdminMutation('refund', { refresh, onDone: set });
  const mutations = { ship, ready, cancel, refund };

  const stepUp = useStepUp();
  const act = async (op: Act) => {
    setError('');
    // The confirmation closes first: a modal dialog would leave the step-up prompt below it unreachable.
    setAsking(null);
    try {
      const body =
        op === 'ship' ? { tracking_note: note || null } : op === 'ready' ? {} : { reason: reason || null };
      // A refund asks for a fresh TOTP when the API says so (issue 26).
      await stepUp.run(() => mutations[op].mutateAsync({ params: { number }, body }));
    } catch (e) {
      setError(adminErrorText(e, lang));
    }
  };
  const money = (v: number) => (order ? moneyText(v, order.total.moeda) : '');
  const canRefund = me?.role === 'owner' || me?.role === 'manager';

  if (!order)
    return loadError ? <ErrorLine>{adminErrorText(loadError, lang)}</ErrorLine> : <p>{t.loading}</p>;
  const amount = money(order.total.value);
  const confirmText: Record<Act, { title: string; text: string; yes: string }> = {
    ship: { title: t.confirmShipTitle, text: t.confirmShipText, yes: t.confirmShipYes },
    ready: { title: t.confirmReadyTitle, text: t.confirmReadyText, yes: t.confirmReadyYes },
    cancel: { title: t.confirmCancelTitle, text: t.confirmCancelText, yes: t.confirmCancelYes },
    refund: { title: t.confirmRefundTitle, text: t.confirmRefundText, yes: t.confirmRefundYes },
  };
  const asked = asking ? confirmText[asking] : null;
  return (
    <article className="flex flex-col gap-4">
      <Link href="/admin/pedidos" className="text-blue-800 underline print:hidden">
        ← {t.back}
      </Link>
      <h1 className="text-xl font-semibold">
        {t.order} {order.number} ·{' '}
        <span data-testid="order-status">{t.statusNames[order.status] ?? order.status}</span>
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
        <dd data-testid="order-delivery">
          {order.delivery === 'entrega'
            ? `${t.homeDelivery}: ${order.delivery_service ?? ''} — ${order.address ?? ''}`
            : `${t.pickup}: ${order.pickup_point?.name ?? ''} — ${order.pickup_point?.address ?? ''}`}
        </dd>
        {order.shipped_at && (
          <>
            <dt className="font-medium">{t.shippedBy}</dt>
            <dd>
              {order.shipped_by?.name} {t.at} {when(order.shipped_at, locale)}{' '}
              {order.tracking_note ? `· ${order.tracking_note}` : ''}
            </dd>
          </>
        )}
        {order.ready_at && (
          <>
            <dt className="font-medium">{t.readyBy}</dt>
            <dd data-testid="order-ready">
              {order.ready_by?.name} {t.at} {when(order.ready_at, locale)}
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
        {order.seller_staff && (
          <>
            <dt className="font-medium">{t.soldBy}</dt>
            <dd data-testid="order-seller">{order.seller_staff.name}</dd>
          </>
        )}
        {order.discount.value > 0 && (
          <>
            <dt className="font-medium">{t.discount}</dt>
            <dd data-testid="order-discount">− {money(order.discount.value)}</dd>
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
            {t.methodNames[p.method] ?? p.method} · {t.statusNames[p.status] ?? p.status} · {money(p.amount)}{' '}
            · {p.provider} {p.gateway_reference ?? ''} · {when(p.created_at, locale)}
            {p.events.length > 0 && (
              <ul className="ml-4 list-disc">
                {p.events.map((e) => (
                  <li key={e.event_id}>
                    {t.eventNames[e.type] ?? e.type} · {when(e.received_at, locale)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {stepUp.prompt}
      <OrderInvoices number={order.number} />
      <OrderTimeline order={order} />
      <ErrorLine>{error}</ErrorLine>
      <div className="flex flex-col gap-6 print:hidden">
        <div>
          <Button
            type="button"
            onClick={() => window.print()}
            className="min-h-12 rounded border border-zinc-500 bg-white px-4 font-medium text-zinc-900"
          >
            {t.printTicket}
          </Button>
        </div>
        {order.actions.includes('ship') && (
          <div className="flex flex-wrap items-end gap-2">
            <Field
              label={t.trackingNote}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={300}
            />
            <Button
              type="button"
              onClick={() => setAsking('ship')}
              className="min-h-12 rounded bg-blue-800 px-4 font-medium text-white"
            >
              {t.ship}
            </Button>
          </div>
        )}
        {order.actions.includes('ready') && (
          <div>
            <Button
              type="button"
              onClick={() => setAsking('ready')}
              className="min-h-12 rounded bg-blue-800 px-4 font-medium text-white"
            >
              {t.ready}
            </Button>
          </div>
        )}
        {order.refund_pending && (
          <p role="status" className="rounded border border-amber-700 bg-amber-50 p-3 text-amber-900">
            {t.refundPending}
          </p>
        )}
        {/* Where money or stock goes back: apart from printing, behind a confirmation naming order and amount. */}
        {(order.actions.includes('cancel') || (order.actions.includes('refund') && canRefund)) && (
          <fieldset className="flex flex-col gap-3 rounded border-2 border-red-700 p-3">
            <legend className="px-1 font-semibold text-red-800">{t.moneyActions}</legend>
            <Field
              label={t.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={300}
            />
            <div className="flex flex-wrap gap-3">
              {order.actions.includes('cancel') && (
                <button
                  type="button"
                  onClick={() => setAsking('cancel')}
                  className="min-h-12 rounded border-2 border-red-700 bg-white px-4 font-semibold text-red-800"
                >
                  {t.cancel}
                </button>
              )}
              {order.actions.includes('refund') && canRefund && (
                <button
                  type="button"
                  onClick={() => setAsking('refund')}
                  className="min-h-12 rounded border-2 border-red-700 bg-white px-4 font-semibold text-red-800"
                >
                  {t.refund}
                </button>
              )}
            </div>
          </fieldset>
        )}
      </div>
      <ConfirmDialog
        open={!!asking}
        title={asked ? fill(asked.title, { number: order.number, amount }) : ''}
        confirm={asked ? fill(asked.yes, { number: order.number, amount }) : ''}
        cancel={t.keepIt}
        danger={asking === 'cancel' || asking === 'refund'}
        busy={ship.isPending || ready.isPending || cancel.isPending || refund.isPending}
        onConfirm={() => asking && void act(asking)}
        onClose={() => setAsking(null)}
      >
        <p>{asked ? fill(asked.text, { number: order.number, amount }) : ''}</p>
        {(asking === 'cancel' || asking === 'refund') && reason && (
          <p className="mt-2">{fill(t.reasonIs, { reason })}</p>
        )}
      </ConfirmDialog>
    </article>
  );
}
