import type { ReactNode } from 'react';

/** Shared look of the signup inputs; read-only and disabled fields read as such. */
export function inputClass(invalid: boolean): string {
  return [
    'h-11 w-full rounded-lg border bg-paper px-3 text-[15px] text-ink outline-none transition',
    'placeholder:text-muted/70 focus:border-plum-500 focus:ring-2 focus:ring-plum-200',
    'disabled:cursor-not-allowed disabled:bg-plum-50/70 disabled:text-muted read-only:bg-plum-50/70',
    invalid ? 'border-danger' : 'border-line',
  ].join(' ');
}

/** aria attributes tying an input to its error line (and hint). */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** Label, control, hint and the error beneath it (spec §5: shown once the field was touched). */
export function FormField({
  id,
  label,
  error,
  hint,
  optionalLabel,
  className = '',
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Shown after the label of an optional field ("optional"). */
  optionalLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {optionalLabel && <span className="ml-1 font-normal text-muted">({optionalLabel})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
