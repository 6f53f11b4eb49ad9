import type { Metadata } from 'next';
import { OrderDetail } from '@/components/orders/order-detail';
import { OrdersFrame } from '@/components/orders/orders-frame';
import { accountMetadata, requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

type Params = ShopParams & { externalId: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Orders');
}

/** Spec §2 /pedido/{external_id}: one of the customer's orders (another customer's is a 404 from the API). */
export default async function OrderPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const { locale } = await shopContext(p);
  await requireSession(locale, `/pedido/${encodeURIComponent(p.externalId)}`);
  return (
    <OrdersFrame locale={locale}>
      <OrderDetail orderId={p.externalId} />
    </OrdersFrame>
  );
}
