'use client';

import Link from 'next/link';
import { adminLocale } from '@/lib/admin/texts';
import type { AdminOrderRow } from '@/lib/contract/admin-orders';
import { useAdmin } from './admin-context';
import { when } from './form-bits';
import { moneyText, StatusBadge } from './order-bits';

/** One order as a card (phones): number and status, customer, delivery, payment and total. */
export function OrderCard({ o, pointName }: { o: AdminOrderRow; pointName: (id: number | null) => string }) {
  const { t, lang } = useAdmin();
  const locale = adminLocale(lang);
  return (
    <li className="rounded-lg border border-zinc-300 bg-white">
      <Link href={`/admin/pedidos/${o.number}`} className="flex flex-col gap-1 p-3">
        <span className="flex items-center justify-between gap-2">
          <span className="text-lg font-semibold text-blue-800 underline">
            {t.order} {o.number}
          </span>
          <StatusBadge status={o.status} />
        </span>
        <span className="font-medium">{o.buyer.name}</span>
        <span className="text-sm text-zinc-700">
          {o.delivery === 'entrega'
            ? t.homeDelivery
            : `${t.pickup}${o.pickup_point_id ? ` · ${pointName(o.pickup_point_id)}` : ''}`}
          {o.handed_over_at ? ` · ${t.handedOver}` : ''}
        </span>
        <span className="flex items-center justify-between text-sm">
          <span>
            {o.payment_method ? (t.methodNames[o.payment_method] ?? o.payment_method) : '—'} ·{' '}
            {when(o.created_at, locale)}
          </span>
          <strong className="text-base tabular-nums">{moneyText(o.total.value, o.total.moeda)}</strong>
        </span>
      </Link>
    </li>
  );
}
