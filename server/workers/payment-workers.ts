import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { repeat, type Repeating } from '../lib/repeat';
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
  const loops: Repeating[] = [];
  const every = (everyMs: number, name: string, work: () => Promise<unknown>) =>
    loops.push(repeat({ everyMs, name, work, log: opts.log, stopWaitMs: 2000 }));
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
      await Promise.all(loops.map((l) => l.stop()));
    },
  };
}
