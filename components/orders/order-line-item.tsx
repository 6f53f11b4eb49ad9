'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { orderMoney } from '@/lib/orders/format';
import type { Order, OrderLine } from '@/lib/orders/types';

/** One item of an order (spec §2): image or placeholder, name, code, quantity, unit price, subtotal. */
export function OrderLineItem({ line, currency }: { line: OrderLine; currency: Order['currency'] }) {
  const t = useTranslations('Orders');
  const url = line.product.imageUrl;
  return (
    <li className="grid grid-cols-[4rem_1fr] gap-3 py-3 sm:grid-cols-[4rem_1fr_auto_auto_auto] sm:items-center sm:gap-5">
      <div className="relative h-16 w-16 overflow-hidden rounded-lg border border-line bg-ivory">
        {url ? (
          <Image
            src={url}
            alt=""
            fill
            sizes="64px"
            className="object-contain"
            unoptimized={!url.startsWith('/')}
          />
        ) : (
          <span className="grid h-full place-items-center text-center text-[10px] text-muted">
            {t('noImage')}
          </span>
        )}
      </div>
      <div className="min-w-0">
        <p className="font-medium text-ink">{line.product.name}</p>
        <p className="text-xs text-muted">{t('code', { code: line.product.code })}</p>
      </div>
      <dl className="col-span-2 grid grid-cols-3 gap-2 text-sm sm:col-span-3 sm:grid-cols-[5rem_7rem_7rem] sm:text-right">
        <div>
          <dt className="text-xs text-muted">{t('quantity')}</dt>
          <dd className="tabular-nums">{line.quantity}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('unitPrice')}</dt>
          <dd className="tabular-nums">{orderMoney(line.unitPrice, currency)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('subtotal')}</dt>
          <dd className="font-semibold tabular-nums">{orderMoney(line.subtotal, currency)}</dd>
        </div>
      </dl>
    </li>
  );
}
