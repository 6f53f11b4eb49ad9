import type { FastifyBaseLogger } from 'fastify';
import { deliverDue } from '../adapters/payment-gateway/sandbox/sandbox-books';
import type { Db } from '../db/client';
import { releaseExpiredOrders } from '../services/checkout/order-expiry';

/**
 * Background loops of the buying half: the sandbox gateway's webhook deliveries (every second) and the release of
 * unpaid orders' stock (every 30 s). Both are safe with several API replicas (rows claimed with SKIP LOCKED).
 */
export function startPaymentWorkers(opts: { db: Db; webhookUrl: string; webhookKey: string; siteUrl: string; log: FastifyBaseLogger }) {
  let stopped = false;
  const loops: Promise<void>[] = [];
  const every = (ms: number, name: string, work: () => Promise<unknown>) => {
    loops.push(
      (async () => {
        while (!stopped) {
          try {
            await work();
          } catch (error) {
            opts.log.error({ err: error }, `${name} failed`);
          }
          await new Promise((r) => setTimeout(r, ms).unref());
        }
      })(),
    );
  };
  every(1000, 'sandbox webhook delivery', () => deliverDue(opts.db, { url: opts.webhookUrl, key: opts.webhookKey }));
  every(30_000, 'order expiry', () => releaseExpiredOrders(opts.db, new Date(), { siteUrl: opts.siteUrl }));
  return {
    async stop() {
      stopped = true;
      await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, 2000).unref())]);
    },
  };
}
