import { PersonalData } from '@/components/account/profile/personal-data';
import { requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

/** Personal data: /perfil, /perfil/dados-pessoais and any unknown /perfil/* name (spec §2). */
export default async function PersonalDataPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  await requireSession(locale, '/perfil/dados-pessoais');
  return <PersonalData />;
}
