import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));
const env = vi.hoisted(() => ({
  apiUrl: 'http://api.test',
  siteUrl: 'http://localhost:3000',
  identityKey: 'storefront-test-key-0123456789abcdef',
  production: false,
  trustRequestId: false,
}));
vi.mock('@/lib/env/server-env', () => ({ serverEnv: env }));
const { apiGet } = await import('./client');
const { customerFetch } = await import('./customer-client');
const { requestIdOf } = await import('./request-id');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let sent: Headers[] = [];
let answer: () => Response | Promise<Response>;
let logged: string[] = [];

beforeEach(() => {
  sent = [];
  logged = [];
  env.trustRequestId = false;
  answer = () => Response.json({ ok: true });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(new Headers(init.headers));
    return answer();
  });
  vi.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the id of an incoming request', () => {
  it('is new for every request unless a trusted proxy gave one (TRUST_REQUEST_ID=on)', () => {
    const headers = new Headers({ 'x-request-id': 'proxy-id-0123456789' });
    const a = requestIdOf(headers);
    expect(a).toMatch(UUID);
    expect(requestIdOf(headers)).not.toBe(a);
    env.trustRequestId = true;
    expect(requestIdOf(headers)).toBe('proxy-id-0123456789');
    // Even a trusted proxy's id must be one line of safe characters.
    expect(requestIdOf(new Headers({ 'x-request-id': 'two words here' }))).toMatch(UUID);
    expect(requestIdOf(new Headers())).toMatch(UUID);
  });
});

describe('the catalogue client (apiGet)', () => {
  it('sends an id on uncached calls and none on cached ones (Next keys its fetch cache by every header)', async () => {
    await apiGet('/api/public/price-list', {}, z.object({ ok: z.boolean() }), {
      revalidate: 0,
      requestId: 'incoming-id-0001',
    });
    await apiGet('/api/public/products', {}, z.object({ ok: z.boolean() }), { shopper: '203.0.113.5' });
    await apiGet('/api/public/start', {}, z.object({ ok: z.boolean() }));
    expect(sent[0].get('x-request-id')).toBe('incoming-id-0001');
    expect(sent[1].get('x-request-id')).toMatch(UUID);
    expect(sent[2].has('x-request-id')).toBe(false);
    expect(logged).toEqual([]);
  });

  it("logs a 5xx with the API's own id, and an unreachable API with the id it sent", async () => {
    answer = () => new Response('{}', { status: 502, headers: { 'x-request-id': 'api-side-id-0001' } });
    await expect(apiGet('/api/public/start', {}, z.object({}))).rejects.toThrow('API 502');
    expect(logged).toEqual(['API GET /api/public/start answered 502 request_id=api-side-id-0001']);

    answer = () => Promise.reject(new TypeError('fetch failed'));
    await expect(
      apiGet('/api/public/price-list', { q: 'x' }, z.object({}), {
        revalidate: 0,
        requestId: 'incoming-id-0002',
      }),
    ).rejects.toThrow();
    expect(logged[1]).toBe(
      'API GET /api/public/price-list unreachable (TypeError) request_id=incoming-id-0002',
    );
  });

  it('does not log answers that are not failures (404, 422, 429)', async () => {
    answer = () => new Response('{}', { status: 404 });
    await expect(apiGet('/api/public/products/9', {}, z.object({}))).rejects.toThrow('API 404');
    expect(logged).toEqual([]);
  });
});

describe('the customer client (customerFetch)', () => {
  it('sends the id and logs a failure with it', async () => {
    answer = () => new Response('{}', { status: 500 });
    const res = await customerFetch({
      method: 'POST',
      path: '/ecom/login?x=1',
      requestId: 'incoming-id-0003',
      shopperIp: '203.0.113.5',
    });
    expect(res.status).toBe(500);
    expect(sent[0].get('x-request-id')).toBe('incoming-id-0003');
    expect(logged).toEqual(['API POST /ecom/login answered 500 request_id=incoming-id-0003']);
  });
});
