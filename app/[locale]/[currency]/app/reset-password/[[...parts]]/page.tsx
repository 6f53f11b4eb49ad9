import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/auth-card';
import { FormAlert } from '@/components/account/form/form-alert';
import { ResetPasswordForm } from '@/components/account/recovery/reset-password-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { accountMetadata } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';

export const dynamic = 'force-dynamic';

type Query = Record<'email' | 'code', string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Reset');
}

/** /app/reset-password/{uuid}/{token}?email&code (the link of the recovery e-mail); an incomplete link says so. */
export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams & { parts?: string[] }>;
  searchParams: Promise<Query>;
}) {
  const { locale } = await shopContext(params);
  const [{ parts = [] }, query, t, tr] = await Promise.all([
    params,
    searchParams,
    getTranslations({ locale, namespace: 'Reset' }),
    getTranslations({ locale, namespace: 'Recovery' }),
  ]);
  const link = {
    uuid: parts[0] ?? '',
    token: parts[1] ?? '',
    email: one(query.email),
    code: one(query.code),
  };
  const complete = parts.length === 2 && link.email && link.code;
  return (
    <ClientMessages locale={locale} namespaces={['Reset']}>
      <AuthCard title={t('title')} intro={complete ? t('intro') : undefined}>
        {complete ? (
          <QueryProvider>
            <ResetPasswordForm locale={locale} link={link} />
          </QueryProvider>
        ) : (
          <div className="flex flex-col gap-5">
            <FormAlert tone="error">{t('incomplete')}</FormAlert>
            <Link href={localizePath(locale, '/recuperar-senha')} className="btn-outline w-full">
              {tr('title')}
            </Link>
          </div>
        )}
      </AuthCard>
    </ClientMessages>
  );
}
