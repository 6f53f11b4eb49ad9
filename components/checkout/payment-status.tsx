'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { OrderTicket } from '@/components/orders/order-ticket';
import { PayNowButton } from '@/components/orders/pay-now-button';
import { PickupPlace } from '@/components/orders/pickup-place';
import { PrintTicketButton } from '@/components/orders/print-ticket-button';
import { EcomError } from '@/lib/ecom/errors';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { MAX_POLL_ATTEMPTS, POLL_INTERVAL_MS, pollPhase, showPickupCode } from '@/lib/orders/payment-poll';
import { rememberPayment, storedPayment } from '@/lib/orders/payment-storage';
import { checkPayment, useOrder } from '@/lib/orders/use-orders';
import { ContactStore } from './contact-store';
import { PaymentInstructions } from './payment-instructions';

const noop = () => () => {};

/**
 * /checkout/payment (spec §2, §4, §9): polls buscar-pagamentos every 5 s, at most 30 times, for the payment the
 * gateway returned with (`?pagamento=`) or the one kept under `paymentExternalId`. Spinner while waiting; then the
 * congratulations box with the pickup code (named a delivery code for a home delivery), or a decline (pay again at once), a timeout or an error with the
 * contact-the-store message. While waiting it shows the PIX QR and code or the boleto line when the provider returned
 * them. The order is completed by the provider's answer to the store (notification, or the store's own query on the
 * first check), never by this page.
 */
export function PaymentStatus() {
  const t = useTranslations('Payment');
  const locale = useLocale() as AppLocale;
  const fromUrl = useSearchParams().get('pagamento');
  const stored = useSyncExternalStore(noop, storedPayment, () => null);
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  const paymentId = fromUrl ?? stored;

  useEffect(() => {
    if (fromUrl) rememberPayment(fromUrl);
  }, [fromUrl]);

  const client = useQueryClient();
  const key = ['ecom', 'payment', paymentId] as const;
  const poll = useQuery({
    queryKey: key,
    // The first check asks the provider at once (the shopper may be back from its page); the next ones just poll.
    queryFn: () => checkPayment(paymentId!, (client.getQueryState(key)?.dataUpdateCount ?? 0) === 0),
    enabled: Boolean(paymentId),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchInterval: (q) =>
      pollPhase({
        firstPaymentStatus: q.state.data?.payments[0]?.status ?? null,
        attempts: q.state.dataUpdateCount,
        failed: q.state.status === 'error',
      }) === 'waiting'
        ? POLL_INTERVAL_MS
        : false,
  });
  const first = poll.data?.payments[0] ?? null;
  // Every answer re-renders this component, so the query's own count of answers is current here.
  const attempts = client.getQueryState(key)?.dataUpdateCount ?? 0;
  const phase = pollPhase({ firstPaymentStatus: first?.status ?? null, attempts, failed: poll.isError });
  const order = useOrder(phase === 'paid' && poll.data ? poll.data.order.id : null);

  if (!hydrated) return <Waiting label={t('waitingTitle')} />;
  if (!paymentId) return <Problem title={t('missing_payment_id')} orderNumber={null} />;
  if (poll.isPending) return <Waiting label={t('waitingTitle')} text={t('waiting')} />;

  if (phase === 'error') {
    const e = poll.error;
    const text =
      e instanceof EcomError && e.status === 404
        ? t('payment_not_identified')
        : e instanceof EcomError && e.status === 401
          ? t('payment_token_missing')
          : t('payment_error');
    return <Problem title={text} orderNumber={null} />;
  }
  const orderInfo = poll.data!.order;
  if (phase === 'waiting') {
    return (
      <Waiting
        label={t('waitingTitle')}
        text={t('waiting')}
        progress={t('attempt', { n: attempts, max: MAX_POLL_ATTEMPTS })}
      >
        {first?.instructions ? <PaymentInstructions instructions={first.instructions} /> : null}
      </Waiting>
    );
  }
  if (phase === 'timeout') return <Problem title={t('payment_timeout')} orderNumber={orderInfo.number} />;
  if (phase === 'declined') {
    return (
      <Problem title={t('declined')} orderNumber={orderInfo.number}>
        <div className="mt-4">
          <PayNowButton orderId={orderInfo.id} label={t('payAgain')} />
        </div>
      </Problem>
    );
  }

  const code = showPickupCode(orderInfo.pickupCode, first?.status ?? null) ? orderInfo.pickupCode : null;
  return (
    <section
      aria-labelledby="paid-title"
      className="rounded-2xl border border-success/40 bg-paper p-6 text-center sm:p-8"
    >
      <div
        className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-success/10 text-2xl text-success"
        aria-hidden="true"
      >
        ✓
      </div>
      <h1 id="paid-title" className="mt-4 font-display text-2xl font-semibold text-plum-900">
        {t('congratulations')}
      </h1>
      <p className="mt-1 text-muted">{t('orderNumber', { number: orderInfo.number })}</p>
      {code ? (
        <div className="mx-auto mt-5 w-fit rounded-xl border border-gold-400/60 bg-gold-100/60 px-6 py-4">
          <p className="text-xs font-semibold tracking-wide text-plum-900 uppercase">
            {t(orderInfo.deliveryKind === 'delivery' ? 'deliveryCode' : 'pickupCode')}
          </p>
          <p
            className="mt-1 font-mono text-3xl font-bold tracking-[0.25em] text-plum-900"
            data-testid="pickup-code"
          >
            {code}
          </p>
        </div>
      ) : null}
      {order.data ? <PickupPlace delivery={order.data.delivery} className="mt-4" /> : null}
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={localizePath(locale, '/perfil/meus-pedidos')} className="btn-primary">
          {t('viewOrders')}
        </Link>
        {code && order.data ? <PrintTicketButton>{t('printTicket')}</PrintTicketButton> : null}
      </div>
      {order.data ? <OrderTicket order={order.data} locale={locale} title="ticketTitle" /> : null}
    </section>
  );
}

function Waiting({
  label,
  text,
  progress,
  children,
}: {
  label: string;
  text?: string;
  progress?: string;
  children?: ReactNode;
}) {
  return (
    <section
      role="status"
      aria-live="polite"
      className="flex flex-col items-center rounded-2xl border border-line bg-paper p-8 text-center"
    >
      <span
        className="h-12 w-12 animate-spin rounded-full border-4 border-plum-200 border-t-plum-900"
        aria-hidden="true"
      />
      <h1 className="mt-5 font-display text-xl font-semibold text-plum-900">{label}</h1>
      {text ? <p className="mt-2 max-w-md text-muted">{text}</p> : null}
      {progress ? <p className="mt-2 text-xs text-muted">{progress}</p> : null}
      {children}
    </section>
  );
}

function Problem({
  title,
  orderNumber,
  children,
}: {
  title: string;
  orderNumber: number | null;
  children?: ReactNode;
}) {
  const t = useTranslations('Payment');
  return (
    <section role="alert" className="rounded-2xl border border-danger/30 bg-paper p-6 sm:p-8">
      <h1 className="font-display text-xl font-semibold text-danger">{title}</h1>
      {orderNumber === null ? null : (
        <p className="mt-1 text-muted">{t('orderNumber', { number: orderNumber })}</p>
      )}
      {children}
      <ContactStore orderNumber={orderNumber} />
    </section>
  );
}
