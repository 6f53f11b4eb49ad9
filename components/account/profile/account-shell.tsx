'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { useCustomer, useSessionWatch } from '@/lib/ecom/account';
import { signedInNow } from '@/lib/ecom/session';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath, splitLocale } from '@/lib/i18n/paths';
import { AccountNav } from './account-nav';

/**
 * The account area's frame: sidebar and section, with the customer loaded once for every section. When the
 * session ends (401, expiry, logout in another tab) the shopper goes to login and comes back afterwards.
 */
export function AccountShell({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const t = useTranslations('Account');
  useSessionWatch();
  const router = useRouter();
  const { signedIn, isPending, isError, refetch } = useCustomer();

  useEffect(() => {
    if (signedIn) return;
    // useSignedIn is false on the server render and until the hint is read after hydration (later still on a busy
    // page): ask the cookie itself before sending the customer to the login page.
    const timer = setTimeout(() => {
      if (signedInNow()) return;
      const here = splitLocale(window.location.pathname).path;
      router.replace(`${localizePath(locale, '/login')}?redirect=${encodeURIComponent(here)}`);
    }, 50);
    return () => clearTimeout(timer);
  }, [signedIn, locale, router]);

  return (
    <div className="container-page py-6 md:py-10">
      <h1 className="mb-5 font-display text-2xl font-semibold tracking-tight text-plum-900 md:mb-8 md:text-3xl">
        {t('title')}
      </h1>
      <div className="grid gap-5 min-[769px]:grid-cols-[240px_minmax(0,1fr)] min-[769px]:gap-8">
        <AccountNav locale={locale} />
        <div className="min-w-0">
          {isError ? (
            <FormAlert tone="error">
              {t('loadError')}{' '}
              <button type="button" onClick={() => refetch()} className="font-semibold underline">
                {t('retry')}
              </button>
            </FormAlert>
          ) : isPending || !signedIn ? (
            <SectionSkeleton label={t('loading')} />
          ) : (
            children
          )}
        </div>
      </div>
    </div>
  );
}

export function SectionSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-paper p-5"
    >
      <span className="sr-only">{label}</span>
      <div className="skeleton h-7 w-48" />
      <div className="skeleton h-5 w-full max-w-md" />
      <div className="skeleton h-5 w-full max-w-sm" />
      <div className="skeleton h-5 w-full max-w-xs" />
    </div>
  );
}
