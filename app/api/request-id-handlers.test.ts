import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const env = vi.hoisted(() => ({
  apiUrl: 'http://127.0.0.1:4000',
  siteUrl: 'http://localhost:3000',
  identityKey: 'storefront-test-key-0123456789abcdef',
  production: false,
  trustRequestId: false,
}));
vi.mock('@/lib/env/server-env', () => ({ serverEnv: env }));
const search = await import('./search/route');
const print = await import('./print/route');
const media = await import('../media/[kind]/[file]/route');

/*
 * The shopper-facing route handlers that call the API for one shopper (search suggestions, the print list, media)
 * send the request's id, as the BFF does (decision 0029): the trusted proxy's, or one made here; the browser gets
 * the same id back, and a failure is logged with it.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let sent: Headers[] = [];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  sent = [];
  env.trustRequestId = false;
  answer = () => new Response('slow down', { status: 429, headers: { 'retry-after': '7' } });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(new Headers(init.headers));
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const request = (path: string, id?: string) =>
  new NextRequest(`http://shop.test${path}`, {
    headers: { 'x-forwarded-for': '203.0.113.9', ...(id ? { 'x-request-id': id } : {}) },
  });
const calls = {
  search: (id?: string) => search.GET(request('/api/search?text=oud&locale=pt-BR&currency=usd', id)),
  print: (id?: string) => print.GET(request('/api/print?locale=es-PY&currency=pyg&text=oud', id)),
  media: (id?: string) =>
    media.GET(request('/media/products/oud.webp', id), {
      params: Promise.resolve({ kind: 'products', file: 'oud.webp' }),
    }),
};

describe.each(Object.entries(calls))('%s forwards the request id', (_name, call) => {
  it("passes a trusted proxy's id to the API and back to the browser", async () => {
    env.trustRequestId = true;
    const res = await call('edge-proxy-id-000123');
    expect(sent).toHaveLength(1);
    expect(sent[0].get('x-request-id')).toBe('edge-proxy-id-000123');
    expect(res.headers.get('x-request-id')).toBe('edge-proxy-id-000123');
    expect(res.status).toBe(429);
  });

  it('makes its own id when the proxy is not trusted, and logs an unreachable API with it', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    answer = () => Promise.reject(new TypeError('fetch failed'));
    const res = await call('chosen-by-the-shopper-01');
    const id = sent[0].get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(res.status).toBe(502);
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(lines.some((l) => l.includes(`request_id=${id}`))).toBe(true);
  });
});
