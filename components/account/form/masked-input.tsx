'use client';

import { useController, useFormContext, type Control } from 'react-hook-form';
import { NumberFormatBase, PatternFormat } from 'react-number-format';
import { describedBy, inputClass } from './field';
import { digitsOf, MASK_CHAR } from './masks';

interface BaseProps {
  name: string;
  /** The form's control when the input is not inside a FormProvider (the account's modals). */
  control?: Control<never>;
  type?: 'tel' | 'text';
  busy?: boolean;
  id: string;
  error?: string;
  hint?: string;
  autoComplete?: string;
  readOnly?: boolean;
  onBlurValue?: (value: string) => void;
}

function useField(name: string, control?: Control<never>) {
  const context = useFormContext();
  return useController({ name, control: (control ?? context?.control) as Control }).field;
}

/**
 * A fixed mask (phone, CPF, CEP): the form keeps the formatted text ("+55 (11) 98765-4321"), with "_" for the
 * digits still missing so the schema can tell a half-typed value. `digits` reads a stored value's digits for
 * the mask (a phone saved with its country code).
 */
export function PatternInput({
  pattern,
  digits,
  ...props
}: BaseProps & { pattern: string; digits?: (value: unknown) => string }) {
  const field = useField(props.name, props.control);
  return (
    <PatternFormat
      name={field.name}
      getInputRef={field.ref}
      format={pattern}
      mask={MASK_CHAR}
      value={digits ? digits(field.value) : typeof field.value === 'string' ? field.value : ''}
      valueIsNumericString={Boolean(digits)}
      type={props.type}
      aria-busy={props.busy}
      inputMode="numeric"
      autoComplete={props.autoComplete}
      readOnly={props.readOnly}
      className={inputClass}
      {...describedBy(props.id, props.error, props.hint ? `${props.id}-hint` : undefined)}
      onValueChange={(values) => field.onChange(values.value ? values.formattedValue : '')}
      onBlur={(e) => {
        field.onBlur();
        props.onBlurValue?.(e.currentTarget.value);
      }}
    />
  );
}

/** A mask that grows with the input (RUC "base-dv", cédula "1.234.567"): `format` maps digits to display. */
export function GrowingInput({
  format,
  maxDigits,
  ...props
}: BaseProps & { format: (digits: string) => string; maxDigits: number }) {
  const field = useField(props.name, props.control);
  return (
    <NumberFormatBase
      name={field.name}
      getInputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      valueIsNumericString={false}
      format={format}
      removeFormatting={(text) => digitsOf(text).slice(0, maxDigits)}
      getCaretBoundary={(formatted) => Array.from({ length: formatted.length + 1 }, () => true)}
      inputMode="numeric"
      autoComplete={props.autoComplete}
      readOnly={props.readOnly}
      className={inputClass}
      {...describedBy(props.id, props.error, props.hint ? `${props.id}-hint` : undefined)}
      onValueChange={(values) => field.onChange(values.formattedValue)}
      onBlur={() => field.onBlur()}
    />
  );
}
