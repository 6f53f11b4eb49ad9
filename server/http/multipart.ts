import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_FILE_RULES } from '../../lib/contract/account-fields';
import { BadRequestError, ValidationError, type FieldErrors } from '../services/errors';

const FIELD_SIZE = 4096;

/**
 * @fastify/multipart with every limit set (its defaults allow 1000 parts and a file as large as the body limit).
 * Register inside the plugin whose routes take multipart bodies; `files` and `fileSize` may be lowered or raised
 * per plugin (the back office's picture upload takes one file).
 */
export async function registerMultipart(
  app: FastifyInstance,
  { files = 2, fileSize = DOCUMENT_FILE_RULES.maxBytes }: { files?: number; fileSize?: number } = {},
): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize,
      files,
      fields: 40,
      parts: 42,
      fieldSize: FIELD_SIZE,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });
}

export interface UploadedFile {
  data: Buffer;
  filename: string;
  /** The part's declared Content-Type (a claim, never trusted: the bytes decide). */
  type: string;
}

/**
 * Reads a whole multipart body: text fields (first value wins) and the allowed file fields in memory (≤ 5 MB
 * each, ≤ 2). A truncated file or field is a 422 on that field, an unexpected file a 422 too.
 */
export async function readMultipart(
  req: FastifyRequest,
  fileFields: readonly string[],
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedFile> }> {
  if (!req.isMultipart()) throw new BadRequestError('badRequest', ['invalidValue']);
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const errors: FieldErrors = {};
  try {
    await collect();
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    // Too many parts, files or fields: said in the shopper's language rather than the plugin's English.
    const code = (err as { code?: string }).code;
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new BadRequestError('tooManyFields');
    }
    // Anything else while parsing (cut boundary, bad headers, __proto__ names) is a malformed body.
    throw new BadRequestError('badRequest', ['invalidValue']);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { fields, files };

  async function collect() {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
          errors[part.fieldname] = ['invalidValue'];
        } else if (part.file.truncated) {
          errors[part.fieldname] = ['fileTooLarge'];
        } else if (data.length > 0) {
          files[part.fieldname] = { data, filename: part.filename, type: part.mimetype };
        }
      } else if (part.valueTruncated) {
        errors[part.fieldname] = [{ key: 'maxLength', params: { max: FIELD_SIZE } }];
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  }
}
