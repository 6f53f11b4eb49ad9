import { z } from 'zod';

/**
 * The seller whose turn it is to answer a storefront WhatsApp conversation (issue 28). `whatsapp` is null when
 * nobody is on duty: the storefront then uses the store's own number.
 */
export const dutySellerSchema = z.object({
  nome: z.string().nullable(),
  whatsapp: z.string().nullable(),
});
export type DutySellerAnswer = z.infer<typeof dutySellerSchema>;
