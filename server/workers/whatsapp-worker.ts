import { and, asc, eq, lte } from 'drizzle-orm';
import type { TemplateMessage } from '../adapters/whatsapp/cloud-api';
import type { Db } from '../db/client';
import { whatsappMessages } from '../db/schema';
import { retryDelayMs } from '../mail/outbox-worker';

const MAX_ATTEMPTS = 8;

export interface WhatsappWorkerOptions {
  db: Db;
  /** The Cloud API call (server/adapters/whatsapp/cloud-api.ts), given by the entry file. */
  send: (m: TemplateMessage) => Promise<{ id: string }>;
  intervalMs?: number;
  batch?: number;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Sends the queued order updates through the Cloud API, as the mail outbox does: rows claimed with FOR UPDATE SKIP
 * LOCKED (replicas never send one twice), a failure retried with backoff, then left as 'failed'.
 */
export function whatsappSender({ db, send, batch = 10, now = () => new Date(), log }: WhatsappWorkerOptions) {
  return async function runOnce(): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.status, 'pending'), lte(whatsappMessages.nextAttemptAt, now())))
        .orderBy(asc(whatsappMessages.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const row of rows) {
        try {
          const { id } = await send({
            to: row.toPhone,
            template: row.template,
            lang: row.lang,
            params: row.params,
          });
          await tx
            .update(whatsappMessages)
            .set({
              status: 'sent',
              providerId: id,
              sentAt: now(),
              attempts: row.attempts + 1,
              lastError: null,
            })
            .where(eq(whatsappMessages.id, row.id));
          sent++;
        } catch (err) {
          const attempts = row.attempts + 1;
          log?.warn({ err, id: row.id }, 'WhatsApp order update not sent');
          await tx
            .update(whatsappMessages)
            .set({
              attempts,
              lastError: String((err as Error).message ?? err).slice(0, 500),
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
            })
            .where(eq(whatsappMessages.id, row.id));
        }
      }
      return sent;
    });
  };
}

/** The sender on a timer (the API process's jobs); stop() waits for a round in progress. */
export function startWhatsappWorker(options: WhatsappWorkerOptions) {
  const runOnce = whatsappSender(options);
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runOnce()
      .catch((err: unknown) => options.log?.warn({ err }, 'WhatsApp sender round failed'))
      .finally(() => (running = undefined));
  }, options.intervalMs ?? 5000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
