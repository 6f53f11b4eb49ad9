import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { shopperAddress } from '@/lib/api/storefront-identity';
import { parseTrustProxy } from '@/lib/contract/trust-proxy';
import { believeForwardedOnlyFromTrustedProxies, clientAddress } from './client-address';

/** Issue 18 point 5: the storefront believes X-Forwarded-For under the same TRUST_PROXY rule as the API. */
const req = (socket: string, xff?: string) =>
  ({
    socket: { remoteAddress: socket },
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  }) as never;

describe('clientAddress', () => {
  it('is the socket address with TRUST_PROXY off, whatever the client forwards', () => {
    const off = parseTrustProxy(undefined);
    expect(clientAddress(req('198.51.100.7', '6.6.6.6'), off)).toBe('198.51.100.7');
    expect(clientAddress(req('198.51.100.7', 'x'), off)).toBe('198.51.100.7');
    expect(clientAddress(req('198.51.100.7'), off)).toBe('198.51.100.7');
  });

  it('believes exactly the trusted hops, and falls back to the socket for a malformed value', () => {
    const oneHop = parseTrustProxy('1');
    expect(clientAddress(req('10.0.0.2', '6.6.6.6, 203.0.113.9'), oneHop)).toBe('203.0.113.9');
    expect(clientAddress(req('10.0.0.2', 'x'), oneHop)).toBe('10.0.0.2');
    const list = parseTrustProxy('10.0.0.0/8');
    expect(clientAddress(req('10.0.0.2', '6.6.6.6, 203.0.113.9'), list)).toBe('203.0.113.9');
    // Not from a listed proxy: its header is ignored.
    expect(clientAddress(req('192.0.2.50', '203.0.113.9'), list)).toBe('192.0.2.50');
    // A chain of listed proxies: the nearest address not in the list.
    expect(clientAddress(req('10.0.0.2', '203.0.113.9, 10.0.0.3'), list)).toBe('203.0.113.9');
  });
});

describe('the storefront server, with the rule installed (TRUST_PROXY off)', () => {
  const seen: (string | undefined)[] = [];
  let server: http.Server;
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** A GET from a given loopback source address, with a forged X-Forwarded-For. */
  const getFrom = (port: number, localAddress: string, forwarded: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: '/',
            localAddress,
            agent: false,
            headers: { 'x-forwarded-for': forwarded },
          },
          (res) => {
            res.resume();
            res.on('end', resolve);
          },
        )
        .on('error', reject);
    });

  it('hands pages the socket address, never what the client forwarded', async () => {
    believeForwardedOnlyFromTrustedProxies(false);
    server = http.createServer((request, res) => {
      seen.push(
        shopperAddress(new Headers({ 'x-forwarded-for': String(request.headers['x-forwarded-for'] ?? '') })),
      );
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await getFrom(port, '127.0.0.7', '6.6.6.6');
    await getFrom(port, '127.0.0.8', 'x');
    await getFrom(port, '127.0.0.9', '127.0.0.1');
    expect(seen).toEqual(['127.0.0.7', '127.0.0.8', '127.0.0.9']);
  });
});
