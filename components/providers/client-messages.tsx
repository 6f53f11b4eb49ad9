import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/config';
import { loadMessages, pickMessages, type Messages } from '@/lib/i18n/messages';

/** Namespaces every page's islands use (header, search, error boundary). */
export const BASE_CLIENT_NAMESPACES = ['TopBar', 'Header', 'Search', 'Error'] as const satisfies readonly (keyof Messages)[];

/**
 * Sends only the listed namespaces to the browser. Nested providers replace the parent's messages,
 * so the base namespaces are always included.
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
  const picked = pickMessages(messages, [...BASE_CLIENT_NAMESPACES, ...namespaces]);
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="America/Asuncion">
      {children}
    </NextIntlClientProvider>
  );
}
