'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { UserIcon } from '@/components/ui/icons';
import { useSignedIn } from '@/lib/ecom/session';
import type { AccountLinkLabels } from './account-link-labels';

const linkClass =
  'inline-flex min-h-10 min-w-10 max-w-[14rem] items-center justify-center gap-2 rounded-full px-2 py-2 text-sm font-medium text-plum-900 hover:bg-plum-50 sm:px-3';

/** The signed-in half loads only for signed-in shoppers (React Query and /me stay off anonymous page views). */
const AccountGreeting = dynamic(() => import('./account-greeting').then((m) => m.AccountGreeting), {
  ssr: false,
  loading: () => null,
});

/**
 * Header island (spec §2): login-or-register link for anonymous shoppers, greeting with the customer's name
 * linking to the profile when signed in. The server renders the anonymous link, so catalogue pages stay
 * cached for everyone and never read cookies on the server.
 */
export function AccountLink({
  loginHref,
  profileHref,
  labels,
}: {
  loginHref: string;
  profileHref: string;
  labels: AccountLinkLabels;
}) {
  const signedIn = useSignedIn();
  if (signedIn) return <AccountGreeting profileHref={profileHref} labels={labels} className={linkClass} />;
  return (
    <Link href={loginHref} className={linkClass} data-testid="account-link">
      <UserIcon className="shrink-0 text-xl" />
      <span className="sr-only sm:not-sr-only">{labels.loginOrRegister}</span>
    </Link>
  );
}
