'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { ecomFetch } from '@/lib/account/ecom-fetch';
import { CUSTOMER_KEY } from '@/lib/account/use-customer';
import type { MessageResponse } from '@/lib/contract/account';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/** Spec §2 /app/confirmation-email/{uid}/{token}: loading, then success (login link) or error (home link). */
export function ConfirmEmail({ locale, uid, token, failedText }: { locale: AppLocale; uid: string; token: string; failedText: string }) {
  const t = useTranslations('Confirm');
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => ecomFetch<MessageResponse>(`cliente/confirmar-email/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`, { method: 'POST' }),
    // A signed-in customer's "not confirmed" warning goes away.
    onSuccess: () => client.invalidateQueries({ queryKey: CUSTOMER_KEY }),
  });
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
      <span aria-hidden className="size-5 animate-spin rounded-full border-2 border-plum-200 border-t-plum-700" />
      {t('loading')}
    </p>
  );
}
