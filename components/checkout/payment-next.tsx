'use client';

import { useTranslations } from 'next-intl';

/** Step 2 until the checkout issue brings payment: says what comes next, offers only the way back. */
export function PaymentNext({ onBack }: { onBack: () => void }) {
  const t = useTranslations('Checkout');
  return (
    <section className="rounded-card border border-line bg-ivory p-6 text-center" data-testid="payment-next" aria-labelledby="payment-next-title">
      <h2 id="payment-next-title" className="section-title">
        {t('paymentNextTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-muted">{t('paymentNextText')}</p>
      <button type="button" className="btn-outline mt-4" onClick={onBack}>
        {t('back')}
      </button>
    </section>
  );
}
