import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { FormAlert } from '@/components/account/form/form-alert';
import { ConfirmEmail } from '@/components/account/recovery/confirm-email';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { accountMetadata } from '@/lib/account/account-page';
import { apiLang } from '@/lib/i18n/config';
import { message } from '@/lib/contract/messages';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Confirm');
}

/** /app/confirmation-email/{uid}/{token}: the link of the confirmation e-mail; an incomplete link says so (spec §8). */
export default async function ConfirmEmailPage({
  params,
}: {
  params: Promise<ShopParams & { parts?: string[] }>;
}) {
  const { locale } = await shopContext(params);
  const [{ parts = [] }, t] = await Promise.all([params, getTranslations({ locale, namespace: 'Confirm' })]);
  const lang = apiLang(locale);
  return (
    <ClientMessages locale={locale} namespaces={['Confirm']}>
      <AuthCard title={t('title')}>
        {parts.length === 2 ? (
          <QueryProvider>
            <ConfirmEmail
              locale={locale}
              uid={parts[0]}
              token={parts[1]}
              failedText={message('confirmationFailed', lang)}
            />
          </QueryProvider>
        ) : (
          <div className="flex flex-col gap-5">
            <FormAlert tone="error">{message('confirmationLinkIncomplete', lang)}</FormAlert>
            <Link href={localizePath(locale, '/')} className="btn-outline w-full">
              {t('goHome')}
            </Link>
          </div>
        )}
      </AuthCard>
    </ClientMessages>
  );
}
