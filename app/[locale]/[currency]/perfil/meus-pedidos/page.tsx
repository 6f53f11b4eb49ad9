import { OrderList } from '@/components/orders/order-list';
import { ClientMessages } from '@/components/providers/client-messages';
import { requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

/** Spec §2 account orders: the same list as /pedidos inside the account area (empty state when none). */
export default async function MyOrdersPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  await requireSession(locale, '/perfil/meus-pedidos');
  return (
    <ClientMessages locale={locale} namespaces={['Orders']}>
      <OrderList />
    </ClientMessages>
  );
}
