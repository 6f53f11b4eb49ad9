'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { describedBy, Field, inputClass } from '@/components/account/form/field';
import { FormAlert } from '@/components/account/form/form-alert';
import { SubmitButton } from '@/components/account/form/submit-button';
import { useRecoverPassword } from '@/lib/ecom/account';
import { EcomError } from '@/lib/ecom/errors';
import { applyServerErrors } from '@/lib/account/form-errors';
import { useFormLang } from '@/lib/account/use-form-lang';
import { recoverRequestSchema, type RecoverRequest } from '@/lib/contract/account';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/** Spec §2 /recuperar-senha: the e-mail form, then the confirmation message (the same for any e-mail). */
export function RecoverForm({ locale }: { locale: AppLocale }) {
  const t = useTranslations('Recovery');
  const { text, zodOptions } = useFormLang();
  const recover = useRecoverPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecoverRequest>({ resolver: zodResolver(recoverRequestSchema, zodOptions), mode: 'onTouched' });

  if (recover.isSuccess) {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">
          <strong className="block font-semibold">{t('sentTitle')}</strong>
          {recover.data.message}
        </FormAlert>
        <Link href={localizePath(locale, '/login')} className="btn-outline w-full">
          {t('backToLogin')}
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await recover.mutateAsync(values);
    } catch (e) {
      if (e instanceof EcomError) applyServerErrors(e, ['email'], setError);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {recover.error && <FormAlert tone="error">{recover.error.message}</FormAlert>}
      <Field id="recover-email" label={t('email')} error={text(errors.email?.message)}>
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClass}
          {...describedBy('recover-email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <SubmitButton
        pending={recover.isPending}
        label={t('submit')}
        pendingLabel={t('submitting')}
        className="w-full"
      />
      <Link
        href={localizePath(locale, '/login')}
        className="text-center text-sm font-medium text-plum-700 underline-offset-4 hover:underline"
      >
        {t('backToLogin')}
      </Link>
    </form>
  );
}
