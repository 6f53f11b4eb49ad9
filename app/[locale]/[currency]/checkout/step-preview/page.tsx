import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { PaymentStepPreview } from '@/components/checkout/payment-step-preview';
import { OrdersFrame } from '@/components/orders/orders-frame';
import { requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Checkout step 2 on its own, for the browser journeys until the checkout page (step 1) renders it: a 404 unless
 * the storefront runs with PAYMENT_STEP_PREVIEW=1 (playwright.config.ts sets it), so it never ships as UI.
 * Remove once /checkout hosts PaymentStep.
 */
export default async function PaymentStepPreviewPage({ params }: { params: Promise<ShopParams> }) {
  if (process.env.PAYMENT_STEP_PREVIEW !== '1') notFound();
  const { locale } = await shopContext(params);
  await requireSession(locale, '/checkout/step-preview');
  return (
    <OrdersFrame locale={locale} narrow>
      <Suspense>
        <PaymentStepPreview />
      </Suspense>
    </OrdersFrame>
  );
}
