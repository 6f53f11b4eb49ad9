'use client';

import { useTranslations } from 'next-intl';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { documentTypesFor } from '@/lib/contract/account';
import { DocumentImageField, type DocumentImageLabels } from '@/components/account/form/document-image-field';
import { describedBy, Field, inputClass } from '@/components/account/form/field';
import { OptionalLabel } from './optional-label';
import { GrowingInput, PatternInput } from '@/components/account/form/masked-input';
import {
  CEDULA_MAX_DIGITS,
  CPF_PATTERN,
  formatCedulaInput,
  formatRucInput,
  RUC_MAX_DIGITS,
} from '@/components/account/form/masks';
import type { Nationality, SignupValues } from './signup-values';

/** A document side bound to the form: its schema checks type and size as soon as a file is chosen. */
function DocumentImage({
  name,
  label,
  error,
  labels,
}: {
  name: 'frente' | 'verso';
  label: string;
  error?: string;
  labels: DocumentImageLabels;
}) {
  const { control, trigger } = useFormContext<SignupValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <DocumentImageField
          id={`signup-${name}`}
          name={field.name}
          label={label}
          error={error}
          labels={labels}
          file={field.value instanceof File ? field.value : undefined}
          onFile={(file) => {
            field.onChange(file);
            void trigger(name);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}

/** The document number's input for its type: CPF, RUC and Cédula masked, passport and "other" free text. */
function DocumentNumberInput({ error }: { error?: string }) {
  const { register } = useFormContext<SignupValues>();
  const type = useWatch<SignupValues, 'documento_tipo'>({ name: 'documento_tipo' });
  const id = 'signup-documento';
  // key: a new type starts a fresh masked input (the parent clears the value).
  if (type === 'CPF')
    return <PatternInput key={type} name="documento" id={id} pattern={CPF_PATTERN} error={error} />;
  if (type === 'RUC')
    return (
      <GrowingInput
        key={type}
        name="documento"
        id={id}
        format={formatRucInput}
        maxDigits={RUC_MAX_DIGITS}
        error={error}
      />
    );
  if (type === 'CEDULA')
    return (
      <GrowingInput
        key={type}
        name="documento"
        id={id}
        format={formatCedulaInput}
        maxDigits={CEDULA_MAX_DIGITS}
        error={error}
      />
    );
  return (
    <input
      key={type}
      maxLength={20}
      className={inputClass}
      {...describedBy(id, error)}
      {...register('documento')}
    />
  );
}

/**
 * Step 3 (spec §2): document type (CPF for Brazilians; RUC or Cédula for Paraguayans), its number, the identity
 * card with its issuing agency, the company name (Paraguayans, optional) and photos of both sides.
 */
export function StepDocuments({ nationality }: { nationality: Nationality }) {
  const t = useTranslations('Signup');
  const { register, setValue } = useFormContext<SignupValues>();
  const { errors } = useFormState<SignupValues>();
  const err = (name: keyof SignupValues) => errors[name]?.message as string | undefined;
  const types = documentTypesFor(nationality === 'brazilian');
  const fileLabels = {
    choose: t('chooseFile'),
    change: t('changeFile'),
    hint: t('fileHint'),
    pdf: t('pdfFile'),
    preview: t.raw('preview') as string,
  };
  const typeField = register('documento_tipo', {
    onChange: () => setValue('documento', '', { shouldValidate: false }),
  });

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="signup-documento_tipo" label={t('documento_tipo')} error={err('documento_tipo')}>
        <select
          className="select-field h-11 w-full"
          {...describedBy('signup-documento_tipo', err('documento_tipo'))}
          {...typeField}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`documentTypes.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="signup-documento" label={t('documento')} error={err('documento')}>
        <DocumentNumberInput error={err('documento')} />
      </Field>

      <Field id="signup-identidade" label={t('identidade')} error={err('identidade')}>
        <input
          maxLength={20}
          className={inputClass}
          {...describedBy('signup-identidade', err('identidade'))}
          {...register('identidade')}
        />
      </Field>
      <Field id="signup-orgao_emissor" label={t('orgao_emissor')} error={err('orgao_emissor')}>
        <input
          maxLength={20}
          className={inputClass}
          {...describedBy('signup-orgao_emissor', err('orgao_emissor'))}
          {...register('orgao_emissor')}
        />
      </Field>

      {nationality === 'paraguayan' && (
        <Field
          id="signup-razao_social"
          label={<OptionalLabel label={t('razao_social')} optional={t('optional')} />}
          error={err('razao_social')}
          className="sm:col-span-2"
        >
          <input
            autoComplete="organization"
            maxLength={200}
            className={inputClass}
            {...describedBy('signup-razao_social', err('razao_social'))}
            {...register('razao_social')}
          />
        </Field>
      )}

      <DocumentImage name="frente" label={t('frente')} error={err('frente')} labels={fileLabels} />
      <DocumentImage name="verso" label={t('verso')} error={err('verso')} labels={fileLabels} />
    </div>
  );
}
