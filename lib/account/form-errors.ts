import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { EcomError } from '@/lib/ecom/errors';

/**
 * Puts a 422's field messages under the form's own fields; what belongs to no visible field is returned as
 * "field - messages" lines for the form's error block (spec §2's server errors block).
 */
export function applyServerErrors<T extends FieldValues>(
  error: EcomError,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string[] {
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field))
      setError(field as Path<T>, { type: 'server', message: messages.join(' ') });
    else rest.push(`${field} - ${messages.join(', ')}`);
  }
  return rest;
}
