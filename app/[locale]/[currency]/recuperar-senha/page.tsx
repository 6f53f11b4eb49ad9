import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { RecoverForm } from '@/components/account/recovery/recover-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { accountMetadata } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Recovery');
}

export default async function RecoverPage({ params }: { params: Promise<ShopParams> }) {
  const { locale } = await shopContext(params);
  const t = await getTranslations({ locale, namespace: 'Recovery' });
  return (
    <ClientMessages locale={locale} namespaces={['Recovery']}>
      <AuthCard title={t('title')} intro={t('intro')}>
        <QueryProvider>
          <RecoverForm locale={locale} />
        </QueryProvider>
      </AuthCard>
    </ClientMessages>
  );
}
