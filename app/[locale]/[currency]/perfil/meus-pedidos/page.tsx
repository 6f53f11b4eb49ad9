import { getTranslations } from 'next-intl/server';
import { OrdersEmpty } from '@/components/account/profile/orders-empty';
import { requireSession } from '@/lib/account/account-page';
import { localizePath } from '@/lib/i18n/paths';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

export default async function OrdersPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  await requireSession(locale, '/perfil/meus-pedidos');
  const t = await getTranslations({ locale, namespace: 'Orders' });
  return <OrdersEmpty title={t('title')} empty={t('empty')} browse={t('browse')} browseHref={localizePath(locale, '/produtos')} />;
}
