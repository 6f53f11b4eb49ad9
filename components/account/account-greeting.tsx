'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import Link from 'next/link';
import { UserIcon } from '@/components/ui/icons';
import { getQueryClient } from '@/lib/ecom/query-client';
import { useCustomer, useSessionWatch } from '@/lib/ecom/account';
import type { AccountLinkLabels } from './account-link-labels';

function Greeting({
  profileHref,
  labels,
  className,
}: {
  profileHref: string;
  labels: AccountLinkLabels;
  className: string;
}) {
  useSessionWatch();
  const { customer } = useCustomer();
  // Generic welcome until /me answers (or when the name is empty).
  const text = customer?.nome ? labels.greeting.replace('{name}', customer.nome) : labels.welcome;
  return (
    <Link href={profileHref} className={className} data-testid="account-link">
      <UserIcon className="shrink-0 text-xl" />
      <span className="sr-only truncate sm:not-sr-only">{text}</span>
    </Link>
  );
}

export function AccountGreeting(props: {
  profileHref: string;
  labels: AccountLinkLabels;
  className: string;
}) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Greeting {...props} />
    </QueryClientProvider>
  );
}
