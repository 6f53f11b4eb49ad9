'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { describedBy, inputClass } from './field';

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
