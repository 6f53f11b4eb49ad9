import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed on-demand revalidation calls (API → storefront POST /api/revalidate).
 *
 * Plain node:crypto, no Next or server-only imports: the API imports this same file to sign its calls,
 * so both sides can never disagree on the format.
 *
 * The signature covers `${timestamp}.${rawBody}`, not the body alone: with the body alone, a captured
 * request could be replayed forever by sending it again with a fresh x-timestamp header, which would
 * make the five-minute window pointless.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
/** Spec'd freshness window; also tolerates this much clock skew into the future. */
export const MAX_AGE_SECONDS = 300;

export function signRevalidation(secret: string, rawBody: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Headers for a call: `fetch(url, { method: 'POST', body, headers: revalidationHeaders(secret, body) })`. */
export function revalidationHeaders(secret: string, rawBody: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signRevalidation(secret, rawBody, timestamp),
  };
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

export function verifyRevalidation(
  secret: string,
  rawBody: string,
  signature: string | null | undefined,
  timestamp: string | null | undefined,
  nowMs = Date.now(),
): VerifyResult {
  if (!secret || !signature || !timestamp) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return { ok: false, reason: 'malformed' };
  const ts = Number(timestamp);
  if (Math.abs(nowMs / 1000 - ts) > MAX_AGE_SECONDS) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(signRevalidation(secret, rawBody, ts), 'hex');
  const given = Buffer.from(signature, 'hex');
  // Both are 32 bytes here (checked above), so timingSafeEqual never throws on length.
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
