import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Lang } from '@/lib/contract/common';
import { fieldErrorText, formErrorMap } from '@/lib/contract/issue-messages';
import { signupSchema } from './signup-schema';
import type { SignupValues } from './signup-values';

/**
 * zodResolver over the signup schema. zod keeps a rule's own message (the contract's message keys) over the
 * error map, so the keys are turned into text here, in the same words the API would answer.
 */
export function signupResolver(lang: Lang): Resolver<SignupValues> {
  const base = zodResolver(signupSchema, { error: formErrorMap(lang) }) as unknown as Resolver<SignupValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = result.errors as FieldErrors<SignupValues>;
    for (const error of Object.values(errors)) {
      if (error && typeof error.message === 'string') error.message = fieldErrorText(error.message, lang);
    }
    return result;
  };
}
