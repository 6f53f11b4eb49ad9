import { describe, expect, it } from 'vitest';
import { verifyRevalidation } from '../../lib/revalidate/signature';
import { testConfig } from '../config';
import { revalidateStorefront } from './storefront-revalidation';

describe('revalidateStorefront', () => {
  it('posts the tags with a signature the storefront accepts', async () => {
    let seen: { url: string; body: string; headers: Record<string, string> } | undefined;
    const fake = (async (url: string, init: RequestInit) => {
      seen = { url, body: String(init.body), headers: init.headers as Record<string, string> };
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const result = await revalidateStorefront({ storefrontUrl: 'http://shop.test/', keys: testConfig().keys }, ['catalog'], fake);
    expect(result).toEqual({ ok: true, status: 200 });
    expect(seen!.url).toBe('http://shop.test/api/revalidate');
    expect(JSON.parse(seen!.body)).toEqual({ tags: ['catalog'] });
    const signed = { signature: seen!.headers['x-signature'], timestamp: seen!.headers['x-timestamp'], nonce: seen!.headers['x-nonce'] };
    expect(verifyRevalidation(testConfig().keys.revalidation, seen!.body, signed)).toMatchObject({ ok: true, nonce: signed.nonce });
    expect(verifyRevalidation('other', seen!.body, signed).ok).toBe(false);
  });

  it('reports an unreachable storefront instead of throwing', async () => {
    const result = await revalidateStorefront({ storefrontUrl: 'http://127.0.0.1:1', keys: testConfig().keys }, ['catalog']);
    expect(result.ok).toBe(false);
    expect(result.error).toBeTruthy();
  });
});
