import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { LoginForm } from '@/components/account/login/login-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { accountMetadata } from '@/lib/account/account-page';
import { safeRedirect } from '@/lib/account/redirect';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Login');
}

/** Spec §2 /login: the redirect parameter is kept through login and the register link. */
export default async function LoginPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<{ redirect?: string | string[] }>;
}) {
  const { locale } = await shopContext(params);
  const [t, query] = await Promise.all([getTranslations({ locale, namespace: 'Login' }), searchParams]);
  return (
    <ClientMessages locale={locale} namespaces={['Login']}>
      <AuthCard title={t('title')} intro={t('intro')}>
        <QueryProvider>
          <LoginForm locale={locale} redirectTo={safeRedirect(query.redirect)} />
        </QueryProvider>
      </AuthCard>
    </ClientMessages>
  );
}
