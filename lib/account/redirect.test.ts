import { describe, expect, it } from 'vitest';
import { isSameOriginPath, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a local path, without its language prefix', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/es-PY/perfil/endereco')).toBe('/perfil/endereco');
    expect(safeRedirect('/produtos/perfumaria?page=2')).toBe('/produtos/perfumaria?page=2');
    expect(safeRedirect('/busca?text=perfume%20floral')).toBe('/busca?text=perfume%20floral');
    expect(safeRedirect('/es-PY')).toBe('/');
  });

  it('falls back for anything that could leave the site or loop', () => {
    for (const bad of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/es-PY/login',
      '/a\u0000b',
    ]) {
      expect(safeRedirect(bad)).toBe('/perfil');
    }
  });

  // Issue 18 point 7: each of these once became (or could become after decoding) a target on another host.
  it.each([
    '/es-PY//evil.example/x',
    '/es-PY/\\evil.example',
    '/es-PY/%5Cevil.example',
    '/es-PY/%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/es-PY/\t/evil.example',
    '/es-PY%2F%2Fevil.example',
    'https:evil.example',
    '/%E0%A4%A',
    '/es-PY/login',
    '/%6Cogin',
    '/login/',
  ])('refuses %j', (target) => {
    const result = safeRedirect(target);
    expect(result).toBe('/perfil');
  });

  it('never returns a path that a browser resolves to another origin, in either locale', () => {
    const base = 'https://loja.example';
    for (const target of ['/es-PY//a', '/es-PY///a', '/es-PY/\\/a', '/es-PY/%2F/a', '/x//y', '/es-PY/x//y']) {
      const result = safeRedirect(target);
      for (const prefix of ['', '/es-PY']) expect(new URL(prefix + result, base).origin).toBe(base);
    }
  });
});

describe('isSameOriginPath', () => {
  it('accepts paths of this site only', () => {
    expect(isSameOriginPath('/pedido/abc?x=1#y')).toBe(true);
    expect(isSameOriginPath('/produtos/%C3%A1gua')).toBe(true);
    for (const bad of [
      '//x',
      '/\\x',
      '\\\\x',
      'x',
      'https://x',
      '/%2F%2Fx',
      '/%5Cx',
      '/\tx',
      '/%0Ax',
      '/%',
      '',
    ])
      expect(isSameOriginPath(bad), bad).toBe(false);
  });
});
