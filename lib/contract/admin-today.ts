import { z } from 'zod';
import { auditEntrySchema } from './admin';

/**
 * The back office's first screen (issue 29): what needs doing now, as counts that each open a filtered orders
 * list. `unpaid_late` counts orders still waiting for payment after `late_after_minutes`.
 */
export const adminTodaySchema = z.object({
  counter: z.number().int(),
  to_ship: z.number().int(),
  unpaid_late: z.number().int(),
  /** Orders with a refund sent to its provider and not yet confirmed (a payment in ESTORNANDO). */
  refunds_pending: z.number().int(),
  /** Orders whose latest SIFEN document SET rejected (to fix and resend). */
  invoices_rejected: z.number().int(),
  late_after_minutes: z.number().int(),
});
export type AdminToday = z.infer<typeof adminTodaySchema>;

/** One order's audit entries, oldest first, for the order's timeline (managers and the owner). */
export const orderHistorySchema = z.object({ data: z.array(auditEntrySchema) });

/** Pickup points by name, for the orders list's filter (every role; the content editor has the full rows). */
export const pickupPointNamesSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
});
