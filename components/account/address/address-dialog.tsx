'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { IdSelect } from '@/components/account/form/controlled-inputs';
import { describedBy, Field, inputClass, textareaClass } from '@/components/account/form/field';
import { FormAlert } from '@/components/account/form/form-alert';
import { FormDialog } from '@/components/account/form/form-dialog';
import { EcomError } from '@/lib/ecom/errors';
import { applyServerErrors } from '@/lib/account/form-errors';
import { PatternInput } from '@/components/account/form/masked-input';
import { CEP_PATTERN, digitsOf } from '@/components/account/form/masks';
import { cepQuery, useCreateAddress, useStates } from '@/lib/ecom/addresses';
import { useFormLang } from '@/lib/account/use-form-lang';
import { addressCreateRequestSchema, type AddressCreateInput } from '@/lib/contract/account';
import { message } from '@/lib/contract/messages';

type Values = AddressCreateInput;
const FIELDS = [
  'nome',
  'cep',
  'logradouro',
  'numero',
  'bairro',
  'cidade_id',
  'estado_id',
  'complemento',
  'como_chegar',
] as const;

/**
 * Spec §2/§5 add-address modal for both buyer kinds: the country is read-only (the customer's); Brazilians type
 * a CEP looked up on blur (street, district, state and city filled; "CEP não encontrado…" and manual selects
 * otherwise); Paraguayans choose department then district. Name, street, number and district are required.
 */
