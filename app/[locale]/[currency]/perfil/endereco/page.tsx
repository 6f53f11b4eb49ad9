import { AddressList } from '@/components/account/address/address-list';
import { requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

export default async function AddressesPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  await requireSession(locale, '/perfil/endereco');
  return <AddressList />;
}
