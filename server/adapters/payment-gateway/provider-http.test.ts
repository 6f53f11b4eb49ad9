import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './provider-http';
import { ProviderUnavailable } from './types';

/** A provider stand-in: each path answers one way; it counts the connections it was opened. */
let server: http.Server;
let base = '';
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const json = (status: number, text: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      if (req.url === '/ok') json(200, JSON.stringify({ status: 'SUCCESS', echo: JSON.parse(body) }));
      else if (req.url === '/refused') json(400, '{"status":"ERROR"}');
      else if (req.url === '/down') json(502, '<html>bad gateway</html>');
      else if (req.url === '/html') json(200, '<html>maintenance</html>');
      else if (req.url === '/huge') json(200, JSON.stringify({ padding: 'x'.repeat(2_000_000) }));
      // '/hang': never answers.
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('postJson (provider calls)', () => {
  it('sends the body as JSON and returns the answer, a 4xx included (the adapter reads the refusal)', async () => {
    expect(await postJson(undefined, `${base}/ok`, { amount: 12.5, name: 'Ana' }, 2000)).toEqual({
      status: 'SUCCESS',
      echo: { amount: 12.5, name: 'Ana' },
    });
    expect(await postJson(undefined, `${base}/refused`, {}, 2000)).toEqual({ status: 'ERROR' });
  });

  it('reuses one kept-alive connection for calls one after another', async () => {
    const before = connections;
    for (let i = 0; i < 3; i++) await postJson(undefined, `${base}/ok`, { i }, 2000);
    expect(connections - before).toBeLessThanOrEqual(1);
  });

  it('calls a 5xx, an answer that is not JSON and an answer over 1 MB unavailable', async () => {
    await expect(postJson(undefined, `${base}/down`, {}, 2000)).rejects.toThrow(ProviderUnavailable);
    await expect(postJson(undefined, `${base}/html`, {}, 2000)).rejects.toThrow(/without JSON/);
    await expect(postJson(undefined, `${base}/huge`, {}, 2000)).rejects.toThrow(ProviderUnavailable);
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    const started = Date.now();
    await expect(postJson(undefined, `${base}/hang`, {}, 300)).rejects.toThrow(/TimeoutError/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('calls a refused connection unavailable', async () => {
    await expect(postJson(undefined, 'http://127.0.0.1:1/ws/direct', {}, 2000)).rejects.toThrow(
      ProviderUnavailable,
    );
  });
});