export function AddressDialog({
  foreign,
  open,
  onClose,
  onSaved,
}: {
  foreign: boolean;
  open: boolean;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const t = useTranslations('Addresses');
  const { lang, text, zodOptions } = useFormLang();
  const countryId = foreign ? 1 : 2;
  const create = useCreateAddress();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  // Brazil: read-only city from the lookup, or manual selects when the lookup cannot tell the city.
  const [lookup, setLookup] = useState<{
    state: 'idle' | 'loading' | 'found' | 'manual';
    city?: string;
    uf?: string;
  }>({ state: 'idle' });
  const manual = !foreign || lookup.state === 'manual';
  const states = useStates(countryId, manual);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(addressCreateRequestSchema, zodOptions),
    mode: 'onTouched',
    defaultValues: {
      nome: '',
      cep: foreign ? '' : null,
      logradouro: '',
      numero: '',
      bairro: '',
      complemento: '',
      como_chegar: '',
      pais_id: countryId,
      principal: false,
    },
  });
  const stateId = Number(useWatch({ control, name: 'estado_id' })) || 0;
  const cities = states.data?.find((s) => s.estado_id === stateId)?.cidades ?? [];

  async function lookUp(cep: string) {
    const digits = cep.replace(/\D/g, '');
    if (digits.length !== 8) return;
    setLookup({ state: 'loading' });
    try {
      const found = await client.fetchQuery(cepQuery(digits));
      // The shopper typed another CEP meanwhile: that one's answer is the one to show.
      if (digitsOf(String(getValues('cep') ?? '')) !== digits) return;
      if (!found) return setLookup({ state: 'manual' });
      if (found.logradouro) setValue('logradouro', found.logradouro, { shouldValidate: true });
      if (found.bairro) setValue('bairro', found.bairro, { shouldValidate: true });
      if (found.estado_id) setValue('estado_id', found.estado_id, { shouldValidate: true });
      if (!found.manual && found.cidade_id) {
        setValue('cidade_id', found.cidade_id, { shouldValidate: true });
        setValue('cidade', found.cidade);
        setValue('estado', found.estado);
        setLookup({ state: 'found', city: found.cidade ?? '', uf: found.uf ?? found.estado ?? '' });
      } else {
        setValue('cidade_id', undefined as never);
        setLookup({ state: 'manual' });
      }
    } catch {
      setLookup({ state: 'manual' });
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await create.mutateAsync({ ...values, pais_id: countryId });
      onSaved(message('addressSaved', lang));
    } catch (e) {
      if (!(e instanceof EcomError)) throw e;
      const rest = applyServerErrors(e, FIELDS, setError);
      setProblem(
        [e.status === 422 ? e.message : e.message || message('addressSaveError', lang), ...rest].join('\n'),
      );
    }
  });

  const err = (name: (typeof FIELDS)[number]) => text(errors[name]?.message);
  const optional = <span className="font-normal text-muted">{t('optional')}</span>;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="address-dialog-title"
      title={t('newTitle')}
      problem={problem}
      onSubmit={onSubmit}
      pending={create.isPending}
      labels={{ cancel: t('cancel'), save: t('save'), saving: t('saving') }}
      width="w-[min(94vw,620px)]"
    >
      <Field id="address-name" label={t('name')} error={err('nome')}>
        <input
          className={inputClass}
          maxLength={100}
          {...describedBy('address-name', err('nome'))}
          {...register('nome')}
        />
      </Field>
      <Field id="address-country" label={t('country')}>
        <input id="address-country" className={inputClass} value={t(`countries.${countryId}`)} readOnly />
      </Field>
      {foreign && (
        <Field
          id="address-cep"
          label={t('cep')}
          error={err('cep')}
          hint={lookup.state === 'loading' ? t('cepLoading') : undefined}
        >
          <PatternInput
            control={control as never}
            name="cep"
            id="address-cep"
            error={err('cep')}
            pattern={CEP_PATTERN}
            digits={digitsOf}
            autoComplete="postal-code"
            busy={lookup.state === 'loading'}
            hint={lookup.state === 'loading' ? 'loading' : undefined}
            onBlurValue={(value) => void lookUp(value)}
          />
        </Field>
      )}
      {foreign && lookup.state === 'manual' && (
        <FormAlert tone="info">{message('cepNotFound', lang)}</FormAlert>
      )}
      {foreign && lookup.state === 'found' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="address-state-ro" label={t('state')}>
            <input id="address-state-ro" className={inputClass} value={lookup.uf} readOnly />
          </Field>
          <Field id="address-city-ro" label={t('city')}>
            <input id="address-city-ro" className={inputClass} value={lookup.city} readOnly />
          </Field>
        </div>
      )}
      {manual && (
        <div className="grid gap-4 sm:grid-cols-2">
          {states.isError && (
            <FormAlert tone="error" className="sm:col-span-2">
              {t('geoError')}
            </FormAlert>
          )}
          <Field id="address-state" label={foreign ? t('state') : t('stateLabelPy')} error={err('estado_id')}>
            {/* Controlled: the CEP lookup may choose the state before the list has loaded. */}
            <IdSelect
              control={control}
              name="estado_id"
              id="address-state"
              error={err('estado_id')}
              placeholder={foreign ? t('chooseState') : t('chooseStatePy')}
              options={(states.data ?? []).map((s) => ({ id: s.estado_id, name: s.estado_nome }))}
              disabled={!states.data}
              onPicked={() => setValue('cidade_id', undefined as never)}
            />
          </Field>
          <Field id="address-city" label={foreign ? t('city') : t('cityLabelPy')} error={err('cidade_id')}>
            <IdSelect
              control={control}
              name="cidade_id"
              id="address-city"
              error={err('cidade_id')}
              placeholder={foreign ? t('chooseCity') : t('chooseCityPy')}
              options={cities.map((c) => ({ id: c.cidade_id, name: c.nome_cidade }))}
              disabled={!stateId || cities.length === 0}
            />
          </Field>
        </div>
      )}
      <Field id="address-street" label={t('street')} error={err('logradouro')}>
        <input
          className={inputClass}
          maxLength={200}
          autoComplete="address-line1"
          {...describedBy('address-street', err('logradouro'))}
          {...register('logradouro')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Field id="address-number" label={t('number')} error={err('numero')}>
          <input
            className={inputClass}
            maxLength={20}
            {...describedBy('address-number', err('numero'))}
            {...register('numero')}
          />
        </Field>
        <Field id="address-district" label={t('district')} error={err('bairro')}>
          <input
            className={inputClass}
            maxLength={100}
            {...describedBy('address-district', err('bairro'))}
            {...register('bairro')}
          />
        </Field>
      </div>
      <Field
        id="address-complement"
        label={
          <>
            {t('complement')} {optional}
          </>
        }
        error={err('complemento')}
      >
        <input
          className={inputClass}
          maxLength={200}
          autoComplete="address-line2"
          {...describedBy('address-complement', err('complemento'))}
          {...register('complemento')}
        />
      </Field>
      <Field
        id="address-directions"
        label={
          <>
            {t('directions')} {optional}
          </>
        }
        error={err('como_chegar')}
      >
        <textarea
          className={textareaClass}
          maxLength={500}
          rows={3}
          {...describedBy('address-directions', err('como_chegar'))}
          {...register('como_chegar')}
        />
      </Field>
    </FormDialog>
  );
}
