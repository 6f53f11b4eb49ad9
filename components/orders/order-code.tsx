'use client';

import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/orders/types';

/** Orders whose code will never come: refunded or cancelled (spec §4). */
const CLOSED = ['ESTORNADO', 'CANCELADO'];

/**
 * The pickup code box (a delivery code for a home delivery, decision 0014). Before payment it says the code is on
 * its way; a refunded or cancelled order gets none, so the box says that instead of promising one.
 */
export function OrderCode({ order }: { order: Pick<Order, 'pickupCode' | 'status' | 'delivery'> }) {
  const t = useTranslations('Orders');
  const delivered = order.delivery.kind === 'delivery';
  let body;
  if (order.pickupCode) {
    body = (
      <>
        <p
          className="mt-1 font-mono text-3xl font-bold tracking-[0.25em] text-plum-900"
          data-testid="pickup-code"
        >
          {order.pickupCode}
        </p>
        <p className="mt-1 text-sm text-plum-900">{t(delivered ? 'deliveryCodeHint' : 'pickupCodeHint')}</p>
      </>
    );
  } else if (CLOSED.includes(order.status)) {
    body = (
      <p className="mt-1 text-sm text-plum-900">
        {t(order.status === 'ESTORNADO' ? 'codeVoidRefunded' : 'codeVoidCancelled')}
      </p>
    );
  } else {
    body = <p className="mt-1 text-sm text-plum-900">{t(delivered ? 'noDeliveryCode' : 'noPickupCode')}</p>;
  }
  return (
    <div className="mt-5 rounded-xl border border-gold-400/60 bg-gold-100/60 p-4" data-testid="order-code">
      <p className="text-xs font-semibold tracking-wide text-plum-900 uppercase">
        {t(delivered ? 'deliveryCode' : 'pickupCode')}
      </p>
      {body}
    </div>
  );
}
