'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { OrderTicket } from '@/components/orders/order-ticket';
import { PrintTicketButton } from '@/components/orders/print-ticket-button';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { orderMoney } from '@/lib/orders/format';
import { storedPayment } from '@/lib/orders/payment-storage';
import { checkPayment, useOrder } from '@/lib/orders/use-orders';

const noop = () => () => {};
const UNPAID = new Set(['AGUARDANDO', 'PAGAMENTO', 'CANCELADO']);

/**
 * /success (spec §2): "Ir para o Painel" and "Baixar Comprovante", which prints a real receipt of the order
 * (`?pedido=`, else the order of the payment kept under `paymentExternalId`) — the print dialog saves it as PDF.
 */
export function SuccessCard() {
  const t = useTranslations('Payment');
  const locale = useLocale() as AppLocale;
  const fromUrl = useSearchParams().get('pedido');
  const stored = useSyncExternalStore(noop, storedPayment, () => null);
  const viaPayment = useQuery({
    queryKey: ['ecom', 'payment', stored],
    queryFn: () => checkPayment(stored!),
    enabled: !fromUrl && Boolean(stored),
    retry: false,
  });
  const orderId = fromUrl ?? viaPayment.data?.order.id ?? null;
  const order = useOrder(orderId);
  // No receipt for an order still awaiting payment (or released): it would claim a payment that did not happen.
  const unpaid = order.data ? UNPAID.has(order.data.status) : false;

  return (
    <section
      aria-labelledby="success-title"
      className="rounded-2xl border border-success/40 bg-paper p-6 text-center sm:p-8"
    >
      <div
        className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-success/10 text-2xl text-success"
        aria-hidden="true"
      >
        ✓
      </div>
      <h1 id="success-title" className="mt-4 font-display text-2xl font-semibold text-plum-900">
        {t('successTitle')}
      </h1>
      <p className="mt-2 text-muted">{t('successText')}</p>
      {order.data ? (
        <p className="mt-3 font-semibold text-ink">
          {t('orderNumber', { number: order.data.number })} ·{' '}
          {orderMoney(order.data.total, order.data.currency)}
        </p>
      ) : null}
      {!orderId && !viaPayment.isPending ? (
        <FormAlert tone="info" className="mt-4">
          {t('successNoOrder')}
        </FormAlert>
      ) : null}
      {unpaid ? (
        <FormAlert tone="info" className="mt-4">
          {t('payment_not_identified')}
        </FormAlert>
      ) : null}
      {order.isError ? (
        <FormAlert tone="error" className="mt-4">
          {order.error.message}
        </FormAlert>
      ) : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={localizePath(locale, '/perfil')} className="btn-primary">
          {t('goToPanel')}
        </Link>
        {order.data && !unpaid ? <PrintTicketButton>{t('downloadReceipt')}</PrintTicketButton> : null}
      </div>
      {order.data && !unpaid ? <OrderTicket order={order.data} locale={locale} title="receiptTitle" /> : null}
    </section>
  );
}
