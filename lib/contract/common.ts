import { z } from 'zod';

/** Spec §3 currency ids: 1 BRL, 2 USD, 3 PYG, 4 ARS. Unknown ids fall back to USD. */
export const CURRENCY_IDS = { BRL: 1, USD: 2, PYG: 3, ARS: 4 } as const;
export type CurrencyCode = keyof typeof CURRENCY_IDS;
export type CurrencyId = (typeof CURRENCY_IDS)[CurrencyCode];
export const DEFAULT_CURRENCY_ID: CurrencyId = CURRENCY_IDS.USD;

/** API language parameter: pt (pt-BR) or es (es-PY). */
export const langSchema = z.enum(['pt', 'es']).catch('pt');
export type Lang = z.infer<typeof langSchema>;

/** Query flags arrive as "1", "true", "0", "false"; anything else is a 422. */
export const queryFlag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/**
 * Whole numbers in paths, queries and the browser's string-typed bodies (spec §7): a JSON number, or a string of
 * plain decimal digits. Not z.coerce: Number() also reads "1e3", " 12", "0x10", "1.0" and "" (as 0), so one id
 * had many spellings; anything else now stays a string and fails as "integers only". A leading minus is read so
 * that "-4" is answered with the least value allowed.
 */
const digitsToNumber = (v: unknown): unknown => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v);
export const wholeNumber = z.preprocess(digitsToNumber, z.number().int());
export const intParam = (min: number, max: number) =>
  z.preprocess(digitsToNumber, z.number().int().min(min).max(max));

/** min(1) rather than positive(): the 422 then names 1, not 0, as the least value. */
export const positiveIntString = intParam(1, 2_147_483_647);

/** moeda_id query parameter: any unknown value resolves to USD (spec §3), "1e0" and null too. */
export const currencyIdParam = z
  .union([z.number(), z.string(), z.boolean(), z.null()])
  .optional()
  .transform((v): CurrencyId => {
    const n = digitsToNumber(v);
    return n === 1 || n === 2 || n === 3 || n === 4 ? (n as CurrencyId) : DEFAULT_CURRENCY_ID;
  });

export const moedaSchema = z.object({
  id: z.number().int(),
  simbolo: z.string(),
  casas_decimais: z.number().int(),
});
export type Moeda = z.infer<typeof moedaSchema>;

/** Spec §8 error shapes. 422: field → messages; 400/403: message plus list; 404/500: message. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export const messageErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.string()).optional(),
});
/** A 403 that a fresh TOTP code would lift (issue 26): the back office asks for one and tries again. */
export const stepUpErrorSchema = messageErrorSchema.extend({ step_up: z.literal('totp').optional() });
