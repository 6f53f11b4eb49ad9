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
const { proxyEcom } = await import('./ecom-proxy');

const SHOP = 'http://shop.test';
const CART = '0b6f3c1e-8d2a-4c4e-9f1a-2b3c4d5e6f70';
const ORIGIN = 'eyJmIjp7InMiOiJnb29nbGUiLCJhdCI6MX0sImwiOnsicyI6Imdvb2dsZSIsImF0IjoxfX0';
let sent: Headers[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit & { headers: Headers }) => {
    sent.push(init.headers);
    return Response.json({ ok: true });
  });
});
afterEach(() => vi.unstubAllGlobals());

const post = (segments: string[]) =>
  proxyEcom(
    new NextRequest(`${SHOP}/api/ecom/${segments.join('/')}`, {
      method: segments.at(-1) === 'iniciar-checkout' ? 'POST' : 'PUT',
      headers: {
        origin: SHOP,
        'content-type': 'application/json',
        cookie: `session=tok-123; cde_origem=${ORIGIN}`,
      },
      body: '{}',
    }),
    segments,
  );

describe('the attribution cookie reaches the API with the checkout only (issue 28)', () => {
  it('passes the campaign cookie on iniciar-checkout, and on no other customer call', async () => {
    await post(['venda', 'carrinho', CART, 'iniciar-checkout']);
    await post(['venda', 'carrinho', CART, 'calcular-frete']);
    expect(sent).toHaveLength(2);
    expect(sent[0].get('x-loja-origem')).toBe(ORIGIN);
    expect(sent[1].get('x-loja-origem')).toBeNull();
    // Never the browser's Cookie header itself.
    expect(sent[0].get('cookie')).toBeNull();
  });
});
