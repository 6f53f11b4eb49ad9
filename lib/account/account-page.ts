import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { currentSessionToken } from '@/lib/session/cookies';
import { STORE } from '@/lib/store-info';

/** Account and login pages: never indexed, never framed into a share card, titled per page. */
export async function accountMetadata(
  locale: AppLocale,
  namespace: 'Login' | 'Recovery' | 'Reset' | 'Confirm' | 'Account' | 'Orders' | 'Payment',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return {
    title: t('metaTitle'),
    robots: { index: false, follow: false },
    openGraph: { siteName: STORE.name },
  };
}

/** Account pages need a session: without the cookie, go to login and come back here afterwards. */
export async function requireSession(locale: AppLocale, path: string): Promise<void> {
  if (!(await currentSessionToken()))
    redirect(`${localizePath(locale, '/login')}?redirect=${encodeURIComponent(path)}`);
}
