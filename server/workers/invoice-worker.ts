import type { FastifyBaseLogger } from 'fastify';
import { repeat } from '../lib/repeat';
import type { Services } from '../services';

/**
 * The SIFEN sender's loop (decision 0042): every SIFEN_SEND_MS, the invoices due are claimed (SKIP LOCKED: one
 * replica sends each), made, signed and sent. Checkout never waits for it; failures only postpone.
 */
export function startInvoiceWorker(opts: { services: Services; everyMs: number; log: FastifyBaseLogger }) {
  let stopping = false;
  const loop = repeat({
    everyMs: opts.everyMs,
    name: 'invoice sender',
    log: opts.log,
    stopWaitMs: 2000,
    // A full round means more are due: go again at once.
    work: async () => {
      while (!stopping && (await opts.services.invoices.sendDue(20)) === 20);
    },
  });
  return {
    stop() {
      stopping = true;
      return loop.stop();
    },
  };
}
