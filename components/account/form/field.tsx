import type { ReactNode } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-line bg-paper px-3 text-base text-ink shadow-xs transition placeholder:text-muted/70 focus:border-plum-500 aria-[invalid=true]:border-danger [&:is(input,textarea):read-only]:bg-plum-50 [&:is(input,textarea):read-only]:text-muted disabled:cursor-not-allowed disabled:bg-plum-50 disabled:text-muted';
export const textareaClass = inputClass.replace('h-11', 'min-h-24 py-2');

export const errorId = (id: string) => `${id}-error`;

/** aria props tying an input to its error line. */
export function describedBy(id: string, error?: string, hintId?: string) {
  const ids = [error ? errorId(id) : null, hintId].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** Label, control and the error line beneath it (spec §5: each field shows its error beneath). */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className = '',
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-plum-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
