import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { LagReading } from './metrics';

/**
 * The outbox's and the payments' backlog, read at scrape time with the database's clock (the rows' timestamps
 * were written with it too). Both scans use partial or small sets: pending mail has its own index, and
 * AGUARDANDO payments are the last hour's unpaid orders; SOLICITANDO ones (a checkout asking its provider) have
 * their own partial index and live seconds.
 */
export function lagReadings(db: Db): () => Promise<LagReading> {
  return async () => {
    const result = await db.execute(sql`
      select
        (select count(*) from email_outbox where status = 'pending') as unsent,
        (select extract(epoch from now() - min(created_at)) from email_outbox where status = 'pending') as oldest,
        (select count(*) from payments where status = 'AGUARDANDO') as pending,
        (select extract(epoch from now() - min(created_at)) from payments where status = 'AGUARDANDO') as oldest_pending,
        (select extract(epoch from now() - min(created_at)) from payments where status = 'SOLICITANDO') as oldest_soliciting`);
    // Both drivers answer { rows: [...] }; counts and epochs may come back as strings (bigint, numeric).
    const row = (result as unknown as { rows: Array<Record<string, string | number | null>> }).rows[0];
    const num = (v: string | number | null | undefined) =>
      v === null || v === undefined ? 0 : Math.max(0, Number(v));
    return {
      outboxUnsent: num(row.unsent),
      outboxOldestSeconds: num(row.oldest),
      paymentsPending: num(row.pending),
      paymentsOldestPendingSeconds: num(row.oldest_pending),
      paymentsOldestSolicitingSeconds: num(row.oldest_soliciting),
    };
  };
}
