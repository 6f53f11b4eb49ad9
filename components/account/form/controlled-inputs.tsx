'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PatternFormat } from 'react-number-format';
import { describedBy, inputClass } from './field';

const onlyDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/**
 * A fixed mask (phone, CPF, CEP) bound to a field of the account's modals: the form keeps the formatted text, with
 * "_" for digits still missing so the schema can tell a half-typed value. `digits` reads the stored value's digits
 * for the mask (a phone drops its country code).
 */
export function MaskedInput<T extends FieldValues>({
  control,
  name,
  id,
  error,
  format,
  digits = onlyDigits,
  hintId,
  type,
  inputMode,
  autoComplete,
  busy,
  onBlurValue,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error?: string;
  format: string;
  digits?: (value: unknown) => string;
  hintId?: string;
  type?: 'tel' | 'text';
  inputMode?: 'numeric' | 'tel';
  autoComplete?: string;
  busy?: boolean;
  onBlurValue?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PatternFormat
          format={format}
          mask="_"
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          value={digits(field.value)}
          onValueChange={(v) => field.onChange(v.value ? v.formattedValue : '')}
          onBlur={(e) => {
            field.onBlur();
            onBlurValue?.(e.currentTarget.value);
          }}
          getInputRef={field.ref}
          aria-busy={busy}
          className={inputClass}
          {...describedBy(id, error, hintId)}
        />
      )}
    />
  );
}

/** A select of numeric ids (state, city) bound to a field: '' is no choice yet. */
export function IdSelect<T extends FieldValues>({
  control,
  name,
  id,
  error,
  placeholder,
  options,
  disabled,
  onPicked,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error?: string;
  placeholder: string;
  options: readonly { id: number; name: string }[];
  disabled: boolean;
  onPicked?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <select
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.value === '' ? undefined : Number(e.target.value));
            onPicked?.();
          }}
          className={inputClass}
          disabled={disabled}
          {...describedBy(id, error)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    />
  );
}
