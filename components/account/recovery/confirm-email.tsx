'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { useConfirmEmail } from '@/lib/ecom/account';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/** Spec §2 /app/confirmation-email/{uid}/{token}: loading, then success (login link) or error (home link). */
export function ConfirmEmail({
  locale,
  uid,
  token,
  failedText,
}: {
  locale: AppLocale;
  uid: string;
  token: string;
  failedText: string;
}) {
  const t = useTranslations('Confirm');
  // A signed-in customer's "not confirmed" warning goes away once it succeeds.
  const confirm = useConfirmEmail(uid, token);
  const started = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    // Once per page: the token is single-use.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (confirm.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{confirm.data.message}</FormAlert>
        <Link href={localizePath(locale, '/login')} className="btn-primary w-full">
          {t('goToLogin')}
        </Link>
      </div>
    );
  }
  if (confirm.isError) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="error">{confirm.error.message || failedText}</FormAlert>
        <Link href={localizePath(locale, '/')} className="btn-outline w-full">
          {t('goHome')}
        </Link>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-muted">
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-plum-200 border-t-plum-700"
      />
      {t('loading')}
    </p>
  );
}
