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
const { proxyEcom } = await import('./ecom-proxy');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHOP = 'http://shop.test';
let sent: Headers[] = [];
let answer: (sentId: string | null) => Response | Promise<Response>;

beforeEach(() => {
  sent = [];
  env.trustRequestId = false;
  // The API echoes the id it was given, as it does for the proven storefront.
  answer = (id) => Response.json({ ok: true }, { headers: id ? { 'x-request-id': id } : {} });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push(headers);
    return answer(headers.get('x-request-id'));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const get = (headers: Record<string, string> = {}) =>
  proxyEcom(
    new NextRequest(`${SHOP}/api/ecom/endereco/estados?pais_id=2`, {
      headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
    }),
    ['endereco', 'estados'],
  );

describe('the BFF proxy and request ids', () => {
  it('makes an id per shopper request, sends it with the storefront key and hands it back to the browser', async () => {
    const res = await get({ 'x-request-id': 'chosen-by-the-shopper-01' });
    const id = sent[0].get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(sent[0].get('x-storefront-key')).toBeTruthy();
    expect(res.headers.get('x-request-id')).toBe(id);
    await get();
    expect(sent[1].get('x-request-id')).not.toBe(id);
  });

  it("passes a trusted proxy's id on (TRUST_REQUEST_ID=on)", async () => {
    env.trustRequestId = true;
    const res = await get({ 'x-request-id': 'edge-proxy-id-000123' });
    expect(sent[0].get('x-request-id')).toBe('edge-proxy-id-000123');
    expect(res.headers.get('x-request-id')).toBe('edge-proxy-id-000123');
  });

  it('logs an unreachable API with the id and answers 503 carrying it', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    answer = () => Promise.reject(new TypeError('fetch failed'));
    const res = await get();
    expect(res.status).toBe(503);
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(lines).toEqual([`API GET /ecom/endereco/estados unreachable (TypeError) request_id=${id}`]);
  });
});
