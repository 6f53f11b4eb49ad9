'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { Field, inputClass } from '@/components/account/form/field';
import { PatternInput } from '@/components/account/form/masked-input';
import { CEP_PATTERN } from '@/components/account/form/masks';
import type { SignupValues } from './signup-values';
import { StateCitySelects } from './state-city-selects';
import { StatesLoading } from './states-loading';
import { useStates } from '@/lib/ecom/signup';
import { useCepLookup, type CepState } from '@/lib/ecom/signup';

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 animate-spin rounded-full border-2 border-plum-200 border-t-plum-700"
    />
  );
}

/**
 * Brazilian address (spec §2): CEP looked up on blur with a loading indicator; a resolved CEP fills state and city
 * read-only (and street and district when known); otherwise "CEP não encontrado…" and manual state/city selects.
 */
export function AddressBrazil() {
  const t = useTranslations('Signup');
  const { getValues, setValue } = useFormContext<SignupValues>();
  const { errors } = useFormState<SignupValues>();

  const apply = useCallback(
    (state: CepState) => {
      const opts = { shouldValidate: true } as const;
      if (state.status === 'found') {
        const r = state.result;
        setValue('estado_id', String(r.estado_id ?? ''), opts);
        setValue('estado', r.estado ?? '');
        setValue('cidade_id', String(r.cidade_id ?? ''), opts);
        setValue('cidade', r.cidade ?? '');
        // Street and district only fill empty fields: never overwrite what the shopper typed.
        if (r.logradouro && !getValues('logradouro')) setValue('logradouro', r.logradouro);
        if (r.bairro && !getValues('bairro')) setValue('bairro', r.bairro);
      } else {
        const known = state.status === 'manual' ? state.result : null;
        setValue('estado_id', known?.estado_id ? String(known.estado_id) : '');
        setValue('estado', known?.estado ?? '');
        setValue('cidade_id', '');
        setValue('cidade', '');
      }
    },
    [getValues, setValue],
  );
  const { state, lookup } = useCepLookup(apply);
  const manual = state.status === 'manual' || state.status === 'notFound' || state.status === 'failed';
  const states = useStates(1, manual);
  const cepError = errors.cep?.message;
  // Before any lookup the state/city errors have no field of their own: they show under the CEP.
  const placeError =
    state.status === 'idle' && !cepError
      ? (errors.estado_id?.message ?? errors.cidade_id?.message)
      : undefined;

  const notice =
    state.status === 'notFound'
      ? t('cepNotFound')
      : state.status === 'failed'
        ? t('cepLookupFailed')
        : state.status === 'manual' && !state.result.estado_id
          ? t('cepNotFound')
          : state.status === 'manual'
            ? t('cepStateOnly')
            : null;

  return (
    <>
      <Field id="signup-pais" label={t('pais')}>
        <input id="signup-pais" readOnly value="Brasil" className={inputClass} />
      </Field>
      <Field id="signup-cep" label={t('cep')} error={cepError ?? placeError} hint={t('cepHint')}>
        <div className="relative">
          <PatternInput
            name="cep"
            id="signup-cep"
            pattern={CEP_PATTERN}
            autoComplete="postal-code"
            error={cepError ?? placeError}
            hint={t('cepHint')}
            onBlurValue={(v) => void lookup(v)}
          />
          {state.status === 'loading' && (
            <span className="absolute inset-y-0 right-3 flex items-center gap-2 text-xs text-plum-700">
              <Spinner />
              <span>{t('lookingUpCep')}</span>
            </span>
          )}
        </div>
      </Field>
      <div role="status" className="empty:hidden sm:col-span-2">
        {notice && (
          <p className="rounded-lg bg-gold-100 px-3 py-2 text-sm text-gold-700 ring-1 ring-gold-300">
            {notice}
          </p>
        )}
      </div>

      {state.status === 'found' && (
        <>
          <Field id="signup-estado" label={t('estado')}>
            <input id="signup-estado" readOnly value={getValues('estado')} className={inputClass} />
          </Field>
          <Field id="signup-cidade" label={t('cidade')}>
            <input id="signup-cidade" readOnly value={getValues('cidade')} className={inputClass} />
          </Field>
        </>
      )}

      {manual &&
        (states.status === 'ready' ? (
          <StateCitySelects
            states={states.states}
            labels={{
              state: t('estado'),
              city: t('cidade'),
              chooseState: t('chooseState'),
              chooseCity: t('chooseCity'),
              chooseStateFirst: t('chooseStateFirst'),
            }}
          />
        ) : (
          <StatesLoading failed={states.status === 'error'} onRetry={states.retry} />
        ))}
    </>
  );
}
