'use client';

import { useTranslations } from 'next-intl';
import { pickupPlaceLines } from '@/lib/orders/format';
import type { Order } from '@/lib/orders/types';

/**
 * Where a pickup order is collected (the point's name, address, city and opening hours), on the order page and the
 * payment page: a shopper holding a pickup code needs to know where and when to take it.
 */
export function PickupPlace({
  delivery,
  className = '',
}: {
  delivery: Order['delivery'];
  className?: string;
}) {
  const t = useTranslations('Orders');
  if (delivery.kind !== 'pickup') return null;
  const lines = pickupPlaceLines(delivery);
  return (
    <div className={`text-sm text-muted ${className}`} data-testid="pickup-place">
      <p>
        {t('pickup')}:{' '}
        <span className="font-semibold text-ink">{delivery.pickupPoint ?? delivery.description}</span>
      </p>
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      {delivery.openingHours ? <p>{t('openingHours', { hours: delivery.openingHours })}</p> : null}
    </div>
  );
}
