'use client';

import { fill } from '@/lib/admin/day-words';
import type { AdminAnswer } from '@/lib/admin/operations';
import { useAdminQuery } from '@/lib/admin/queries';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { when } from './form-bits';
import { moneyText } from './order-bits';

type Order = AdminAnswer<'order'>;
interface Step {
  at: string;
  text: string;
  detail?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/**
 * The order's life in the staff member's language, oldest first: created, each payment and what its provider said,
 * shipped or handed over, cancelled or refunded. Managers and the owner also see who did each step and why (the
 * order's audit entries); a clerk sees the steps the order itself records.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, lang, me } = useAdmin();
  const locale = adminLocale(lang);
  const manager = me?.role === 'owner' || me?.role === 'manager';
  const history = useAdminQuery('orderHistory', { params: { number: order.number } }, { enabled: manager });
  const method = (m: string) => t.methodNames[m] ?? m;
  const steps: Step[] = [{ at: order.created_at, text: t.evCreated }];
  for (const p of order.payments) {
    steps.push({
      at: p.created_at,
      text: fill(t.evPayment, { method: method(p.method), amount: moneyText(p.amount, order.total.moeda) }),
    });
    for (const e of p.events)
      steps.push({
        at: e.received_at,
        text: fill(t.evPaymentEvent, { method: method(p.method), event: t.eventNames[e.type] ?? e.type }),
      });
  }
  const entries = history.data?.data ?? [];
  if (entries.length) {
    for (const e of entries) {
      const reason = text(e.after?.reason);
      const note = text(e.after?.tracking_note);
      steps.push({
        at: e.created_at,
        text: `${e.actor} ${fill(t.actionNames[e.action] ?? fill(t.actionOther, { action: e.action, entity: e.entity, id: e.entity_id }), { id: e.entity_id })}`,
        detail: reason ? fill(t.reasonIs, { reason }) : note ? fill(t.noteIs, { note }) : undefined,
      });
    }
  } else {
    if (order.shipped_at)
      steps.push({
        at: order.shipped_at,
        text: `${t.evShipped} ${order.shipped_by ? fill(t.by, { who: order.shipped_by.name }) : ''}`,
        detail: order.tracking_note ? fill(t.noteIs, { note: order.tracking_note }) : undefined,
      });
    if (order.ready_at)
      steps.push({
        at: order.ready_at,
        text: `${t.evReady} ${order.ready_by ? fill(t.by, { who: order.ready_by.name }) : ''}`,
      });
    if (order.handed_over_at)
      steps.push({
        at: order.handed_over_at,
        text: `${t.evHandedOver} ${order.handed_over_by ? fill(t.by, { who: order.handed_over_by.name }) : ''}`,
      });
  }
  steps.sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section aria-labelledby="timeline-title" className="print:hidden">
      <h2 id="timeline-title" className="mb-2 font-semibold">
        {t.timeline}
      </h2>
      <ol
        className="flex flex-col gap-2 border-l-2 border-zinc-300 pl-4 text-sm"
        data-testid="order-timeline"
      >
        {steps.map((s, i) => (
          <li key={i} className="[overflow-wrap:anywhere]">
            <span className="block text-xs text-zinc-700">{when(s.at, locale)}</span>
            <span className="font-medium">{s.text}</span>
            {s.detail && <span className="block text-zinc-800">{s.detail}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
