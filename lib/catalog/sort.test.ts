import { describe, expect, it } from 'vitest';
import { sortToApi } from './sort';

describe('sortToApi', () => {
  // Keyed like getProducts' params: a snake_case key was silently dropped when spread into them.
  it('uses getProducts param names so a spread reaches the API', () => {
    expect(sortToApi('price-asc')).toEqual({ orderBy: 'tem_estoque,valor_venda', order: 'desc,asc' });
    expect(sortToApi(undefined)).toEqual({ orderBy: 'tem_estoque,id', order: 'desc,desc' });
  });
});
