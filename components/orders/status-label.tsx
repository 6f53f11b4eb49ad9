'use client';

import { useTranslations } from 'next-intl';
import { isKnownStatus, statusTone } from '@/lib/orders/format';

/** A coloured chip for an order or payment status; statuses outside the spec's list are shown raw (spec §4). */
export function StatusLabel({ status, kind = 'order' }: { status: string; kind?: 'order' | 'payment' }) {
  const t = useTranslations('Orders');
  const key = `${kind === 'order' ? 'status' : 'payment'}_${status}`;
  const text = isKnownStatus(status) && t.has(key) ? t(key) : status;
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${statusTone(status)}`}
    >
      {text}
    </span>
  );
}
