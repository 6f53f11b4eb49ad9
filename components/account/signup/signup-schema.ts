import { z } from 'zod';
import { documentProblem, registrationFieldsSchema, whenFieldsValid, type DocumentType } from '@/lib/contract/account';
import type { MessageKey } from '@/lib/contract/messages';
import { fileProblem } from './file-check';

/**
 * The contract's registration schema plus what only the browser holds: the two document files (type read
 * from their bytes, 5 MB) and the document's check digits as soon as its step is filled (the contract checks
 * them once the whole form is valid, which is too late for a multi-step form).
 */
const documentFile = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File, { message: 'required' })
  .superRefine(async (file, ctx) => {
    const problem = await fileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

type DocumentPair = { documento_tipo: string; documento: string };
const documentRule = (key: MessageKey): [(v: DocumentPair) => boolean, { message: string; path: string[]; when: ReturnType<typeof whenFieldsValid> }] => [
  (v) => !v.documento.trim() || documentProblem(v.documento_tipo as DocumentType, v.documento) !== key,
  { message: key, path: ['documento'], when: whenFieldsValid('documento_tipo', 'documento') },
];

const stepChecks = z
  .object({ frente: documentFile, verso: documentFile, documento_tipo: z.string(), documento: z.string() })
  .refine(...documentRule('invalidCpf'))
  .refine(...documentRule('invalidRuc'))
  .refine(...documentRule('invalidCedula'));

export const signupSchema = z.intersection(registrationFieldsSchema, stepChecks);
