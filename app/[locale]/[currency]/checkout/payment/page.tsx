import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PaymentStatus } from '@/components/checkout/payment-status';
import { OrdersFrame } from '@/components/orders/orders-frame';
import { accountMetadata, requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Payment');
}

/** Spec §2 /checkout/payment: where the gateway sends the shopper back (`?pagamento=`); polls the payment. */
export default async function PaymentStatusPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<{ pagamento?: string }>;
}) {
  const { locale } = await shopContext(params);
  const { pagamento } = await searchParams;
  await requireSession(
    locale,
    pagamento ? `/checkout/payment?pagamento=${encodeURIComponent(pagamento)}` : '/checkout/payment',
  );
  return (
    <OrdersFrame locale={locale} narrow>
      <Suspense>
        <PaymentStatus />
      </Suspense>
    </OrdersFrame>
  );
}
