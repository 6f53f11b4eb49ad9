import { sql } from 'drizzle-orm';
import { invoiceCounters } from '../../db/schema';
import type { Tx } from './tx';

export type InvoiceKind = 'FE' | 'NCE';

/**
 * The series' next number, taken inside the caller's transaction: the counter row stays locked until it commits, so
 * concurrent payments (in any replica) queue on it and numbers come out consecutive; a rolled-back payment gives its
 * number back with everything else.
 */
export async function takeNumber(
  tx: Tx,
  kind: InvoiceKind,
  establishment: string,
  point: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ kind, establishment, point, next: 2 })
    .onConflictDoUpdate({
      target: [invoiceCounters.kind, invoiceCounters.establishment, invoiceCounters.point],
      set: { next: sql`${invoiceCounters.next} + 1` },
    })
    .returning({ next: invoiceCounters.next });
  return row.next - 1;
}
