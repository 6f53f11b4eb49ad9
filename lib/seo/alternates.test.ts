import { describe, expect, it } from 'vitest';
import { alternatesFor, pageQuery } from './alternates';

describe('alternatesFor', () => {
  it('gives a canonical in the current locale and hreflang for both plus x-default', () => {
    expect(alternatesFor('es-PY', '/produtos/perfumaria', pageQuery(2))).toEqual({
      canonical: '/es-PY/produtos/perfumaria?page=2',
      languages: {
        'pt-BR': '/produtos/perfumaria?page=2',
        'es-PY': '/es-PY/produtos/perfumaria?page=2',
        'x-default': '/produtos/perfumaria?page=2',
      },
    });
  });
  it('drops page 1 and empty params', () => {
    expect(alternatesFor('pt-BR', '/', pageQuery(1))?.canonical).toBe('/');
    expect(alternatesFor('es-PY', '/')?.canonical).toBe('/es-PY');
  });
});
