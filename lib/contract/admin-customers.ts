import { z } from 'zod';

/**
 * Finding the customer a seller builds an order for (issue 28 point 3, draft orders): by e-mail, phone or
 * document, every role. At most 10 matches; the seller picks one.
 */
export const customerLookupQuerySchema = z.object({ q: z.string().trim().min(3).max(100) });

export const customerLookupSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      document_type: z.string(),
      document: z.string(),
      foreign: z.boolean(),
    }),
  ),
});
