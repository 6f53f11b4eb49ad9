import { describe, expect, it } from 'vitest';
import { revalidationHeaders, signRevalidation, verifyRevalidation } from './signature';

const secret = 'test-secret-0123456789';
const body = JSON.stringify({ tags: ['catalog', 'product:42'] });
const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const ts = Math.floor(now / 1000);

describe('revalidation signature', () => {
  it('accepts a valid signature', () => {
    const h = revalidationHeaders(secret, body, now);
    expect(h['x-timestamp']).toBe(String(ts));
    expect(verifyRevalidation(secret, body, h['x-signature'], h['x-timestamp'], now)).toEqual({ ok: true });
    // Upper-case hex is the same signature.
    expect(verifyRevalidation(secret, body, h['x-signature'].toUpperCase(), h['x-timestamp'], now).ok).toBe(true);
  });

  it('rejects a tampered body', () => {
    const sig = signRevalidation(secret, body, ts);
    const tampered = JSON.stringify({ tags: ['catalog', 'product:43'] });
    expect(verifyRevalidation(secret, tampered, sig, String(ts), now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects the wrong secret', () => {
    const sig = signRevalidation('another-secret', body, ts);
    expect(verifyRevalidation(secret, body, sig, String(ts), now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects timestamps older (or further ahead) than 5 minutes', () => {
    const old = ts - 301;
    expect(verifyRevalidation(secret, body, signRevalidation(secret, body, old), String(old), now)).toEqual({ ok: false, reason: 'expired' });
    const edge = ts - 300;
    expect(verifyRevalidation(secret, body, signRevalidation(secret, body, edge), String(edge), now).ok).toBe(true);
    const ahead = ts + 301;
    expect(verifyRevalidation(secret, body, signRevalidation(secret, body, ahead), String(ahead), now)).toMatchObject({ reason: 'expired' });
  });

  it('binds the timestamp: replaying with a fresh timestamp fails', () => {
    const sig = signRevalidation(secret, body, ts - 3600);
    expect(verifyRevalidation(secret, body, sig, String(ts), now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects missing and malformed headers', () => {
    const sig = signRevalidation(secret, body, ts);
    expect(verifyRevalidation(secret, body, null, String(ts), now)).toMatchObject({ reason: 'missing' });
    expect(verifyRevalidation(secret, body, sig, undefined, now)).toMatchObject({ reason: 'missing' });
    expect(verifyRevalidation('', body, sig, String(ts), now)).toMatchObject({ reason: 'missing' });
    expect(verifyRevalidation(secret, body, sig.slice(2), String(ts), now)).toMatchObject({ reason: 'malformed' });
    expect(verifyRevalidation(secret, body, sig, '12.5', now)).toMatchObject({ reason: 'malformed' });
    expect(verifyRevalidation(secret, body, 'zz'.repeat(32), String(ts), now)).toMatchObject({ reason: 'malformed' });
  });
});
