import type { z } from 'zod';
import { issueMessageKey } from '../../../lib/contract/issue-messages';
import { ValidationError, type FieldErrors } from '../errors';

/** Parses with a contract schema; failures become a ValidationError with the same message keys the forms show. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  extra: FieldErrors = {},
): z.output<S> {
  const result = schema.safeParse(input);
  const errors: FieldErrors = { ...extra };
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.length ? issue.path.map(String).join('.') : '_';
      const { key, params } = issueMessageKey(issue as Parameters<typeof issueMessageKey>[0]);
      (errors[field] ??= []).push(params ? { key, params } : key);
    }
  }
  if (Object.keys(errors).length || !result.success) throw new ValidationError(errors);
  return result.data;
}
