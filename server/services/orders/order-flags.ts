import { sql, type SQL } from 'drizzle-orm';
import { invoices, orders, payments } from '../../db/schema';

/**
 * Two "today" states that live beside the order rather than in its status (issue 29), as the same SQL for the
 * count and for the orders list's filter, so the tile's number and the list it opens agree.
 */

/** A refund claimed and sent, still waiting for its provider to confirm (a payment in ESTORNANDO). */
export const refundPending = (): SQL =>
  sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.status} = 'ESTORNANDO')`;

/**
 * SET rejected the order's latest electronic document (a resend reuses the row and moves it back to pending;
 * a later credit note that SIFEN approved supersedes a rejected one).
 */
export const invoiceRejected = (): SQL =>
  sql`EXISTS (SELECT 1 FROM ${invoices} i WHERE i.order_id = ${orders.id} AND i.status = 'rejected'
    AND NOT EXISTS (SELECT 1 FROM ${invoices} j WHERE j.order_id = i.order_id AND j.id > i.id))`;
