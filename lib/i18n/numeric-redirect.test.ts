import { describe, expect, it } from 'vitest';
import { hasNumericParam, resolveNumericPath } from './numeric-redirect';

const data = {
  categories: [
    {
      id: 3,
      name: 'Perfumaria',
      slug: 'perfumaria',
      departments: [{ id: 9, name: 'Árabes', slug: 'perfumes-arabes' }],
    },
  ],
  categories_special: [
    {
      id: 40,
      name: 'XO Áudio',
      slug: 'xo-audio',
      departments: [{ id: 41, name: 'XO Fones', slug: 'xo-fones' }],
    },
  ],
  brands: [
    { id: 4, nome: 'Apple', slug: 'apple', logo: null },
    { id: 7, nome: 'XO', slug: 'xo', logo: null },
  ],
};

describe('numeric route params (spec §2)', () => {
  it('detects numeric params on catalogue routes only', () => {
    expect(hasNumericParam('/produtos/3')).toBe(true);
    expect(hasNumericParam('/produtos/perfumaria')).toBe(false);
    expect(hasNumericParam('/produto/123')).toBe(false);
  });
  it('swaps ids for slugs', () => {
    expect(resolveNumericPath('/produtos/3', data)).toBe('/produtos/perfumaria');
    expect(resolveNumericPath('/produtos/3/9', data)).toBe('/produtos/perfumaria/perfumes-arabes');
    expect(resolveNumericPath('/produtos/perfumaria/9', data)).toBe('/produtos/perfumaria/perfumes-arabes');
    expect(resolveNumericPath('/marca/4', data)).toBe('/marca/apple');
    expect(resolveNumericPath('/marca/4/3', data)).toBe('/marca/apple/perfumaria');
    expect(resolveNumericPath('/especial/7/40/41', data)).toBe('/especial/xo/xo-audio/xo-fones');
  });
  it('gives null for unknown ids', () => {
    expect(resolveNumericPath('/produtos/99', data)).toBeNull();
    expect(resolveNumericPath('/marca/4/3/9', data)).toBeNull();
  });
  it('reads only plain decimal digits as ids: other spellings stay slugs, unknown, so the page is a 404', () => {
    for (const seg of ['3e0', '0x3', '3.0', '+3', ' 3', '%203']) {
      expect(hasNumericParam(`/produtos/${seg}`), seg).toBe(false);
      expect(resolveNumericPath(`/produtos/${seg}`, data), seg).toBeNull();
    }
  });
});
