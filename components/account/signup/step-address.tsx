'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useFormState } from 'react-hook-form';
import type { StateWithCities } from '@/lib/contract/geo';
import { AddressBrazil } from './address-brazil';
import { AddressParaguay } from './address-paraguay';
import { describedBy, Field, inputClass, textareaClass } from '@/components/account/form/field';
import { OptionalLabel } from './optional-label';
import type { Nationality, SignupValues } from './signup-values';

type TextField = 'logradouro' | 'numero' | 'bairro' | 'complemento';
const TEXT_FIELDS: {
  name: TextField;
  max: number;
  span?: boolean;
  optional?: boolean;
  autoComplete?: string;
}[] = [
  { name: 'logradouro', max: 200, span: true, autoComplete: 'address-line1' },
  { name: 'numero', max: 20 },
  { name: 'bairro', max: 100 },
  { name: 'complemento', max: 200, span: true, optional: true, autoComplete: 'address-line2' },
];

/**
 * Step 4 (spec §2): the main address. Paraguayans choose department and district and may add directions;
 * Brazilians give a CEP and are told the address must match their RG.
 */
export function StepAddress({
  nationality,
  departments,
}: {
  nationality: Nationality;
  departments: StateWithCities[] | null;
}) {
  const t = useTranslations('Signup');
  const { register } = useFormContext<SignupValues>();
  const { errors } = useFormState<SignupValues>();
  const err = (name: keyof SignupValues) => errors[name]?.message as string | undefined;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {nationality === 'brazilian' && (
        <p className="flex gap-2 rounded-lg bg-plum-50 px-4 py-3 text-sm text-plum-900 ring-1 ring-plum-100 sm:col-span-2">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 8h.01M11 12h1v4h1" />
          </svg>
          {t('rgNotice')}
        </p>
      )}
      {nationality === 'brazilian' ? <AddressBrazil /> : <AddressParaguay departments={departments} />}
      {TEXT_FIELDS.map((f) => (
        <Field
          key={f.name}
          id={`signup-${f.name}`}
          label={f.optional ? <OptionalLabel label={t(f.name)} optional={t('optional')} /> : t(f.name)}
          error={err(f.name)}
          className={f.span ? 'sm:col-span-2' : ''}
        >
          <input
            maxLength={f.max}
            autoComplete={f.autoComplete}
            className={inputClass}
            {...describedBy(`signup-${f.name}`, err(f.name))}
            {...register(f.name)}
          />
        </Field>
      ))}
      {nationality === 'paraguayan' && (
        <Field
          id="signup-como_chegar"
          label={<OptionalLabel label={t('como_chegar')} optional={t('optional')} />}
          error={err('como_chegar')}
          className="sm:col-span-2"
        >
          <textarea
            rows={3}
            maxLength={500}
            className={textareaClass}
            {...describedBy('signup-como_chegar', err('como_chegar'))}
            {...register('como_chegar')}
          />
        </Field>
      )}
    </div>
  );
}
