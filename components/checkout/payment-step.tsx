'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ecom } from '@/lib/ecom/client';
import { WHATSAPP_UPDATES_KEY } from '@/lib/ecom/whatsapp-updates';
import { FormAlert } from '@/components/account/form/form-alert';
import { EcomError } from '@/lib/ecom/errors';
import { useCustomer } from '@/lib/ecom/account';
import type { PaymentMethod } from '@/lib/contract/checkout';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { forgetClosedCart, rememberPayment } from '@/lib/orders/payment-storage';
import { usePaymentMethods, useStartCheckout, type ShippingSelection } from '@/lib/orders/use-orders';
import { PaymentMethodList } from './payment-method-list';

/** A refused shipping quote names one of these fields (decision 0013): the shopper must recompute shipping. */
const SHIPPING_FIELDS = ['token_entrega', 'valor_frete', 'entrega_servico_id', 'id_ponto_entrega'];

/**
 * Checkout step 2 (spec §2): the buyer kind's payment methods, back and go-to-payment (disabled until a method is
 * chosen), the payment error block and a loading overlay. Going to payment creates the order (iniciar-checkout,
 * idempotent per cart), keeps the payment id under `paymentExternalId`, forgets the closed cart and opens the
 * gateway's hosted page. The checkout page renders it with the cart and step 1's shipping choice.
 */
export function PaymentStep({
  cartId,
  shipping,
  onBack,
  fresh,
  onStale,
}: {
  cartId: string;
  shipping: ShippingSelection;
  onBack: () => void;
  /** Whether the shipping token is still the cart's and young enough for the API. */
  fresh: () => boolean;
  /** Back to step 1 to quote again (instead of sending a token the API would refuse). */
  onStale: () => void;
}) {
  const t = useTranslations('Payment');
  const locale = useLocale() as AppLocale;
  const { customer } = useCustomer();
  const start = useStartCheckout(cartId);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [missingLink, setMissingLink] = useState(false);
  const [whatsapp, setWhatsapp] = useState(false);
  // Offered only while the store sends WhatsApp updates, and not to a shopper who already asked for them.
  const updates = useQuery({ queryKey: WHATSAPP_UPDATES_KEY, queryFn: () => ecom('whatsappUpdates') });
  const offerWhatsapp = updates.data?.disponivel === true && !updates.data.ativo;

  // The configured provider's methods for this buyer kind (decision 0027), not a fixed list.
  const offered = usePaymentMethods(Boolean(customer));
  const methods: readonly PaymentMethod[] = offered.data ?? [];
  const busy = start.isPending || start.isSuccess;

  const pay = () => {
    if (!method) return;
    if (!fresh()) {
      onStale();
      return;
    }
    setMissingLink(false);
    start.mutate(
      { shipping, method, whatsapp: offerWhatsapp && whatsapp },
      {
        onSuccess: (res) => {
          // The API closed the cart into the order whatever happens next: a new cart starts on the next visit.
          forgetClosedCart();
          rememberPayment(res.pagamento_external_id);
          const link = res.link_pagamento[0];
          if (link) window.location.assign(link);
          else setMissingLink(true);
        },
      },
    );
  };

  const error = start.error;
  const shippingRefused = error instanceof EcomError && SHIPPING_FIELDS.some((f) => f in error.fieldErrors);
  // Issue 18: the fourth unpaid order is refused; the shopper's orders page is where one gets paid.
  const unpaidLimit = error instanceof EcomError && 'pedidos' in error.fieldErrors;

  return (
    <section
      aria-labelledby="payment-step-title"
      className="relative rounded-2xl border border-line bg-paper p-5 sm:p-6"
      aria-busy={busy}
    >
      <h2 id="payment-step-title" className="section-title">
        {t('stepTitle')}
      </h2>
      <div className="mt-4">
        {offered.isSuccess && methods.length === 0 ? (
          <FormAlert tone="info">{t('noMethodForRegion')}</FormAlert>
        ) : offered.isError ? (
          <FormAlert tone="error">{t('payment_error')}</FormAlert>
        ) : offered.isSuccess ? (
          <PaymentMethodList methods={methods} value={method} onChange={setMethod} disabled={busy} />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="skeleton h-20" />
            ))}
          </div>
        )}
      </div>

      {error || missingLink ? (
        <FormAlert tone="error" className="mt-5">
          {missingLink
            ? t('payment_error')
            : error instanceof EcomError
              ? error.message
              : t('checkoutStartError')}
          {shippingRefused ? (
            <span className="mt-1 block font-semibold">{t('recomputeShipping')}</span>
          ) : null}
          {unpaidLimit ? (
            <Link
              href={localizePath(locale, '/perfil/meus-pedidos')}
              className="mt-1 block font-semibold underline"
              data-testid="unpaid-orders-link"
            >
              {t('unpaidOrdersLink')}
            </Link>
          ) : null}
        </FormAlert>
      ) : null}

      {/* Issue 28: consent to order updates on WhatsApp, stored with its time; changeable in the profile. */}
      {offerWhatsapp ? (
        <label className="mt-5 flex min-h-11 items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={whatsapp}
            onChange={(e) => setWhatsapp(e.target.checked)}
            disabled={busy}
            className="mt-0.5 size-5 shrink-0"
          />
          <span>{t('whatsappUpdates')}</span>
        </label>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} disabled={busy} className="btn-outline disabled:opacity-60">
          {t('back')}
        </button>
        <button
          type="button"
          onClick={pay}
          disabled={!method || busy}
          className="btn-primary disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('goToPayment')}
        </button>
      </div>

      {busy ? (
        <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-plum-950/50 p-6">
          <div className="flex items-center gap-3 rounded-xl bg-paper px-5 py-4 shadow-lift">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-plum-900 border-t-transparent"
              aria-hidden="true"
            />
            <span className="font-medium text-ink">{start.isSuccess ? t('redirecting') : t('starting')}</span>
          </div>
        </div>
      ) : null}
    </section>
  );
}
