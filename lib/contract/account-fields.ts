import { z } from 'zod';
import { isValidCpf, isValidRuc } from '../validators';
import type { MessageKey } from './messages';

/**
 * Field rules of spec §5 shared by the account forms and the API. Every custom rule's message is a MessageKey
 * (see issue-messages.ts). Multipart forms send strings, so empty strings mean "not given".
 */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const msg = (key: MessageKey) => ({ message: key });
/** For enums: a missing value is "required", a wrong one "invalid option" (zod reports both as one code). */
const choiceError = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalidOption'),
};

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** Optional text: missing or empty becomes null. */
export const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
// Numeric strings become numbers; anything else is left for the schema to refuse ("" counts as missing).
const toNumber = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(b) ? Number(b) : b;
};
/** A positive integer id that may arrive as a string ("" means missing). */
export const idField = z.preprocess(toNumber, z.number().int().min(1).max(2_147_483_647));
/** pais_id: 1 Brasil, 2 Paraguai. */
export const countryIdField = z.preprocess(
  toNumber,
  z
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, msg('invalidOption'))
    .transform((v) => v as 1 | 2),
);
/** "0"/"1" flags also accepted as booleans or numbers. */
export const flag01 = z.preprocess(
  (v) => (v === true || v === 1 ? '1' : v === false || v === 0 ? '0' : blankToUndefined(v)),
  z.enum(['0', '1'], choiceError),
);
/** Boolean that may arrive as "1"/"0"/"true"/"false" (multipart, query). */
export const boolField = z.preprocess(
  (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : blankToUndefined(v)),
  z.boolean(),
);

const EMAIL = z.regexes.email;
export const emailField = requiredText(200).regex(EMAIL, msg('invalidEmail'));

/** 8–20 characters with upper, lower, digit and special characters, never containing "password". */
export const passwordField = z
  .string()
  .min(1, { abort: true })
  .min(8)
  .max(20)
  .regex(/[A-Z]/, msg('passwordUppercase'))
  .regex(/[a-z]/, msg('passwordLowercase'))
  .regex(/\d/, msg('passwordDigit'))
  .regex(/[^A-Za-z0-9]/, msg('passwordSpecial'))
  .refine((v) => !v.toLowerCase().includes('password'), msg('passwordForbiddenWord'));

/** Phone as masked for +55, +595 or +54: digits, spaces, parentheses, dashes, 8 to 15 digits. */
export const phoneField = requiredText(20).refine((v) => {
  const digits = v.replace(/\D/g, '');
  return /^\+?[\d\s().-]+$/.test(v) && digits.length >= 8 && digits.length <= 15;
}, msg('invalidPhone'));

/** CEP #####-### (the dash may be omitted); always answered as #####-###. */
export const cepField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(10)
    .regex(/^\d{5}-?\d{3}$/, msg('invalidCep'))
    .transform((v) => `${v.replace('-', '').slice(0, 5)}-${v.replace('-', '').slice(5)}`)
    .nullable(),
);

export const DOCUMENT_TYPES = ['CPF', 'PASSAPORTE', 'OUTRO', 'RUC', 'CEDULA'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** Brazilians (estrangeiro "1") prove themselves with a CPF (or passport/other); Paraguayans with RUC or Cédula. */
export const DOCUMENT_TYPES_FOREIGN: readonly DocumentType[] = ['CPF', 'PASSAPORTE', 'OUTRO'];
export const DOCUMENT_TYPES_LOCAL: readonly DocumentType[] = ['RUC', 'CEDULA'];
export const documentTypeField = z.enum(DOCUMENT_TYPES, choiceError);

/** The message key for a document that fails its type's check digits, or null when it passes. */
export function documentProblem(type: DocumentType, value: string): MessageKey | null {
  switch (type) {
    case 'CPF':
      return isValidCpf(value) ? null : 'invalidCpf';
    case 'RUC':
      return isValidRuc(value) ? null : 'invalidRuc';
    case 'CEDULA':
      return /^\d{1,3}(\.?\d{3}){1,2}$/.test(value.trim()) ? null : 'invalidCedula';
    default:
      return null;
  }
}

export const documentTypesFor = (foreign: boolean): readonly DocumentType[] =>
  foreign ? DOCUMENT_TYPES_FOREIGN : DOCUMENT_TYPES_LOCAL;

/** Uploaded documents (frente, verso, profile images): what the API accepts, for the forms' previews. */
export const DOCUMENT_FILE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'application/pdf'],
  accept: '.png,.jpg,.jpeg,.gif,.pdf,image/png,image/jpeg,image/gif,application/pdf',
} as const;

/**
 * zod 4 skips an object's refinements once any field failed; a cross-field rule should still run when the
 * fields it reads are valid, so the form shows "e-mails differ" next to other errors.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }): boolean =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    // An issue without a path means the input is no object at all.
    payload.issues.every((i) => i.path?.length && !fields.includes(String(i.path[0])));
