import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { repeat } from '../lib/repeat';
import { bodiesOf } from './outbox';
import { sendDue } from './send-due';

export interface OutboxWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  intervalMs?: number;
  batch?: number;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Delivers the outbox through SMTP, one claim-and-retry round (./send-due.ts) every `intervalMs`: several API
 * replicas never send one mail twice; a failure is retried with backoff, then left as 'failed'.
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

  const runOnce = (): Promise<number> =>
    sendDue(db, emailOutbox, {
      batch,
      now,
      log,
      failure: 'mail delivery failed',
      send: async (row, tx) => {
        const body = await bodiesOf(tx, row);
        await transport.sendMail({
          from,
          to: row.toAddress,
          subject: row.subject,
          text: body.text,
          html: body.html ?? undefined,
          textEncoding: 'quoted-printable',
        });
      },
    });

  const loop = repeat({
    everyMs: intervalMs,
    name: 'outbox run',
    work: runOnce,
    log: log && { error: (obj, msg) => log.warn(obj, msg) },
  });

  return {
    runOnce,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
