'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { rememberPayment } from '@/lib/orders/payment-storage';
import { usePayAgain } from '@/lib/orders/use-orders';

/**
 * Pay-now (spec §2/§4): asks the API for the order's pending payment page (or a new payment after a decline),
 * keeps its id for /checkout/payment, and goes to the gateway's hosted page.
 */
export function PayNowButton({
  orderId,
  label,
  className = 'btn-primary',
}: {
  orderId: string;
  label: string;
  className?: string;
}) {
  const t = useTranslations('Orders');
  const payAgain = usePayAgain();
  const [missingLink, setMissingLink] = useState(false);

  const pay = () => {
    setMissingLink(false);
    payAgain.mutate(orderId, {
      onSuccess: (res) => {
        const link = res.link_pagamento[0];
        if (!link) return setMissingLink(true);
        rememberPayment(res.pagamento_external_id);
        window.location.assign(link);
      },
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={pay}
        disabled={payAgain.isPending || payAgain.isSuccess}
        className={`${className} disabled:opacity-60`}
      >
        {payAgain.isPending || payAgain.isSuccess ? t('redirecting') : label}
      </button>
      {missingLink ? <FormAlert tone="error">{t('payment_link_not_found')}</FormAlert> : null}
      {payAgain.isError ? <FormAlert tone="error">{payAgain.error.message}</FormAlert> : null}
    </div>
  );
}
