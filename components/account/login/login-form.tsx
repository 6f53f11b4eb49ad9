'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, Field, inputClass } from '@/components/account/form/field';
import { FormAlert } from '@/components/account/form/form-alert';
import { SubmitButton } from '@/components/account/form/submit-button';
import { EcomError } from '@/lib/ecom/errors';
import { applyServerErrors } from '@/lib/account/form-errors';
import { localeOfCustomer, useLogin } from '@/lib/ecom/account';
import { useFormLang } from '@/lib/account/use-form-lang';
import { loginRequestSchema, type LoginRequest } from '@/lib/contract/account';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { saveLocale } from '@/lib/i18n/preferences';

/**
 * Spec §2 login: e-mail and password; on success the language follows the customer (spec §4) and the
 * browser moves to the redirect target in that language with a full load (the header and prices change).
 */
export function LoginForm({ locale, redirectTo }: { locale: AppLocale; redirectTo: string }) {
  const t = useTranslations('Login');
  const { text, zodOptions } = useFormLang();
  const login = useLogin();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema, zodOptions), mode: 'onTouched' });

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      try {
        const { user } = await login.mutateAsync(values);
        setDone(true);
        const target = localeOfCustomer(user);
        saveLocale(target);
        window.location.assign(localizePath(target, redirectTo));
      } catch (e) {
        if (!(e instanceof EcomError)) throw e;
        const rest = applyServerErrors(e, ['email', 'password'], setError);
        setProblem([e.message, ...rest.filter((line) => !line.endsWith(e.message))].join('\n'));
      }
    },
    () => setProblem(t('formInvalid')),
  );

  const pending = login.isPending || done;
  const registerHref = `${localizePath(locale, '/cadastro')}?redirect=${encodeURIComponent(redirectTo)}`;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-describedby={problem ? 'login-problem' : undefined}
    >
      {problem && (
        <div id="login-problem">
          <FormAlert tone="error">{problem}</FormAlert>
        </div>
      )}
      {done && <FormAlert tone="success">{t('success')}</FormAlert>}
      <Field id="login-email" label={t('email')} error={text(errors.email?.message)}>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClass}
          {...describedBy('login-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="login-password" label={t('password')} error={text(errors.password?.message)}>
        <input
          type="password"
          autoComplete="current-password"
          className={inputClass}
          {...describedBy('login-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <div className="-mt-1 text-right">
        <Link
          href={localizePath(locale, '/recuperar-senha')}
          className="inline-flex min-h-10 items-center text-sm font-medium text-plum-700 underline-offset-4 hover:underline"
        >
          {t('forgot')}
        </Link>
      </div>
      <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} className="w-full" />
      <p className="text-center text-sm text-muted">
        {t('noAccount')}{' '}
        <Link href={registerHref} className="font-semibold text-plum-900 underline underline-offset-4">
          {t('register')}
        </Link>
      </p>
    </form>
  );
}
