import { describe, expect, it } from 'vitest';
import { NONCE_HEADER, revalidationHeaders, signRevalidation, verifyRevalidation } from './signature';

const secret = 'test-secret-0123456789';
const body = JSON.stringify({ tags: ['catalog', 'product:42'] });
const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const ts = Math.floor(now / 1000);
const nonce = 'n0nce-0123456789abcdef';
const parts = (
  signature: string | null | undefined,
  timestamp: string | null | undefined = String(ts),
  n: string | null | undefined = nonce,
) => ({
  signature,
  timestamp,
  nonce: n,
});

describe('revalidation signature', () => {
  it('accepts a valid signature and gives back the timestamp and nonce', () => {
    const h = revalidationHeaders(secret, body, now);
    expect(h['x-timestamp']).toBe(String(ts));
    expect(h[NONCE_HEADER]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(
      verifyRevalidation(secret, body, parts(h['x-signature'], h['x-timestamp'], h[NONCE_HEADER]), now),
    ).toEqual({ ok: true, timestamp: ts, nonce: h[NONCE_HEADER] });
    // Upper-case hex is the same signature.
    expect(
      verifyRevalidation(
        secret,
        body,
        parts(h['x-signature'].toUpperCase(), h['x-timestamp'], h[NONCE_HEADER]),
        now,
      ).ok,
    ).toBe(true);
  });

  it('makes a new nonce for every call', () => {
    expect(revalidationHeaders(secret, body, now)[NONCE_HEADER]).not.toBe(
      revalidationHeaders(secret, body, now)[NONCE_HEADER],
    );
  });

  it('rejects a tampered body, the wrong secret, or another nonce', () => {
    const sig = signRevalidation(secret, body, ts, nonce);
    const tampered = JSON.stringify({ tags: ['catalog', 'product:43'] });
    expect(verifyRevalidation(secret, tampered, parts(sig), now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(
      verifyRevalidation(secret, body, parts(signRevalidation('another-secret', body, ts, nonce)), now),
    ).toEqual({ ok: false, reason: 'mismatch' });
    // The nonce is signed: a replay with a fresh nonce does not pass the signature.
    expect(verifyRevalidation(secret, body, parts(sig, String(ts), 'another-nonce-0123456789'), now)).toEqual(
      { ok: false, reason: 'mismatch' },
    );
  });

  it('rejects timestamps older (or further ahead) than 5 minutes', () => {
    const at = (t: number) =>
      verifyRevalidation(secret, body, parts(signRevalidation(secret, body, t, nonce), String(t)), now);
    expect(at(ts - 301)).toEqual({ ok: false, reason: 'expired' });
    expect(at(ts - 300).ok).toBe(true);
    expect(at(ts + 301)).toMatchObject({ reason: 'expired' });
  });

  it('binds the timestamp: replaying with a fresh timestamp fails', () => {
    const sig = signRevalidation(secret, body, ts - 3600, nonce);
    expect(verifyRevalidation(secret, body, parts(sig), now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects missing and malformed headers', () => {
    const sig = signRevalidation(secret, body, ts, nonce);
    expect(verifyRevalidation(secret, body, parts(null), now)).toMatchObject({ reason: 'missing' });
    expect(verifyRevalidation(secret, body, parts(sig, null), now)).toMatchObject({ reason: 'missing' });
    expect(verifyRevalidation(secret, body, parts(sig, String(ts), null), now)).toMatchObject({
      reason: 'missing',
    });
    expect(verifyRevalidation('', body, parts(sig), now)).toMatchObject({ reason: 'missing' });
    expect(verifyRevalidation(secret, body, parts(sig.slice(2)), now)).toMatchObject({ reason: 'malformed' });
    expect(verifyRevalidation(secret, body, parts(sig, '12.5'), now)).toMatchObject({ reason: 'malformed' });
    expect(verifyRevalidation(secret, body, parts('zz'.repeat(32)), now)).toMatchObject({
      reason: 'malformed',
    });
    expect(verifyRevalidation(secret, body, parts(sig, String(ts), 'short'), now)).toMatchObject({
      reason: 'malformed',
    });
    expect(
      verifyRevalidation(secret, body, parts(sig, String(ts), 'has spaces in it, quite long'), now),
    ).toMatchObject({ reason: 'malformed' });
  });
});
