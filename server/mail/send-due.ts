import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, whatsappMessages } from '../db/schema';

/** The outbox tables: a row waits as 'pending' until `next_attempt_at`, then is 'sent' or, in the end, 'failed'. */
type OutboxTable = typeof emailOutbox | typeof whatsappMessages;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … capped at one hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000);

/**
 * The one claim-and-retry round of an outbox (the mail outbox, the WhatsApp order updates): the due rows are
 * claimed with FOR UPDATE SKIP LOCKED in one transaction, so several API replicas never send one twice; each is
 * handed to `send`, then marked sent (with what `send` returned) or retried with backoff, and after MAX_ATTEMPTS
 * left as 'failed'. Answers how many were sent.
 */
export async function sendDue<T extends OutboxTable>(
  db: Db,
  table: T,
  opts: {
    batch: number;
    now: () => Date;
    send: (row: T['$inferSelect'], tx: Tx) => Promise<Partial<T['$inferInsert']> | void>;
    log?: { warn(obj: object, msg: string): void };
    /** The log line of a failed send. */
    failure: string;
  },
): Promise<number> {
  const { now } = opts;
  // Both tables have the same outbox columns: one table's types stand for both in the statements.
  const t = table as unknown as typeof emailOutbox;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(t)
      .where(and(eq(t.status, 'pending'), lte(t.nextAttemptAt, now())))
      .orderBy(asc(t.id))
      .limit(opts.batch)
      .for('update', { skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      const attempts = row.attempts + 1;
      try {
        const extra = (await opts.send(row as T['$inferSelect'], tx)) ?? {};
        await tx
          .update(t)
          .set({ ...extra, status: 'sent', sentAt: now(), attempts, lastError: null })
          .where(eq(t.id, row.id));
        sent++;
      } catch (err) {
        opts.log?.warn({ err, id: row.id }, opts.failure);
        await tx
          .update(t)
          .set({
            attempts,
            lastError: String((err as Error).message ?? err).slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(t.id, row.id));
      }
    }
    return sent;
  });
}
