import { z } from 'zod';

/** The day's rates (R$, G$, P$ against the dollar) and their history, as the back office edits them. */
const rateString = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, 'invalidValue')
  .refine((v) => Number(v) > 0, 'invalidValue');

export const saveRatesSchema = z.object({
  rates: z
    .array(
      z.object({ target_currency_id: z.union([z.literal(1), z.literal(3), z.literal(4)]), tax: rateString }),
    )
    .min(1)
    .max(3)
    .refine((r) => new Set(r.map((x) => x.target_currency_id)).size === r.length, 'invalidValue'),
  /** An owner's explicit yes to a move beyond RATE_MOVE_BOUND of the last rate (issue 26); a manager cannot give it. */
  confirm_large_change: z.boolean().optional(),
});

/** A rate may move at most this fraction from the last saved one without an owner's confirmation. */
export const RATE_MOVE_BOUND = 0.2;
/** 409 to an owner: these moves exceed the bound; send again with confirm_large_change to save them. */
export const rateMoveConflictSchema = z.object({
  message: z.string(),
  rate_moves: z.array(
    z.object({
      target_currency_id: z.number().int(),
      symbol: z.string(),
      from: z.string(),
      to: z.string(),
      change_percent: z.number(),
    }),
  ),
});

const rateRow = z.object({
  target_currency_id: z.number().int(),
  symbol: z.string(),
  tax: z.string(),
  multiply: z.boolean(),
  updated_at: z.string(),
});
export const ratesAdminSchema = z.object({
  current: z.array(rateRow),
  history: z.array(
    z.object({
      target_currency_id: z.number().int(),
      symbol: z.string(),
      tax: z.string(),
      saved_by: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type RatesAdmin = z.infer<typeof ratesAdminSchema>;
