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
/** A route the double serves itself (a hosted page, a test control); true when it answered. */
export type ExtraRoute = (
  req: { method: string; path: string; query: URLSearchParams; raw: string },
  res: ServerResponse,
) => boolean | Promise<boolean>;

export async function httpDouble(
  handle: (path: string, body: Record<string, unknown>) => unknown,
  { port = 0, extra }: { port?: number; extra?: () => ExtraRoute | undefined } = {},
) {
  const requests: RecordedRequest[] = [];
  // lose: the provider acts on the request, then its answer never arrives (a timeout after the fact).
  // delayMs: a slow provider (answers after that long).
  const state = { mode: 'up' as 'up' | 'hang' | 'error' | 'lose', delayMs: 0 };
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const path = url.pathname;
      const route = extra?.();
      if (route && (await route({ method: req.method ?? 'GET', path, query: url.searchParams, raw }, res)))
        return;
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      requests.push({ path, body });
      if (state.mode === 'lose') handle(path, body);
      if (state.mode === 'hang' || state.mode === 'lose') {
        hanging.add(res);
        return;
      }
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      if (state.mode === 'error') {
        res.writeHead(502).end('bad gateway');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(handle(path, body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
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

/** A provider's hosted page: the amount and two buttons, in the buyer's language (what the provider serves itself). */
export function hostedPage(
  res: ServerResponse,
  { lang, title, amount }: { lang: 'pt-BR' | 'es-PY'; title: string; amount: string },
) {
  const pt = lang === 'pt-BR';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${pt ? 'Valor' : 'Monto'}: ${amount}</p>
<form method="post"><button type="submit" name="decision" value="approve">${pt ? 'Pagar' : 'Pagar'}</button>
<button type="submit" name="decision" value="decline">${pt ? 'Recusar' : 'Rechazar'}</button></form></main></body></html>`;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
}

export function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location }).end();
}
