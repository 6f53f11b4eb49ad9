import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe-style gateways sign. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-gateway-signature';
/** Older deliveries are refused: a captured request can't be replayed later. */
export const WEBHOOK_MAX_AGE_SECONDS = 300;

export function signWebhook(key: string, rawBody: string, timestampSec: number): string {
  const mac = createHmac('sha256', key).update(`${timestampSec}.${rawBody}`).digest('hex');
  return `t=${timestampSec},v1=${mac}`;
}

/** True when the header signs this exact body with this key within the last five minutes. */
export function verifyWebhookSignature(
  key: string,
  rawBody: string,
  header: string | undefined,
  nowMs: number,
): boolean {
  const m = header ? /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header) : null;
  if (!m) return false;
  const ts = Number(m[1]);
  if (Math.abs(nowMs / 1000 - ts) > WEBHOOK_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(createHmac('sha256', key).update(`${ts}.${rawBody}`).digest('hex'), 'hex');
  return timingSafeEqual(expected, Buffer.from(m[2], 'hex'));
}
