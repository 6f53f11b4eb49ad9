import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { releaseExpiredOrders } from '../services/checkout/order-expiry';

/**
 * Background loops of the buying half: the sandbox gateway's webhook deliveries (every second, only when the sandbox
 * is configured), the release of unpaid orders' stock (every 30 s) and the reconciliation of payments still pending
 * at their provider (a tenth of PAYMENT_RECONCILE_MS, so a lost notification is recovered within one interval). All
 * are safe with several API replicas (rows claimed with SKIP LOCKED).
 */
export function startPaymentWorkers(opts: {
  db: Db;
  services: Services;
  reconcileMs: number;
  webhookUrl: string;
  webhookKey: string;
  siteUrl: string;
  log: FastifyBaseLogger;
}) {
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
  const sandbox = opts.services.payments.gateways.sandbox;
  if (sandbox)
    every(1000, 'sandbox webhook delivery', () =>
      sandbox.desk.deliverDue({ url: opts.webhookUrl, key: opts.webhookKey }),
    );
  every(30_000, 'order expiry', () => releaseExpiredOrders(opts.db, new Date(), { siteUrl: opts.siteUrl }));
  every(Math.max(1000, Math.floor(opts.reconcileMs / 10)), 'payment reconciliation', () =>
    opts.services.payments.reconcile(new Date(), opts.log),
  );
  return {
    async stop() {
      stopped = true;
      await Promise.race([Promise.all(loops), new Promise((r) => setTimeout(r, 2000).unref())]);
    },
  };
}
