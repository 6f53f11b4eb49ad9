import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    const result = await revalidateStorefront(
      { storefrontUrl: 'http://shop.test/', keys: testConfig().keys },
      ['catalog'],
      fake,
    );
    expect(result).toEqual({ ok: true, status: 200 });
    expect(seen!.url).toBe('http://shop.test/api/revalidate');
    expect(JSON.parse(seen!.body)).toEqual({ tags: ['catalog'] });
    const signed = {
      signature: seen!.headers['x-signature'],
      timestamp: seen!.headers['x-timestamp'],
      nonce: seen!.headers['x-nonce'],
    };
    expect(verifyRevalidation(testConfig().keys.revalidation, seen!.body, signed)).toMatchObject({
      ok: true,
      nonce: signed.nonce,
    });
    expect(verifyRevalidation('other', seen!.body, signed).ok).toBe(false);
  });

  it('reports a storefront that refuses or cannot be reached instead of throwing', async () => {
    // A real storefront stand-in that refuses the call, then the same port closed.
    const server = createServer((_req, res) => res.writeHead(401).end('{"message":"bad signature"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const storefrontUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const refused = await revalidateStorefront({ storefrontUrl, keys: testConfig().keys }, ['catalog']);
    expect(refused).toEqual({ ok: false, status: 401 });
    await new Promise((resolve) => server.close(resolve));
    const unreachable = await revalidateStorefront({ storefrontUrl, keys: testConfig().keys }, ['catalog']);
    expect(unreachable).toEqual({ ok: false, error: expect.stringMatching(/fetch failed|ECONNREFUSED/) });
  });
});
