'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { describedBy, Field, inputClass } from '@/components/account/form/field';
import { PatternInput } from '@/components/account/form/masked-input';
import {
  PHONE_COUNTRIES,
  PHONE_PATTERNS,
  phoneCountryOf,
  type PhoneCountry,
} from '@/components/account/form/masks';
import { PasswordInput } from './password-input';
import { phoneCountryFor, type Nationality, type SignupValues } from './signup-values';
import type { EmailCheckResult } from '@/lib/ecom/signup';

/**
 * Step 2 (spec §2): name, surname, phone (+55, +595 or +54 mask), e-mail twice (availability checked on blur)
 * and password twice.
 */
export function StepPersonal({
  nationality,
  emailCheck,
  onEmailBlur,
}: {
  nationality: Nationality;
  emailCheck: EmailCheckResult & { email: string };
  onEmailBlur: (email: string) => void;
}) {
  const t = useTranslations('Signup');
  const { register, getValues, setValue } = useFormContext<SignupValues>();
  const { errors } = useFormState<SignupValues>();
  const [country, setCountry] = useState<PhoneCountry>(() =>
    phoneCountryOf(getValues('telefone'), phoneCountryFor(nationality)),
  );
  const err = (name: keyof SignupValues) => errors[name]?.message as string | undefined;
  const emailField = register('email');
  const passwordLabels = { show: t('showPassword'), hide: t('hidePassword') };
  const emailStatus =
    emailCheck.status === 'checking'
      ? t('checkingEmail')
      : emailCheck.status === 'available' && !err('email')
        ? t('emailAvailable')
        : undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="signup-nome" label={t('nome')} error={err('nome')}>
        <input
          autoComplete="given-name"
          maxLength={200}
          className={inputClass}
          {...describedBy('signup-nome', err('nome'))}
          {...register('nome')}
        />
      </Field>
      <Field id="signup-sobrenome" label={t('sobrenome')} error={err('sobrenome')}>
        <input
          autoComplete="family-name"
          maxLength={200}
          className={inputClass}
          {...describedBy('signup-sobrenome', err('sobrenome'))}
          {...register('sobrenome')}
        />
      </Field>

      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor="signup-telefone" className="text-sm font-medium text-ink">
          {t('telefone')}
        </label>
        <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2">
          <select
            aria-label={t('phoneCountry')}
            className="select-field h-11 w-full pr-6 pl-2"
            value={country}
            onChange={(e) => {
              setCountry(e.target.value as PhoneCountry);
              // Another country's mask: the digits typed for the old one no longer fit.
              setValue('telefone', '', { shouldValidate: false });
            }}
          >
            {PHONE_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {t(`phoneCountries.${c}`)}
              </option>
            ))}
          </select>
          <PatternInput
            key={country}
            name="telefone"
            id="signup-telefone"
            pattern={PHONE_PATTERNS[country]}
            autoComplete="tel"
            error={err('telefone')}
          />
        </div>
        {err('telefone') && (
          <p id="signup-telefone-error" className="text-xs font-medium text-danger">
            {err('telefone')}
          </p>
        )}
      </div>

      <Field id="signup-email" label={t('email')} error={err('email')} className="sm:col-span-2">
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={200}
          className={inputClass}
          {...describedBy('signup-email', err('email'), emailStatus ? 'signup-email-hint' : undefined)}
          {...emailField}
          onBlur={(e) => {
            void emailField.onBlur(e);
            onEmailBlur(e.currentTarget.value);
          }}
        />
        <p
          id="signup-email-hint"
          role="status"
          // Kept in the page for screen readers, out of the layout while it has nothing to say.
          className={
            emailStatus
              ? `text-xs ${emailCheck.status === 'available' ? 'text-success' : 'text-muted'}`
              : 'sr-only'
          }
        >
          {emailStatus}
        </p>
      </Field>
      <Field
        id="signup-email_confirmation"
        label={t('email_confirmation')}
        error={err('email_confirmation')}
        className="sm:col-span-2"
      >
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={200}
          className={inputClass}
          {...describedBy('signup-email_confirmation', err('email_confirmation'))}
          {...register('email_confirmation')}
        />
      </Field>

      <Field id="signup-password" label={t('password')} error={err('password')} hint={t('passwordHint')}>
        <PasswordInput
          name="password"
          id="signup-password"
          error={err('password')}
          hint={t('passwordHint')}
          labels={passwordLabels}
        />
      </Field>
      <Field
        id="signup-password_confirmation"
        label={t('password_confirmation')}
        error={err('password_confirmation')}
      >
        <PasswordInput
          name="password_confirmation"
          id="signup-password_confirmation"
          error={err('password_confirmation')}
          labels={passwordLabels}
        />
      </Field>
    </div>
  );
}
