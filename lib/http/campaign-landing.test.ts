import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_COOKIE, parseAttribution, serializeAttribution } from '@/lib/contract/attribution';
import { proxy } from '@/proxy';

const get = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, 'http://loja.test'), {
    headers: { 'accept-language': 'pt-BR', ...(cookie ? { cookie } : {}) },
  });
const attributionOf = (res: Response) => {
  const header = res.headers.get('set-cookie') ?? '';
  const value = new RegExp(`${ATTRIBUTION_COOKIE}=([^;]+)`).exec(header)?.[1];
  return parseAttribution(value ?? null);
};

describe('campaign visits (proxy.ts): the attribution cookie', () => {
  it('records a campaign link and sends the browser to the same page without its campaign parameters', async () => {
    const res = await proxy(
      get('/produto/oud-mood?utm_source=Instagram&utm_medium=social&utm_campaign=Black%20Friday&cor=azul'),
    );
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://loja.test/produto/oud-mood?cor=azul');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const a = attributionOf(res)!;
    expect(a.f).toMatchObject({ s: 'instagram', m: 'social', c: 'black friday' });
    expect(a.l).toEqual(a.f);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
  });

  it('keeps the first campaign and replaces the last; Google and Meta click ids name their source', async () => {
    const first = attributionOf(await proxy(get('/?gclid=abc123')))!;
    expect(first.f).toMatchObject({ s: 'google', m: 'cpc' });
    const cookie = `${ATTRIBUTION_COOKIE}=${serializeAttribution(first)}`;
    const second = attributionOf(await proxy(get('/es-PY/produtos/perfumaria?fbclid=x9', cookie)))!;
    expect(second.f).toEqual(first.f);
    expect(second.l).toMatchObject({ s: 'facebook', m: 'social' });
  });

  it("records the seller whose link it was (WhatsApp's vendedor=)", async () => {
    const a = attributionOf(await proxy(get('/c/abc?utm_source=whatsapp&utm_medium=chat&vendedor=7')))!;
    expect(a.l).toMatchObject({ s: 'whatsapp', m: 'chat' });
    expect(a.v).toBe(7);
  });

  it('leaves a page without campaign parameters alone: no redirect, no cookie on the cached page', async () => {
    const res = await proxy(get('/produto/oud-mood?cor=azul'));
    expect(res.status).not.toBe(307);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('reads a tampered cookie as none rather than trusting it', () => {
    const tampered = Buffer.from('{"f":{"s":"<script>","at":1},"l":{"s":"x","at":1}}').toString('base64url');
    expect(parseAttribution(tampered)).toBeNull();
    expect(parseAttribution('%E0%A4%A')).toBeNull();
    expect(parseAttribution('{"f":1}')).toBeNull();
  });
});
