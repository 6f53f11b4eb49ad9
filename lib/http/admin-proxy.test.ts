import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';
import { adminContentSecurityPolicy, newNonce } from './admin-csp';
import { adminPage } from './admin-proxy';

const get = (path: string) =>
  new NextRequest(new URL(path, 'http://loja.test'), { headers: { 'accept-language': 'pt-BR' } });
/** The request headers Next hands the render, as the proxy rewrote them. */
const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);
const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];

describe('the back office CSP (proxy.ts)', () => {
  it('gives every /admin page a fresh nonce, in the response and in the request the layout reads', async () => {
    const seen = new Set<string>();
    for (const path of [
      '/admin',
      '/admin/pedidos',
      '/admin/pedidos/100001',
      '/admin/catalogo/novo',
      '/admin/pedidos',
    ]) {
      const res = await proxy(get(path));
      const csp = res.headers.get('content-security-policy');
      const nonce = nonceOf(csp);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(forwarded(res, 'x-nonce'), path).toBe(nonce);
      // Next takes the nonce for its own scripts from the request's CSP header.
      expect(forwarded(res, 'content-security-policy'), path).toBe(csp);
      // Passed through to the page, not rewritten to a storefront locale.
      expect(res.headers.get('x-middleware-next'), path).toBe('1');
      expect(res.headers.get('x-middleware-rewrite'), path).toBeNull();
      seen.add(nonce!);
    }
    expect(seen.size).toBe(5);
  });

  it('allows scripts by nonce only: no inline, no other origin, no framing', () => {
    const csp = adminContentSecurityPolicy({ nonce: 'abc', production: true });
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "connect-src 'self'",
      "img-src 'self' data: blob:",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/\*|https?:/);
    expect(adminContentSecurityPolicy({ nonce: 'abc', production: false })).toContain("'unsafe-eval'");
  });

  it('opens the camera on the pickup counter only', async () => {
    for (const path of ['/admin/balcao', '/admin/balcao/'])
      expect((await proxy(get(path))).headers.get('permissions-policy'), path).toContain('camera=(self)');
    for (const path of ['/admin', '/admin/pedidos', '/admin/balcaox', '/admin/equipe']) {
      const policy = (await proxy(get(path))).headers.get('permissions-policy');
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('microphone=()');
    }
  });

  it('leaves the storefront (cached pages) without a nonce', async () => {
    for (const path of ['/', '/produtos/perfumaria', '/administracao', '/adminx']) {
      const res = await proxy(get(path));
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(forwarded(res, 'x-nonce'), path).toBeNull();
    }
  });

  it('replaces a nonce or policy the browser sent', () => {
    const req = new NextRequest('http://loja.test/admin/pedidos', {
      headers: { 'x-nonce': 'chosen-by-attacker', 'content-security-policy': "script-src 'unsafe-inline'" },
    });
    const res = adminPage(req, true, 'server-made');
    expect(forwarded(res, 'x-nonce')).toBe('server-made');
    expect(forwarded(res, 'content-security-policy')).toContain("'nonce-server-made'");
    expect(newNonce()).not.toBe(newNonce());
  });
});
