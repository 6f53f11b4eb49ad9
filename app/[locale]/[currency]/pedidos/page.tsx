import type { Metadata } from 'next';
import { OrderList } from '@/components/orders/order-list';
import { OrdersFrame } from '@/components/orders/orders-frame';
import { accountMetadata, requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Orders');
}

/** Spec §2 /pedidos: the customer's orders (login required; loaded in the browser through /api/ecom). */
export default async function OrdersPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  await requireSession(locale, '/pedidos');
  return (
    <OrdersFrame locale={locale}>
      <OrderList headingLevel={1} />
    </OrdersFrame>
  );
}
