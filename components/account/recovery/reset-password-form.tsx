'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describedBy, Field, inputClass } from '@/components/account/form/field';
import { FormAlert } from '@/components/account/form/form-alert';
import { SubmitButton } from '@/components/account/form/submit-button';
import { useResetPassword } from '@/lib/ecom/account';
import { EcomError } from '@/lib/ecom/errors';
import { applyServerErrors } from '@/lib/account/form-errors';
import { useFormLang } from '@/lib/account/use-form-lang';
import { passwordField, type ResetPasswordRequest } from '@/lib/contract/account';
import { message } from '@/lib/contract/messages';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

type Values = Pick<ResetPasswordRequest, 'password' | 'password_confirmation'>;
export interface ResetLink {
  uuid: string;
  token: string;
  email: string;
  code: string;
}

/** Spec §2 /app/reset-password/{uuid}/{token}?email&code: new password twice, then success with a login link. */
export function ResetPasswordForm({ locale, link }: { locale: AppLocale; link: ResetLink }) {
  const t = useTranslations('Reset');
  const { lang, text, zodOptions } = useFormLang();
  // Spec §5 wording for this form: "As senhas não coincidem. Tente novamente."
  const schema = useMemo(
    () =>
      z
        .object({ password: passwordField, password_confirmation: z.string().min(1) })
        .refine((v) => v.password === v.password_confirmation, {
          message: t('mismatch'),
          path: ['password_confirmation'],
        }),
    [t],
  );
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(schema, zodOptions), mode: 'onTouched' });

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">
          <strong className="block font-semibold">{t('successTitle')}</strong>
          {reset.data.message}
        </FormAlert>
        <Link href={localizePath(locale, '/login')} className="btn-primary w-full">
          {t('goToLogin')}
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ ...link, ...values });
    } catch (e) {
      if (e instanceof EcomError) applyServerErrors(e, ['password', 'password_confirmation'], setError);
    }
  });
  // Spec §8: the server's message, else "Ocorreu um erro ao tentar redefinir sua senha."
  const failure = reset.error ? reset.error.message || message('resetFailed', lang) : null;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
      <Field id="reset-password" label={t('password')} error={text(errors.password?.message)}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...describedBy('reset-password', errors.password?.message)}
          {...register('password')}
        />
      </Field>
      <Field
        id="reset-confirmation"
        label={t('confirmation')}
        error={text(errors.password_confirmation?.message)}
      >
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...describedBy('reset-confirmation', errors.password_confirmation?.message)}
          {...register('password_confirmation')}
        />
      </Field>
      <SubmitButton
        pending={reset.isPending}
        label={t('submit')}
        pendingLabel={t('submitting')}
        className="w-full"
      />
    </form>
  );
}
