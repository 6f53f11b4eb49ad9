import { z } from 'zod';

/** Issue 27: a SIFEN document's state, as the API keeps it (decision 0042). */
export const invoiceStatusSchema = z.enum([
  'pending',
  'approved',
  'approved_with_observations',
  'rejected',
  'cancelled',
]);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** What the shopper's order page shows: each document's kind, number and state (no XML, no SET codes). */
export const invoiceStatesSchema = z.object({
  data: z.array(
    z.object({
      tipo: z.enum(['fatura', 'nota-credito']),
      numero: z.string(),
      status: invoiceStatusSchema,
    }),
  ),
});

/** The back office's view of one order's documents, with SET's verdict. */
export const adminInvoiceSchema = z.object({
  id: z.number(),
  kind: z.enum(['FE', 'NCE']),
  number: z.string(),
  cdc: z.string().nullable(),
  status: invoiceStatusSchema,
  set_code: z.string().nullable(),
  set_message: z.string().nullable(),
  attempts: z.number(),
  issued_at: z.string(),
  /** An approved invoice a manager may still cancel: within SET's 48 hours and credited by no credit note. */
  cancellable: z.boolean(),
});
export const adminInvoicesSchema = z.object({ enabled: z.boolean(), data: z.array(adminInvoiceSchema) });
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** SET's answer to an inutilización the back office asked for (POST /admin/invoice-events/inutilize). */
export const inutilizedSchema = z.object({ set_code: z.string(), set_message: z.string() });
