'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { orderDate, orderMoney, orderShipping, pickupPlaceLines } from '@/lib/orders/format';
import { latestPayment, type Order } from '@/lib/orders/types';
import { STORE, STORE_ADDRESS_LINE } from '@/lib/store-info';
import { TicketQr } from './ticket-qr';

const noop = () => () => {};

/**
 * The printed ticket or receipt (spec §2 Printing, §9): store, order, date, pickup code, lines and totals on a
 * narrow sheet. Rendered straight under <body> so the print CSS can show it alone; hidden on screen.
 */
export function OrderTicket({
  order,
  locale,
  title,
}: {
  order: Order;
  locale: string;
  title: 'ticketTitle' | 'receiptTitle';
}) {
  const t = useTranslations('Orders');
  const mounted = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  if (!mounted) return null;
  const payment = latestPayment(order);
  return createPortal(
    <div className="ticket-host" data-testid="order-ticket">
      <article className="ticket">
        <header className="ticket-head">
          <strong className="ticket-store">{STORE.name}</strong>
          <span>{STORE_ADDRESS_LINE}</span>
          <span>WhatsApp {STORE.whatsapp.display}</span>
        </header>
        <h1 className="ticket-title">{t(title)}</h1>
        <dl className="ticket-facts">
          <div>
            <dt>{t('number', { number: '' }).trim()}</dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>{t('date')}</dt>
            <dd>{orderDate(order.createdAt, locale)}</dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>{t.has(`status_${order.status}`) ? t(`status_${order.status}`) : order.status}</dd>
          </div>
          {payment ? (
            <div>
              <dt>{t('paymentStatus')}</dt>
              <dd>{t.has(`payment_${payment.status}`) ? t(`payment_${payment.status}`) : payment.status}</dd>
            </div>
          ) : null}
          <div>
            <dt>{order.delivery.kind === 'pickup' ? t('pickup') : t('delivery')}</dt>
            <dd>{order.delivery.pickupPoint ?? order.delivery.address ?? order.delivery.description}</dd>
          </div>
        </dl>
        {order.delivery.kind === 'pickup' ? (
          <div className="ticket-place" data-testid="ticket-pickup-place">
            <span className="ticket-place-label">{t('pickupAddress')}</span>
            {pickupPlaceLines(order.delivery).map((l) => (
              <span key={l}>{l}</span>
            ))}
            {order.delivery.openingHours ? (
              <span>{t('openingHours', { hours: order.delivery.openingHours })}</span>
            ) : null}
          </div>
        ) : null}
        {order.pickupCode ? (
          <div className="ticket-code">
            <span>{t(order.delivery.kind === 'delivery' ? 'deliveryCode' : 'pickupCode')}</span>
            <strong>{order.pickupCode}</strong>
            <TicketQr code={order.pickupCode} label={t('pickupQr', { code: order.pickupCode })} />
          </div>
        ) : null}
        <table className="ticket-lines">
          <thead>
            <tr>
              <th scope="col">{t('product')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('subtotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id}>
                <td>
                  {l.product.name}
                  <small>
                    {t('code', { code: l.product.code })} ·{' '}
                    <span className="ticket-price">{orderMoney(l.unitPrice, order.currency)}</span>
                  </small>
                </td>
                <td>{l.quantity}</td>
                <td>{orderMoney(l.subtotal, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ticket-totals">
          <div>
            <dt>{t('products')}</dt>
            <dd>{orderMoney(order.productsTotal, order.currency)}</dd>
          </div>
          <div>
            <dt>{t('shipping')}</dt>
            <dd>{orderShipping(order, t('shippingFree'))}</dd>
          </div>
          <div className="ticket-total">
            <dt>{t('total')}</dt>
            <dd>{orderMoney(order.total, order.currency)}</dd>
          </div>
        </dl>
        <p className="ticket-foot">
          {t(title === 'receiptTitle' ? 'receiptFooter' : 'ticketFooter', { symbol: order.currency.symbol })}
        </p>
      </article>
    </div>,
    document.body,
  );
}
