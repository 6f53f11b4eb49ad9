import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
/** The storefront's configuration (lib/env/server-env.ts), as read once at start; mutable per test. */
const env = vi.hoisted(() => ({
  apiUrl: 'http://127.0.0.1:4000',
  siteUrl: 'http://localhost:3000',
  identityKey: undefined as string | undefined,
  production: false,
}));
vi.mock('@/lib/env/server-env', () => ({ serverEnv: env }));
const { login, logout, proxyEcom, register } = await import('./ecom-proxy');

const SHOP = 'http://shop.test';
const USER = { nome: 'Ana', sobrenome: 'Souza', email: 'ana@example.com', estrangeiro: true };

type Upstream = { url: string; init: RequestInit & { headers: Headers } };
let calls: Upstream[] = [];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => Response.json({ token: 'secret-token-abc', user: USER });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit & { headers: Headers }) => {
    calls.push({ url, init });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  return new NextRequest(`${SHOP}${path}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
}
const sameSite = { origin: SHOP, 'content-type': 'application/json', 'accept-language': 'es-PY' };

function setCookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

describe('POST /api/ecom/login', () => {
  it('keeps the token in an HttpOnly cookie and answers only the user', async () => {
    const res = await login(
      request('/api/ecom/login', {
        headers: { ...sameSite, cookie: 'locale=es-PY; other=1' },
        body: '{"email":"a@b.c","password":"x"}',
      }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ user: USER });
    expect(JSON.stringify(body)).not.toContain('secret-token-abc');
    expect(Object.keys(body)).not.toContain('token');
    expect(res.headers.get('cache-control')).toBe('no-store');

    const cookies = setCookies(res);
    const session = cookies.find((c) => c.startsWith('session='))!;
    expect(session).toContain('session=secret-token-abc');
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).toMatch(/Max-Age=3600/);
    const hint = cookies.find((c) => c.startsWith('signed_in='))!;
    expect(hint).toContain('signed_in=1');
    expect(hint).not.toMatch(/HttpOnly/i);

    // Only what the API needs: no browser cookies, the shopper's language, the body's type.
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toMatch(/\/ecom\/login$/);
    const sent = calls[0].init.headers;
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('authorization')).toBeNull();
    expect(sent.get('accept-language')).toBe('es-PY');
    expect(sent.get('content-type')).toBe('application/json');
    expect(calls[0].init.cache).toBe('no-store');
  });

  it('refuses a request from another origin or without one (CSRF), without calling the API', async () => {
    const evil = await login(
      request('/api/ecom/login', { headers: { ...sameSite, origin: 'https://evil.example' }, body: '{}' }),
    );
    expect(evil.status).toBe(403);
    expect((await evil.json()).message).toBe('Acceso denegado.');
    const none = await login(
      request('/api/ecom/login', { headers: { 'content-type': 'application/json' }, body: '{}' }),
    );
    expect(none.status).toBe(403);
    const crossSite = await login(
      request('/api/ecom/login', { headers: { ...sameSite, 'sec-fetch-site': 'cross-site' }, body: '{}' }),
    );
    expect(crossSite.status).toBe(403);
    expect(calls).toHaveLength(0);
    expect(setCookies(evil)).toEqual([]);
  });

  it('passes wrong credentials on as they are, with no cookie set', async () => {
    answer = () =>
      Response.json(
        { message: 'Credenciais inválidas', errors: { email: ['Credenciais inválidas'] } },
        { status: 422 },
      );
    const res = await login(request('/api/ecom/login', { headers: sameSite, body: '{}' }));
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe('Credenciais inválidas');
    expect(setCookies(res).some((c) => c.startsWith('session=') && !c.startsWith('session=;'))).toBe(false);
  });

  it('answers 503 in the shopper language when the API cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    const res = await login(
      request('/api/ecom/login', { headers: { ...sameSite, 'accept-language': 'pt-BR' }, body: '{}' }),
    );
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe('Serviço indisponível, tente novamente mais tarde!');
  });
});

describe('POST /api/ecom/cliente/cadastrar', () => {
  it('streams the multipart body through and sets the cookie like login', async () => {
    const form = new FormData();
    form.set('nome', 'Ana');
    form.set('frente', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'f.png');
    const probe = new Request(SHOP, { method: 'POST', body: form });
    const type = probe.headers.get('content-type')!;
    const bytes = await probe.arrayBuffer();
    const res = await register(
      request('/api/ecom/cliente/cadastrar', {
        headers: { origin: SHOP, 'content-type': type },
        body: bytes,
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: USER });
    expect(setCookies(res).find((c) => c.startsWith('session='))).toContain('secret-token-abc');
    expect(calls[0].url).toMatch(/\/ecom\/cliente\/cadastrar$/);
    expect(calls[0].init.headers.get('content-type')).toBe(type);
    const forwarded = Buffer.from(await new Response(calls[0].init.body).arrayBuffer());
    expect(forwarded.equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('the customer catch-all /api/ecom/[...path]', () => {
  const withSession = { ...sameSite, cookie: 'session=tok-123; signed_in=1' };

  it('sends the bearer from the cookie, never the Cookie header, with the query string', async () => {
    answer = () => Response.json([{ estado_id: 1 }]);
    const res = await proxyEcom(
      request('/api/ecom/endereco/estados?pais_id=2', {
        method: 'GET',
        headers: { cookie: 'session=tok-123' },
      }),
      ['endereco', 'estados'],
    );
    expect(res.status).toBe(200);
    expect(calls[0].url).toMatch(/\/ecom\/endereco\/estados\?pais_id=2$/);
    expect(calls[0].init.headers.get('authorization')).toBe('Bearer tok-123');
    expect(calls[0].init.headers.get('cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("passes the shopper's address with the storefront's key, so the API limits the shopper", async () => {
    env.identityKey = 'a1'.repeat(32);
    try {
      await proxyEcom(
        request('/api/ecom/me', { headers: { ...withSession, 'x-forwarded-for': '203.0.113.7' } }),
        ['me'],
      );
      expect(calls[0].init.headers.get('x-shopper-ip')).toBe('203.0.113.7');
      expect(calls[0].init.headers.get('x-storefront-key')).toMatch(/^[0-9a-f]{64}$/);
      expect(calls[0].init.headers.get('x-forwarded-for')).toBeNull();
    } finally {
      env.identityKey = undefined;
    }
  });

  it('clears the session cookies when the API answers 401', async () => {
    answer = () => Response.json({ message: 'Sessão expirada. Faça login novamente.' }, { status: 401 });
    const res = await proxyEcom(request('/api/ecom/me', { headers: withSession }), ['me']);
    expect(res.status).toBe(401);
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.startsWith('session='))).toMatch(/Max-Age=0/);
    expect(cookies.find((c) => c.startsWith('signed_in='))).toMatch(/Max-Age=0/);
  });

  it('strips a token from any answer', async () => {
    answer = () => Response.json({ token: 'leak', nome: 'Ana' });
    const res = await proxyEcom(request('/api/ecom/me', { headers: withSession }), ['me']);
    expect(await res.json()).toEqual({ nome: 'Ana' });
  });

  it('refuses paths and methods outside the allowlist without reaching the API', async () => {
    const cases: [string, string[]][] = [
      ['POST', ['login']],
      ['POST', ['logout']],
      ['POST', ['cliente', 'cadastrar']],
      ['DELETE', ['cliente', 'address', '3']],
      ['GET', ['cliente', 'address', '..', '..', 'admin']],
      ['POST', ['pagamentos', 'webhook']],
      ['DELETE', ['venda', 'pedidos']],
      ['PUT', ['cliente', 'address', 'abc']],
    ];
    for (const [method, segments] of cases) {
      const res = await proxyEcom(
        request(`/api/ecom/${segments.join('/')}`, {
          method,
          headers: withSession,
          body: method === 'GET' ? undefined : '{}',
        }),
        segments,
      );
      expect(res.status, `${method} ${segments.join('/')}`).toBe(404);
    }
    expect(calls).toHaveLength(0);
  });

  it('finishes a cart write at the API when the browser has gone away meanwhile (a keepalive add, page left)', async () => {
    const browser = new AbortController();
    let release!: () => void;
    const apiAnswered = new Promise<void>((r) => (release = r));
    vi.stubGlobal('fetch', async (url: string, init: RequestInit & { headers: Headers }) => {
      calls.push({ url, init });
      browser.abort(); // the shopper's side closes while the API is still working
      await apiAnswered;
      return Response.json({ id: 1 }, { status: 201 });
    });
    const body = JSON.stringify({
      external_id: '0b6f3c1e-8d2a-4c4e-9f1a-2b3c4d5e6f70',
      moeda_id: 2,
      itens: [{ produto_id: '7', qtde: '1' }],
    });
    const req = new NextRequest(`${SHOP}/api/ecom/venda/carrinho`, {
      method: 'POST',
      headers: sameSite,
      body,
      signal: browser.signal,
    });
    const handled = proxyEcom(req, ['venda', 'carrinho']);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // The API call is not tied to the browser's request: it runs to its answer.
    expect(calls[0].init.signal?.aborted).toBe(false);
    release();
    expect((await handled).status).toBe(201);
    expect(calls[0].init.signal?.aborted).toBe(false);
  });

  it('refuses a cross-origin state change with the session cookie', async () => {
    const res = await proxyEcom(
      request('/api/ecom/cliente/address/3/set-main', {
        method: 'PATCH',
        headers: { ...withSession, origin: 'http://evil.example' },
      }),
      ['cliente', 'address', '3', 'set-main'],
    );
    expect(res.status).toBe(403);
    expect(calls).toHaveLength(0);
  });
});

describe('POST /api/ecom/logout', () => {
  it('revokes the session at the API and clears both cookies', async () => {
    answer = () => new Response(null, { status: 204 });
    const res = await logout(
      request('/api/ecom/logout', { headers: { origin: SHOP, cookie: 'session=tok-9; signed_in=1' } }),
    );
    expect(res.status).toBe(200);
    expect(calls[0].url).toMatch(/\/ecom\/logout$/);
    expect(calls[0].init.headers.get('authorization')).toBe('Bearer tok-9');
    const cookies = setCookies(res);
    expect(cookies.find((c) => c.startsWith('session='))).toMatch(/Max-Age=0/);
    expect(cookies.find((c) => c.startsWith('signed_in='))).toMatch(/Max-Age=0/);
  });

  it('clears the cookies even when the API is down, and refuses another origin', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('down');
    });
    const res = await logout(
      request('/api/ecom/logout', { headers: { origin: SHOP, cookie: 'session=tok-9' } }),
    );
    expect(res.status).toBe(200);
    expect(setCookies(res).find((c) => c.startsWith('session='))).toMatch(/Max-Age=0/);
    const evil = await logout(
      request('/api/ecom/logout', { headers: { origin: 'http://evil.example', cookie: 'session=tok-9' } }),
    );
    expect(evil.status).toBe(403);
  });
});
