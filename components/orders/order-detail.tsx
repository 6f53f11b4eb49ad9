'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/account/form/form-alert';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { EcomError } from '@/lib/ecom/errors';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { orderDate, orderMoney, orderShipping } from '@/lib/orders/format';
import { canPayNow, latestPayment } from '@/lib/orders/types';
import { useOrder } from '@/lib/orders/use-orders';
import { OrderCode } from './order-code';
import { OrderInvoice } from './order-invoice';
import { OrderLineItem } from './order-line-item';
import { OrderTicket } from './order-ticket';
import { PayNowButton } from './pay-now-button';
import { PickupPlace } from './pickup-place';
import { PrintTicketButton } from './print-ticket-button';
import { StatusLabel } from './status-label';

/**
 * Spec §2 order detail: back, header (number, date, payment status and value, shipping), pickup code, items,
 * print-ticket and pay-now (only with a link while awaiting payment). Amounts truncated (spec §9).
 */
export function OrderDetail({ orderId }: { orderId: string }) {
  const t = useTranslations('Orders');
  const locale = useLocale() as AppLocale;
  const { data: order, isPending, isError, error, refetch } = useOrder(orderId);
  const back = (
    <Link
      href={localizePath(locale, '/perfil/meus-pedidos')}
      className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-plum-900 hover:underline"
    >
      <ChevronLeftIcon className="h-4 w-4" aria-hidden="true" />
      {t('back')}
    </Link>
  );

  if (isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <div role="status" className="flex flex-col gap-3 rounded-2xl border border-line bg-paper p-5">
          <span className="sr-only">{t('loading')}</span>
          <div className="skeleton h-8 w-56" />
          <div className="skeleton h-5 w-full max-w-md" />
          <div className="skeleton h-24 w-full" />
        </div>
      </div>
    );
  }
  if (isError) {
    const notFound = error instanceof EcomError && error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <FormAlert tone="error">
          {notFound ? t('no_details_found') : t('detail_fetch_error')}
          {notFound ? null : (
            <>
              {' '}
              <button type="button" onClick={() => refetch()} className="font-semibold underline">
                {t('retry')}
              </button>
            </>
          )}
        </FormAlert>
      </div>
    );
  }

  const payment = latestPayment(order);
  // Home deliveries get the same code (decision 0014), handed over at the door rather than at a store.
  const delivered = order.delivery.kind === 'delivery';
  return (
    <div className="flex flex-col gap-5">
      {back}
      <section aria-labelledby="order-title" className="rounded-2xl border border-line bg-paper p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 id="order-title" className="section-title">
              {t('number', { number: order.number })}
            </h1>
            <p className="mt-1 text-sm text-muted">{orderDate(order.createdAt, locale)}</p>
          </div>
          <StatusLabel status={order.status} />
        </div>
        <dl className="mt-5 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs text-muted">{t('paymentStatus')}</dt>
            <dd className="mt-1">
              {payment ? <StatusLabel status={payment.status} kind="payment" /> : t('noPayment')}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('paymentValue')}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              {orderMoney(payment?.total ?? order.total, order.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('shipping')}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">
              {orderShipping(order, t('shippingFree'))}
            </dd>
          </div>
        </dl>
        {delivered ? (
          <p className="mt-3 text-sm text-muted">
            {t('delivery')}: {order.delivery.address ?? order.delivery.description}
          </p>
        ) : (
          <PickupPlace delivery={order.delivery} className="mt-3" />
        )}
        <OrderCode order={order} />
        {order.readyAt && !order.collectedAt ? (
          <p className="mt-3 text-sm font-semibold text-plum-900" data-testid="order-ready">
            {t('readyAt', { date: orderDate(order.readyAt, locale) })}
          </p>
        ) : null}
        {order.collectedAt ? (
          <p className="mt-3 text-sm font-semibold text-plum-900" data-testid="order-collected">
            {t('collectedAt', { date: orderDate(order.collectedAt, locale) })}
          </p>
        ) : null}
        {order.shippedAt ? (
          <p className="mt-3 text-sm font-semibold text-plum-900" data-testid="order-shipped">
            {t('shippedAt', { date: orderDate(order.shippedAt, locale) })}
            {order.trackingNote ? ` ${t('trackingNote', { note: order.trackingNote })}` : ''}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap gap-3">
          <PrintTicketButton>{t('printTicket')}</PrintTicketButton>
          {canPayNow(order) ? <PayNowButton orderId={order.id} label={t('payNow')} /> : null}
        </div>
      </section>
      <OrderInvoice orderId={order.id} />
      <section aria-labelledby="order-items" className="rounded-2xl border border-line bg-paper p-5 sm:p-6">
        <h2 id="order-items" className="text-lg font-semibold text-plum-900">
          {t('items')}
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {order.lines.map((l) => (
            <OrderLineItem key={l.id} line={l} currency={order.currency} />
          ))}
        </ul>
        <dl className="mt-3 flex flex-col items-end gap-1 border-t border-line pt-3 text-sm">
          <div className="flex gap-4">
            <dt className="text-muted">{t('products')}</dt>
            <dd className="tabular-nums">{orderMoney(order.productsTotal, order.currency)}</dd>
          </div>
          <div className="flex gap-4 text-base font-semibold">
            <dt>{t('total')}</dt>
            <dd className="tabular-nums">{orderMoney(order.total, order.currency)}</dd>
          </div>
        </dl>
      </section>
      <OrderTicket order={order} locale={locale} title="ticketTitle" />
    </div>
  );
}
