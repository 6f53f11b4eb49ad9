import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountShell } from '@/components/account/profile/account-shell';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { accountMetadata } from '@/lib/account/account-page';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Account');
}

/** The account area (spec §2): dynamic, never cached or indexed; sections load the customer in the browser. */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<ShopParams>;
}) {
  const { locale } = await shopContext(params);
  return (
    <ClientMessages locale={locale} namespaces={['Account', 'Profile', 'Addresses', 'Password']}>
      <QueryProvider>
        <AccountShell locale={locale}>{children}</AccountShell>
      </QueryProvider>
    </ClientMessages>
  );
}
