import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed on-demand revalidation calls (API → storefront POST /api/revalidate).
 *
 * Plain node:crypto, no Next or server-only imports: the API imports this same file to sign its calls,
 * so both sides can never disagree on the format.
 *
 * The signature covers `${timestamp}.${nonce}.${rawBody}`: with the body alone, a captured request could be
 * replayed forever with a fresh x-timestamp; the timestamp bounds a replay to the five-minute window, and the
 * nonce, remembered by the storefront for that window (lib/revalidate/replay-guard.ts), refuses it within it.
 */
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const NONCE_HEADER = 'x-nonce';
/** Spec'd freshness window; also tolerates this much clock skew into the future. */
export const MAX_AGE_SECONDS = 300;
const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

export function signRevalidation(secret: string, rawBody: string, timestamp: number, nonce: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');
}

/** Headers for a call: `fetch(url, { method: 'POST', body, headers: revalidationHeaders(secret, body) })`. */
export function revalidationHeaders(
  secret: string,
  rawBody: string,
  nowMs = Date.now(),
  nonce = randomBytes(16).toString('base64url'),
): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [TIMESTAMP_HEADER]: String(timestamp),
    [NONCE_HEADER]: nonce,
    [SIGNATURE_HEADER]: signRevalidation(secret, rawBody, timestamp, nonce),
  };
}

interface SignedParts {
  signature: string | null | undefined;
  timestamp: string | null | undefined;
  nonce: string | null | undefined;
}

export type VerifyResult =
  | { ok: true; timestamp: number; nonce: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

export function verifyRevalidation(
  secret: string,
  rawBody: string,
  { signature, timestamp, nonce }: SignedParts,
  nowMs = Date.now(),
): VerifyResult {
  if (!secret || !signature || !timestamp || !nonce) return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature) || !NONCE.test(nonce))
    return { ok: false, reason: 'malformed' };
  const ts = Number(timestamp);
  if (Math.abs(nowMs / 1000 - ts) > MAX_AGE_SECONDS) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(signRevalidation(secret, rawBody, ts, nonce), 'hex');
  const given = Buffer.from(signature, 'hex');
  // Both are 32 bytes here (checked above), so timingSafeEqual never throws on length.
  return timingSafeEqual(expected, given)
    ? { ok: true, timestamp: ts, nonce }
    : { ok: false, reason: 'mismatch' };
}
