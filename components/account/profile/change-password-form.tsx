'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { describedBy, Field, inputClass } from '@/components/account/form/field';
import { FormAlert } from '@/components/account/form/form-alert';
import { SubmitButton } from '@/components/account/form/submit-button';
import { useChangePassword } from '@/lib/ecom/account';
import { EcomError } from '@/lib/ecom/errors';
import { applyServerErrors } from '@/lib/account/form-errors';
import { useFormLang } from '@/lib/account/use-form-lang';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@/lib/contract/account';

const FIELDS = ['password_currently', 'password', 'password_confirmation'] as const;
const EMPTY = { password_currently: '', password: '', password_confirmation: '' };

/** Spec §2 change password: three fields; success shows a message and clears them (spec §8). */
export function ChangePasswordForm() {
  const t = useTranslations('Password');
  const { text, zodOptions } = useFormLang();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema, zodOptions),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
    } catch (e) {
      if (e instanceof EcomError) applyServerErrors(e, FIELDS, setError);
    }
  });
  const labels = {
    password_currently: t('current'),
    password: t('new'),
    password_confirmation: t('confirmation'),
  };
  const autocomplete = {
    password_currently: 'current-password',
    password: 'new-password',
    password_confirmation: 'new-password',
  };

  return (
    <section aria-labelledby="password-title" className="rounded-2xl border border-line bg-paper p-5 sm:p-6">
      <h2 id="password-title" className="section-title mb-4">
        {t('title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        <div aria-live="polite">
          {change.isSuccess && <FormAlert tone="success">{change.data.message}</FormAlert>}
          {change.isError && <FormAlert tone="error">{change.error.message}</FormAlert>}
        </div>
        {FIELDS.map((name) => (
          <Field key={name} id={`password-${name}`} label={labels[name]} error={text(errors[name]?.message)}>
            <input
              type="password"
              autoComplete={autocomplete[name]}
              className={inputClass}
              {...describedBy(`password-${name}`, errors[name]?.message)}
              {...register(name)}
            />
          </Field>
        ))}
        <SubmitButton
          pending={change.isPending}
          label={t('submit')}
          pendingLabel={t('submitting')}
          className="self-start"
        />
      </form>
    </section>
  );
}
