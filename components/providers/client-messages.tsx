import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/config';
import { loadMessages, pickMessages, type Messages } from '@/lib/i18n/messages';

/**
 * Sends only the listed namespaces to the browser, around the islands of one page. The layout has no
 * provider: the shell's islands (menu, search, preferences, error boundaries) take their strings from
 * the server, so a page without translated islands ships no i18n runtime.
 */
export async function ClientMessages({
  locale,
  namespaces = [],
  children,
}: {
  locale: AppLocale;
  namespaces?: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const messages = await loadMessages(locale);
  const picked = pickMessages(messages, namespaces);
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="America/Asuncion">
      {children}
    </NextIntlClientProvider>
  );
}
