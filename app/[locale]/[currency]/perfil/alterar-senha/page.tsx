import { ChangePasswordForm } from '@/components/account/profile/change-password-form';
import { requireSession } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

export default async function ChangePasswordPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  await requireSession(locale, '/perfil/alterar-senha');
  return <ChangePasswordForm />;
}
