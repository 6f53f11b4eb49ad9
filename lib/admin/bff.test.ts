import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const env = vi.hoisted(() => ({
  apiUrl: 'http://127.0.0.1:4000',
  siteUrl: 'http://localhost:3000',
  identityKey: undefined as string | undefined,
  production: false,
}));
vi.mock('@/lib/env/server-env', () => ({ serverEnv: env }));
const { proxyAdmin, staffCookieName } = await import('./bff');

const SHOP = 'http://shop.test';
type Upstream = { url: string; init: RequestInit & { headers: Headers } };
let calls: Upstream[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () =>
    Response.json({
      token: 'staff-token-abcdefghijklmnop',
      expires_at: '2026-11-25T20:00:00Z',
      staff: { email: 'dona@loja.test' },
    });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit & { headers: Headers }) => {
    calls.push({ url, init });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const request = (
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new NextRequest(`${SHOP}/api/admin/${path}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
const sameSite = { origin: SHOP, 'content-type': 'application/json' };

describe('the staff cookie (issue 26)', () => {
  it('is __Host- prefixed on HTTPS, so it is Secure, path /, and no subdomain can set it', async () => {
    expect(staffCookieName('https://loja.example')).toBe('__Host-staff_session');
    expect(staffCookieName('http://127.0.0.1:3000')).toBe('staff_session');
    vi.resetModules();
    env.siteUrl = 'https://loja.example';
    try {
      const bff = await import('./bff');
      const res = await bff.proxyAdmin(
        request('auth/login', { headers: sameSite, body: '{"email":"dona@loja.test","password":"x"}' }),
        ['auth', 'login'],
      );
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-staff_session='))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/Domain=/i);
    } finally {
      env.siteUrl = 'http://localhost:3000';
    }
  });
});

describe('the back office proxy', () => {
  it('sign-in: the token goes into an HttpOnly, SameSite=Strict cookie and never into the answer', async () => {
    const res = await proxyAdmin(
      request('auth/login', { headers: sameSite, body: '{"email":"dona@loja.test","password":"x"}' }),
      ['auth', 'login'],
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(JSON.stringify(body)).not.toContain('staff-token');
    expect(body.staff.email).toBe('dona@loja.test');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('staff_session='))!;
    expect(cookie).toMatch(/staff_session=staff-token-abcdefghijklmnop/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=strict/i);
    expect(cookie).toMatch(/Max-Age=28800/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(calls[0].url).toBe('http://127.0.0.1:4000/admin/auth/login');
  });

  it("passes the cookie on as a bearer token, never the browser's Cookie header", async () => {
    answer = () => Response.json({ data: [], next_cursor: null });
    await proxyAdmin(
      request('orders?status=PAGO', {
        method: 'GET',
        headers: { cookie: 'staff_session=tok-abcdefghijklmnopqrstu; session=customer' },
      }),
      ['orders'],
    );
    expect(calls[0].url).toBe('http://127.0.0.1:4000/admin/orders?status=PAGO');
    expect(calls[0].init.headers.get('authorization')).toBe('Bearer tok-abcdefghijklmnopqrstu');
    expect(calls[0].init.headers.get('cookie')).toBeNull();
  });

  it('refuses a cross-site state change before reaching the API', async () => {
    const res = await proxyAdmin(
      request('pickup/ABCDEF/hand-over', {
        headers: { origin: 'http://evil.test', cookie: 'staff_session=tok-abcdefghijklmnopqrstu' },
      }),
      ['pickup', 'ABCDEF', 'hand-over'],
    );
    expect(res.status).toBe(403);
    const noOrigin = await proxyAdmin(
      request('pickup/ABCDEF/hand-over', { headers: { cookie: 'staff_session=tok-abcdefghijklmnopqrstu' } }),
      ['pickup', 'ABCDEF', 'hand-over'],
    );
    expect(noOrigin.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('only the operations table: other paths, methods and odd segments are 404 without reaching the API', async () => {
    for (const [method, segments] of [
      ['GET', ['..', 'ecom', 'me']],
      ['DELETE', ['staff', '1']],
      ['GET', ['orders', '1%2F..']],
      ['POST', ['orders', '1', 'delete']],
      ['GET', ['metrics']],
    ] as const) {
      const res = await proxyAdmin(request(segments.join('/'), { method, headers: sameSite }), segments);
      expect(res.status, `${method} ${segments.join('/')}`).toBe(404);
    }
    expect(calls).toHaveLength(0);
  });

  it('forwards the request id and answers with it; a staff call without the cookie is 401 here', async () => {
    answer = () =>
      Response.json({ data: [], next_cursor: null }, { headers: { 'x-request-id': 'api-said-1234' } });
    const res = await proxyAdmin(
      request('orders', { method: 'GET', headers: { cookie: 'staff_session=tok-abcdefghijklmnopqrstu' } }),
      ['orders'],
    );
    expect(calls[0].init.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe('api-said-1234');
    const anonymous = await proxyAdmin(request('orders', { method: 'GET' }), ['orders']);
    expect(anonymous.status).toBe(401);
    expect(calls).toHaveLength(1);
  });

  it('an expired session (401) and a logout clear the cookie', async () => {
    answer = () => Response.json({ message: 'Sessão expirada. Faça login novamente.' }, { status: 401 });
    const res = await proxyAdmin(
      request('session/me', {
        method: 'GET',
        headers: { cookie: 'staff_session=tok-abcdefghijklmnopqrstu' },
      }),
      ['session', 'me'],
    );
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('staff_session='))).toMatch(/Max-Age=0/);
    answer = () => Response.json({ message: 'ok' });
    const out = await proxyAdmin(
      request('session/logout', {
        headers: { ...sameSite, cookie: 'staff_session=tok-abcdefghijklmnopqrstu' },
      }),
      ['session', 'logout'],
    );
    expect(out.headers.getSetCookie().find((c) => c.startsWith('staff_session='))).toMatch(/Max-Age=0/);
  });

  it('streams a multipart upload byte for byte, and refuses one over the cap', async () => {
    answer = () => Response.json({ id: 'a'.repeat(64), url: '/x', width: 1, height: 1, bytes: 1 });
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0xc3, 0x28]);
    const boundary = '----b1';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      binary,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = {
      origin: SHOP,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: 'staff_session=tok-abcdefghijklmnopqrstu',
    };
    const res = await proxyAdmin(
      new NextRequest(`${SHOP}/api/admin/pictures`, { method: 'POST', headers, body }),
      ['pictures'],
    );
    expect(res.status).toBe(200);
    const sent = Buffer.from(await new Response(calls[0].init.body as ReadableStream).arrayBuffer());
    expect(sent.equals(body)).toBe(true);
    expect(calls[0].init.headers.get('content-type')).toBe(headers['content-type']);
    // A stated length over the cap: refused before reaching the API.
    const stated = new NextRequest(`${SHOP}/api/admin/pictures`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(6 * 1024 * 1024) },
      body: Buffer.alloc(16),
    });
    expect((await proxyAdmin(stated, ['pictures'])).status).toBe(413);
    expect(calls).toHaveLength(1);
    // No stated length: the stream is counted as it goes and cut at the cap, still a 413.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit & { headers: Headers }) => {
      calls.push({ url, init });
      await new Response(init.body as ReadableStream).arrayBuffer();
      return answer();
    });
    const huge = new NextRequest(`${SHOP}/api/admin/pictures`, {
      method: 'POST',
      headers,
      body: Buffer.alloc(6 * 1024 * 1024),
    });
    expect((await proxyAdmin(huge, ['pictures'])).status).toBe(413);
  });
});
