import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a local path, without its language prefix', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/es-PY/perfil/endereco')).toBe('/perfil/endereco');
    expect(safeRedirect('/produtos/perfumaria?page=2')).toBe('/produtos/perfumaria?page=2');
  });
  it('falls back for anything that could leave the site or loop', () => {
    for (const bad of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', '/es-PY/login', '/a\u0000b']) {
      expect(safeRedirect(bad)).toBe('/perfil');
    }
  });
});
