import type { TemplateMessage } from '../adapters/whatsapp/cloud-api';
import type { Db } from '../db/client';
import { whatsappMessages } from '../db/schema';
import { repeat } from '../lib/repeat';
import { sendDue } from '../mail/send-due';

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
 * Sends the queued order updates through the Cloud API with the mail outbox's claim-and-retry round
 * (server/mail/send-due.ts): replicas never send one twice, a failure is retried with backoff, then left as 'failed'.
 */
export function whatsappSender({ db, send, batch = 10, now = () => new Date(), log }: WhatsappWorkerOptions) {
  return (): Promise<number> =>
    sendDue(db, whatsappMessages, {
      batch,
      now,
      log,
      failure: 'WhatsApp order update not sent',
      send: async (row) => {
        const { id } = await send({
          to: row.toPhone,
          template: row.template,
          lang: row.lang,
          params: row.params,
        });
        return { providerId: id };
      },
    });
}

/** The sender on a timer (the API process's jobs); stop() waits for a round in progress. */
export function startWhatsappWorker(options: WhatsappWorkerOptions) {
  const intervalMs = options.intervalMs ?? 5000;
  const log = options.log;
  return repeat({
    everyMs: intervalMs,
    firstAfterMs: intervalMs,
    name: 'WhatsApp sender round',
    work: whatsappSender(options),
    log: log && { error: (obj, msg) => log.warn(obj, msg) },
  });
}
