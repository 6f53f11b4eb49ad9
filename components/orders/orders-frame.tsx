import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import type { AppLocale } from '@/lib/i18n/config';

/** The islands of the order and payment pages: their namespaces (the invoice panel's too) and the shared React Query client. */
export function OrdersFrame({
  locale,
  children,
  narrow = false,
}: {
  locale: AppLocale;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <ClientMessages locale={locale} namespaces={['Orders', 'Payment', 'Invoice']}>
      <QueryProvider>
        <div className={`container-page py-6 md:py-10 ${narrow ? 'max-w-3xl' : 'max-w-5xl'}`}>{children}</div>
      </QueryProvider>
    </ClientMessages>
  );
}
