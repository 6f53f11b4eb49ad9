/**
 * Spec §4 Payment polling and §9: check every 5 s, at most 30 times; success once the first payment is
 * FINALIZADO or PAGO; a declined payment (RECUSADO) or a cancelled one ends the wait at once; a request error
 * stops polling. Pure, so the page's states are tested without timers.
 */
export const POLL_INTERVAL_MS = 5_000;
export const MAX_POLL_ATTEMPTS = 30;

export type PollPhase = 'waiting' | 'paid' | 'declined' | 'timeout' | 'error';

const PAID = new Set(['PAGO', 'FINALIZADO']);
const DECLINED = new Set(['RECUSADO', 'CANCELADO']);

export function pollPhase(input: {
  firstPaymentStatus: string | null;
  attempts: number;
  failed: boolean;
}): PollPhase {
  if (input.failed) return 'error';
  if (input.firstPaymentStatus && PAID.has(input.firstPaymentStatus)) return 'paid';
  if (input.firstPaymentStatus && DECLINED.has(input.firstPaymentStatus)) return 'declined';
  if (input.attempts >= MAX_POLL_ATTEMPTS) return 'timeout';
  return 'waiting';
}

/** Spec §4: the pickup code (and its print button) only once a code exists and the first payment left AGUARDANDO. */
export const showPickupCode = (code: string | null, firstPaymentStatus: string | null) =>
  Boolean(code) && firstPaymentStatus !== null && firstPaymentStatus !== 'AGUARDANDO';
