import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SuccessCard } from '@/components/checkout/success-card';
import { OrdersFrame } from '@/components/orders/orders-frame';
import { accountMetadata, requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const { locale } = await shopContext(params);
  return accountMetadata(locale, 'Payment');
}

/** Spec §2 /success: payment completed, with the panel link and a printable receipt. */
export default async function SuccessPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<{ pedido?: string }>;
}) {
  const { locale } = await shopContext(params);
  const { pedido } = await searchParams;
  await requireSession(locale, pedido ? `/success?pedido=${encodeURIComponent(pedido)}` : '/success');
  return (
    <OrdersFrame locale={locale} narrow>
      <Suspense>
        <SuccessCard />
      </Suspense>
    </OrdersFrame>
  );
}
