import { describe, expect, it } from 'vitest';
import { routeRequest } from './routing';

const r = (pathname: string, extra: Partial<Parameters<typeof routeRequest>[0]> = {}) =>
  routeRequest({ pathname, search: '', ...extra });

describe('routeRequest', () => {
  it('rewrites unprefixed paths to pt-BR with the dollar by default', () => {
    expect(r('/')).toEqual({ kind: 'rewrite', path: '/pt-BR/usd' });
    expect(r('/vendedores')).toEqual({ kind: 'rewrite', path: '/pt-BR/usd/vendedores' });
  });
  it('rewrites /es-PY paths with guaranis by default and honours the currency cookie', () => {
    expect(r('/es-PY')).toEqual({ kind: 'rewrite', path: '/es-PY/pyg' });
    expect(r('/es-PY/sobre-nos', { currencyCookie: 'brl' })).toEqual({
      kind: 'rewrite',
      path: '/es-PY/brl/sobre-nos',
    });
    expect(r('/', { currencyCookie: 'bogus' })).toEqual({ kind: 'rewrite', path: '/pt-BR/usd' });
  });
  it('puts listing filters into the internal segment', () => {
    expect(r('/produtos/perfumaria', { search: '?page=2&sort=price-asc' })).toEqual({
      kind: 'rewrite',
      path: '/pt-BR/usd/produtos/p2~sprice-asc/perfumaria',
    });
    expect(r('/marca/apple')).toEqual({ kind: 'rewrite', path: '/pt-BR/usd/marca/_/apple' });
  });
  it('sends text searches to the dynamic route, marked for the per-shopper limit', () => {
    expect(r('/produtos', { search: '?text=oud&page=2' })).toEqual({
      kind: 'rewrite',
      path: '/pt-BR/usd/busca/produtos?text=oud&page=2',
      textSearch: true,
    });
    expect(r('/es-PY/especial/perfumes-arabes', { search: '?text=oud' })).toMatchObject({ textSearch: true });
    // Blank text is a plain (ISR) listing, never counted.
    expect(r('/produtos', { search: '?text=%20' })).not.toHaveProperty('textSearch');
    expect(r('/marca/apple', { search: '?text=oud' })).not.toHaveProperty('textSearch');
  });
  it('redirects a first visit with a Spanish browser to /es-PY', () => {
    expect(r('/produtos', { acceptLanguage: 'es-AR,es;q=0.9', search: '?page=2' })).toEqual({
      kind: 'redirect',
      location: '/es-PY/produtos?page=2',
      status: 307,
    });
    // A saved choice wins over the browser.
    expect(r('/', { acceptLanguage: 'es', localeCookie: 'pt-BR' }).kind).toBe('rewrite');
    expect(r('/', { localeCookie: 'es-PY' })).toMatchObject({ kind: 'redirect', location: '/es-PY' });
    // Explicit /es-PY URLs are never redirected away.
    expect(r('/es-PY', { localeCookie: 'pt-BR' }).kind).toBe('rewrite');
  });
  it('strips a /pt-BR prefix and trailing slashes', () => {
    expect(r('/pt-BR/produtos')).toMatchObject({ kind: 'redirect', location: '/produtos', status: 308 });
    expect(r('/produtos/')).toMatchObject({ kind: 'redirect', location: '/produtos' });
  });
  it('flags numeric params for the slug redirect', () => {
    expect(r('/es-PY/produtos/3')).toEqual({
      kind: 'numeric',
      path: '/produtos/3',
      locale: 'es-PY',
      search: '',
    });
  });
});
