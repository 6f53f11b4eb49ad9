import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';

/**
 * The SIFEN sender's loop (decision 0042): every SIFEN_SEND_MS, the invoices due are claimed (SKIP LOCKED: one
 * replica sends each), made, signed and sent. Checkout never waits for it; failures only postpone.
 */
export function startInvoiceWorker(opts: { services: Services; everyMs: number; log: FastifyBaseLogger }) {
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      try {
        // A full round means more are due: go again at once.
        while (!stopped && (await opts.services.invoices.sendDue(20)) === 20);
      } catch (error) {
        opts.log.error({ err: error }, 'invoice sender failed');
      }
      await new Promise((r) => setTimeout(r, opts.everyMs).unref());
    }
  })();
  return {
    async stop() {
      stopped = true;
      await Promise.race([loop, new Promise((r) => setTimeout(r, 2000).unref())]);
    },
  };
}
