import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

/**
 * A provider double on 127.0.0.1 (random port): JSON in, JSON out. `mode` makes it hang (a timeout) or answer 502,
 * as a provider that is down would.
 */
export async function httpDouble(handle: (path: string, body: Record<string, unknown>) => unknown) {
  const requests: RecordedRequest[] = [];
  const state = { mode: 'up' as 'up' | 'hang' | 'error' };
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      requests.push({ path, body });
      if (state.mode === 'hang') {
        hanging.add(res);
        return;
      }
      if (state.mode === 'error') {
        res.writeHead(502).end('bad gateway');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(handle(path, body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    state,
    last: (path: string) => [...requests].reverse().find((r) => r.path === path),
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
