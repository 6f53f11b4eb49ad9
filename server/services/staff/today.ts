import { and, asc, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AuditEntry } from '../../../lib/contract/admin';
import type { AdminToday } from '../../../lib/contract/admin-today';
import type { Db } from '../../db/client';
import { auditLog, orders, pickupPoints, staff } from '../../db/schema';
import { invoiceRejected, refundPending } from '../orders/order-flags';

/** An order still waiting for its payment this long after it was placed needs a look (a call, or a cancel). */
export const UNPAID_LATE_MINUTES = 60;

/**
 * The back office's "today" counts (issue 29) and one order's history. Each count is the same filter the orders
 * list applies for the link it opens (status, delivery, handed over, created before), so the number and the list agree.
 * "Unpaid" is PAGAMENTO: checkout has started the payment and the shopper has not finished it. Refunds pending and
 * rejected invoices: `order-flags.ts`.
 */
export function todayService(db: Db, now: () => Date) {
  const countWhere = async (...where: Parameters<typeof and>) =>
    (
      await db
        .select({ n: count() })
        .from(orders)
        .where(and(...where))
    )[0]?.n ?? 0;

  async function counts(): Promise<AdminToday> {
    const lateBefore = new Date(now().getTime() - UNPAID_LATE_MINUTES * 60_000);
    const [counter, toShip, unpaidLate, refundsPending, invoicesRejected] = await Promise.all([
      countWhere(eq(orders.status, 'PAGO'), isNull(orders.deliveryServiceId), isNull(orders.handedOverAt)),
      countWhere(eq(orders.status, 'PAGO'), isNotNull(orders.deliveryServiceId)),
      countWhere(eq(orders.status, 'PAGAMENTO'), lt(orders.createdAt, lateBefore)),
      countWhere(refundPending()),
      countWhere(invoiceRejected()),
    ]);
    return {
      counter,
      to_ship: toShip,
      unpaid_late: unpaidLate,
      refunds_pending: refundsPending,
      invoices_rejected: invoicesRejected,
      late_after_minutes: UNPAID_LATE_MINUTES,
    };
  }

  /** Who did what to this order and why (ship, cancel, refund, hand-over), oldest first. */
  async function history(number: number): Promise<{ data: AuditEntry[] }> {
    const rows = await db
      .select({ entry: auditLog, name: staff.name })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(number))))
      .orderBy(asc(auditLog.id))
      .limit(200);
    return {
      // The person's name where the entry has one (the e-mail otherwise: the command line, a removed account).
      data: rows.map(({ entry: r, name }) => ({
        id: r.id,
        staff_id: r.staffId,
        actor: name ?? r.actor,
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId,
        before: r.before ?? null,
        after: r.after ?? null,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  /** Every pickup point by name (inactive ones too: old orders still name them). */
  async function pickupPointNames() {
    return {
      data: await db
        .select({ id: pickupPoints.id, name: pickupPoints.name, active: pickupPoints.active })
        .from(pickupPoints)
        .orderBy(asc(pickupPoints.name)),
    };
  }

  return { counts, history, pickupPointNames };
}
