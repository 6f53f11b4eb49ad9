import { z } from 'zod';

/**
 * Sales by source and by seller (issue 28 point 6), for managers: paid orders (refunds taken out) and their totals
 * per day or month of Paraguay's calendar. Amounts stay in each order's own currency, one column per currency:
 * adding guaranis to dollars at today's rate would make last month's figures move.
 */
export const DIRECT_SOURCE = '(direto)';
const day = z.iso.date();

export const salesReportQuerySchema = z.object({
  by: z.enum(['source', 'seller']).default('source'),
  period: z.enum(['day', 'month']).default('day'),
  /** Which campaign the order is credited to: the first that brought the shopper, or the last (default). */
  touch: z.enum(['first', 'last']).default('last'),
  /** Paraguay calendar days, both included. */
  from: day,
  to: day,
});
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

export const salesReportRowSchema = z.object({
  /** "2026-11-25" or "2026-11". */
  period: z.string(),
  /** The source ("(direto)" for a visit without a campaign) or the seller's id as text ("" for none). */
  key: z.string(),
  label: z.string(),
  orders: z.number().int(),
  /** Currency code → total in major units (PYG 0 decimals, the others 2). */
  revenue: z.record(z.string(), z.number()),
});

export const salesReportSchema = z.object({
  rows: z.array(salesReportRowSchema),
  /** The currencies the rows hold, in a fixed order (the CSV's columns). */
  currencies: z.array(z.string()),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** Sellers by name for the orders list's filter (every role; the content editor has the full rows). */
export const sellerNamesSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), active: z.boolean() })),
});
