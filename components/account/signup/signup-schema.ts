import { z } from 'zod';
import { documentProblem, registrationFieldsSchema, type DocumentType } from '@/lib/contract/account';
import { fileProblem } from '../form/file-check';

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

const files = z.object({ frente: documentFile, verso: documentFile });

/** Check digits as soon as type and number are given; its own object, so a missing file cannot skip it. */
const documentCheck = z
  .object({ documento_tipo: z.string(), documento: z.string() })
  .superRefine((v, ctx) => {
    if (!v.documento.trim()) return;
    const problem = documentProblem(v.documento_tipo as DocumentType, v.documento);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['documento'] });
  });

export const signupSchema = z.intersection(registrationFieldsSchema, z.intersection(files, documentCheck));
