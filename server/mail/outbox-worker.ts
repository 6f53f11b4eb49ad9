import { and, asc, eq, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { bodiesOf } from './outbox';

export interface OutboxWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  intervalMs?: number;
  batch?: number;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

const MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min … capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000);

/**
 * Delivers the outbox through SMTP. Rows are claimed with FOR UPDATE SKIP LOCKED inside a transaction, so several
 * API replicas never send one mail twice; a failure is retried with backoff, then left as 'failed'.
 */
export function startOutboxWorker({
  db,
  smtpUrl,
  from,
  intervalMs = 5000,
  batch = 10,
  now = () => new Date(),
  log,
}: OutboxWorkerOptions) {
  const transport = nodemailer.createTransport(smtpUrl);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function runOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now())))
        .orderBy(asc(emailOutbox.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const row of rows) {
        try {
          const body = await bodiesOf(tx, row);
          await transport.sendMail({
            from,
            to: row.toAddress,
            subject: row.subject,
            text: body.text,
            html: body.html ?? undefined,
            textEncoding: 'quoted-printable',
          });
          await tx
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: now(), attempts: row.attempts + 1, lastError: null })
            .where(eq(emailOutbox.id, row.id));
          sent++;
        } catch (err) {
          const attempts = row.attempts + 1;
          log?.warn({ err, id: row.id }, 'mail delivery failed');
          await tx
            .update(emailOutbox)
            .set({
              attempts,
              lastError: String((err as Error).message ?? err).slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
            })
            .where(eq(emailOutbox.id, row.id));
        }
      }
      return sent;
    });
  }

  const tick = () => {
    if (stopped) return;
    running = runOnce()
      .catch((err) => {
        log?.warn({ err }, 'outbox run failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
