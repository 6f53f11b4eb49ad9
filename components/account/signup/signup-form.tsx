'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { localeOfCustomer, useRegister } from '@/lib/ecom/account';
import type { EcomError } from '@/lib/ecom/errors';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { saveLocale } from '@/lib/i18n/preferences';
import type { StateWithCities } from '@/lib/contract/geo';
import { ServerErrors } from './server-errors';
import { SignupProgress } from './signup-progress';
import { signupResolver } from './signup-resolver';
import {
  emptySignup,
  STEP_FIELDS,
  STEPS,
  stepOfField,
  toFormData,
  type Nationality,
  type SignupValues,
} from './signup-values';
import { StepAddress } from './step-address';
import { StepDocuments } from './step-documents';
import { StepNationality } from './step-nationality';
import { StepPersonal } from './step-personal';
import { useEmailCheck } from '@/lib/ecom/signup';

interface ServerProblem {
  message: string;
  errors: Record<string, string[]>;
}

/**
 * The registration form of spec §2: four steps over one react-hook-form (the contract's schema, validated step
 * by step), then one multipart POST through the storefront's route handler, which keeps the session cookie.
 */
export function SignupForm({
  locale,
  departments,
  redirect,
  email: invited = '',
}: {
  locale: AppLocale;
  departments: StateWithCities[] | null;
  redirect: string | null;
  /** A seller's invitation's e-mail (decision 0047), prefilled in both e-mail fields. */
  email?: string;
}) {
  const t = useTranslations('Signup');
  const lang = locale === 'es-PY' ? 'es' : 'pt';
  const nationality: Nationality = locale === 'es-PY' ? 'paraguayan' : 'brazilian';
  const resolver = useMemo(() => signupResolver(lang), [lang]);
  const methods = useForm<SignupValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...emptySignup(nationality), email: invited, email_confirmation: invited },
  });
  const { trigger, setError, setFocus, getValues, handleSubmit } = methods;
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const email = useEmailCheck();
  const registration = useRegister();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const current = STEPS[step];
  const last = step === STEPS.length - 1;
  const params = new URLSearchParams({ ...(redirect && { redirect }), ...(invited && { email: invited }) });
  const query = params.size ? `?${params}` : '';

  function goTo(index: number) {
    setStep(index);
    // The new step's title takes the focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'nearest' });
    });
  }

  function switchNationality(next: Nationality) {
    const target: AppLocale = next === 'brazilian' ? 'pt-BR' : 'es-PY';
    saveLocale(target);
    window.location.assign(localizePath(target, '/cadastro') + query);
  }

  async function emailTaken(): Promise<boolean> {
    const result = await email.check(getValues('email'));
    if (result.status !== 'taken') return false;
    setError('email', { type: 'server', message: result.message });
    return true;
  }

  async function next() {
    const valid = await trigger(STEP_FIELDS[current], { shouldFocus: true });
    if (current === 'personal' && getValues('email') && (await emailTaken())) {
      setFocus('email');
      return;
    }
    if (valid) return goTo(step + 1);
    // Fields shown in error count as touched, so fixing one clears its message as the shopper types
    // (onTouched would otherwise wait for a blur, and the message would jump away under the pointer).
    for (const name of STEP_FIELDS[current]) {
      if (methods.getFieldState(name).invalid) methods.setValue(name, getValues(name), { shouldTouch: true });
    }
  }

  function showFieldErrors(fields: Record<string, string[]>) {
    const names = Object.keys(fields);
    for (const name of names) {
      if (name in getValues())
        setError(name as FieldPath<SignupValues>, { type: 'server', message: fields[name].join(' ') });
    }
    const first = names.map(stepOfField).find((s) => s !== null);
    if (first) setStep(STEPS.indexOf(first));
  }

  async function submit(values: SignupValues) {
    setSubmitting(true);
    setProblem(null);
    try {
      // Signed in as a login is (issue 21): the hour, the customer, the tab's cart memory, the cart binding and the
      // anonymous wishes are all settled before the page is left, so /perfil and the next add start from them.
      const answer = await registration.mutateAsync(toFormData(values));
      const target = localeOfCustomer(answer.user);
      // Spec §4: the customer's kind sets the language; the session cookie is already set by the handler.
      saveLocale(target);
      setDone(true);
      window.location.assign(localizePath(target, redirect ?? '/perfil'));
    } catch (e) {
      const err = e as EcomError;
      setProblem({ message: err.message || t('networkError'), errors: err.fieldErrors ?? {} });
      if (err.fieldErrors) showFieldErrors(err.fieldErrors);
      setSubmitting(false);
      requestAnimationFrame(() => problemRef.current?.focus());
    }
  }

  function onInvalid(errors: object) {
    const first = Object.keys(errors)
      .map(stepOfField)
      .find((s) => s !== null);
    if (first && first !== current) goTo(STEPS.indexOf(first));
  }

  const fieldLabel = (name: string) =>
    t.has(`fields.${name}`) ? t(`fields.${name}`) : t.has(name) ? t(name) : name;

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        data-signup
        aria-labelledby="signup-step-title"
        className="flex flex-col gap-6"
        onSubmit={(e) => {
          if (last) return void handleSubmit(submit, onInvalid)(e);
          e.preventDefault();
          void next();
        }}
      >
        <SignupProgress
          steps={STEPS}
          current={step}
          names={{
            nationality: t('steps.nationality'),
            personal: t('steps.personal'),
            documents: t('steps.documents'),
            address: t('steps.address'),
          }}
          summary={t('progress', { current: step + 1, total: STEPS.length, name: t(`steps.${current}`) })}
        />
        <section className="rounded-card border border-line/70 bg-paper p-5 shadow-card sm:p-7">
          <h2
            id="signup-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="mb-5 font-display text-xl font-semibold text-plum-900 focus:outline-none"
          >
            {t(`steps.${current}`)}
          </h2>
          {current === 'nationality' && <StepNationality value={nationality} onChange={switchNationality} />}
          {current === 'personal' && (
            <StepPersonal
              nationality={nationality}
              emailCheck={email}
              onEmailBlur={(value) => {
                if (value) void emailTaken();
              }}
            />
          )}
          {current === 'documents' && <StepDocuments nationality={nationality} />}
          {current === 'address' && <StepAddress nationality={nationality} departments={departments} />}
        </section>

        {problem && (
          <ServerErrors
            ref={problemRef}
            message={problem.message}
            errors={problem.errors}
            labels={{ title: t('serverErrorsTitle'), field: fieldLabel }}
          />
        )}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          {step > 0 ? (
            <button
              type="button"
              className="btn-outline h-11 px-6"
              disabled={submitting}
              onClick={() => goTo(step - 1)}
            >
              {t('previous')}
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            className="btn-primary h-11 px-8 disabled:cursor-wait disabled:opacity-70"
            disabled={submitting || done}
            aria-busy={submitting}
          >
            {submitting && (
              <span
                aria-hidden="true"
                className="inline-block size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {done ? t('success') : submitting ? t('submitting') : last ? t('submit') : t('next')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
