import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(60);
});
afterAll(() => api?.close());

const junk = [
  '',
  '0',
  '-1',
  'abc',
  '1.5',
  '99999999999999999999',
  '%00',
  '%27%20OR%201%3D1--',
  '<script>alert(1)</script>',
  ',',
  '1,,2',
  'desc,',
  'x'.repeat(300),
  '%E2%82%AC%F0%9F%98%80',
  '[]',
  '{}',
];
const params = [
  'text',
  'category_id',
  'department_id',
  'brand_id',
  'brand_ids',
  'page',
  'per_page',
  'order_by',
  'order',
  'tem_estoque',
  'all_products',
  'special',
  'nome_sistema',
  'moeda_id',
  'lang',
];

describe('bad input never reaches a 500', () => {
  it('answers every malformed products query with 200 or a JSON 4xx', async () => {
    const failures: string[] = [];
    for (const p of params) {
      for (const v of junk) {
        const url = `/api/public/products?${p}=${v}`;
        const res = await api.app.inject({ method: 'GET', url });
        if (res.statusCode >= 500 || !res.headers['content-type']?.toString().includes('application/json')) {
          failures.push(`${url} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers malformed paths and bodies on every endpoint with the right 4xx in spec §8 shape', async () => {
    const NOT_FOUND = { message: 'O Recurso que está tentando acessar não existe' };
    const invalid = (errors: Record<string, string[]>) => ({
      message: 'Os dados enviados são inválidos.',
      errors,
    });
    const bad = (errors: string[]) => ({ message: 'Requisição inválida.', errors });
    const requests: [method: string, url: string, payload: unknown, status: number, body: unknown][] = [
      [
        'GET',
        '/api/public/products/%00/details',
        undefined,
        422,
        invalid({ id: ['Somente números inteiros'] }),
      ],
      // Ids are plain decimal digits: no exponent, space, hex or decimal point spelling of a number.
      [
        'GET',
        '/api/public/products/1e3/details',
        undefined,
        422,
        invalid({ id: ['Somente números inteiros'] }),
      ],
      [
        'GET',
        '/api/public/products/%2012/details',
        undefined,
        422,
        invalid({ id: ['Somente números inteiros'] }),
      ],
      [
        'GET',
        '/api/public/products/0x10/related',
        undefined,
        422,
        invalid({ id: ['Somente números inteiros'] }),
      ],
      ['GET', '/api/public/categories/1.0', undefined, 422, invalid({ id: ['Somente números inteiros'] })],
      [
        'GET',
        '/api/public/products?page=1e1',
        undefined,
        422,
        invalid({ page: ['Somente números inteiros'] }),
      ],
      [
        'GET',
        '/api/public/products?category_id=0x1',
        undefined,
        422,
        invalid({ category_id: ['Somente números inteiros'] }),
      ],
      [
        'GET',
        '/api/public/products?per_page=%2B5',
        undefined,
        422,
        invalid({ per_page: ['Somente números inteiros'] }),
      ],
      [
        'GET',
        '/api/public/products/1/related?limit=1e1',
        undefined,
        422,
        invalid({ limit: ['Somente números inteiros'] }),
      ],
      [
        'GET',
        '/ecom/venda/carrinho/00000000-0000-4000-8000-000000000000/pontos-entrega?cidade_id=1e2',
        undefined,
        422,
        invalid({ cidade_id: ['Somente números inteiros'] }),
      ],
      [
        'GET',
        '/ecom/endereco/estados?pais_id=0x1',
        undefined,
        422,
        invalid({ pais_id: ['Somente números inteiros'] }),
      ],
      ['GET', '/api/public/products/0999999/details', undefined, 404, NOT_FOUND], // leading zeros are still digits
      ['GET', '/api/public/products/slug/%E2%82%AC', undefined, 422, invalid({ slug: ['Valor inválido'] })],
      [
        'GET',
        `/api/public/products/slug/${'a'.repeat(500)}`,
        undefined,
        400,
        bad(['O endereço da requisição está mal formado.']),
      ],
      [
        'GET',
        '/api/public/products/1/related?limit=1000',
        undefined,
        422,
        invalid({ limit: ['O valor máximo é 24'] }),
      ],
      ['GET', '/api/public/categories/0', undefined, 422, invalid({ id: ['O valor mínimo é 1'] })],
      [
        'GET',
        '/api/public/categories?brand_id=-4',
        undefined,
        422,
        invalid({ brand_id: ['O valor mínimo é 1'] }),
      ],
      [
        'GET',
        '/api/public/start?tem_estoque=sim',
        undefined,
        422,
        invalid({ tem_estoque: ['Opção inválida'] }),
      ],
      [
        'GET',
        '/ecom/endereco/estados?pais_id=1&pais_id=2',
        undefined,
        422,
        invalid({ pais_id: ['Somente números inteiros'] }),
      ],
      [
        'POST',
        '/ecom/endereco/cidade-por-codigo',
        { pais_id: 'um', codigo: 'x' },
        422,
        invalid({ pais_id: ['Somente números inteiros'], codigo: ['Valor inválido'] }),
      ],
      ['POST', '/ecom/endereco/cidade-por-codigo', [], 422, invalid({ _: ['Valor inválido'] })],
      ['POST', '/ecom/endereco/cidade-por-codigo', 'text', 415, bad(['Tipo de conteúdo não suportado.'])],
      ['GET', '/media/products/..%2F..%2Fetc%2Fpasswd', undefined, 404, NOT_FOUND],
      ['GET', '/media/unknown/x.webp', undefined, 404, NOT_FOUND],
      ['DELETE', '/api/public/products', undefined, 404, NOT_FOUND],
    ];
    for (const [method, url, payload, status, body] of requests) {
      const res = await api.app.inject({ method: method as 'GET', url, payload: payload as never });
      expect({ status: res.statusCode, body: res.json() }, `${method} ${url.slice(0, 80)}`).toEqual({
        status,
        body,
      });
    }
    // The same answers in Spanish when asked.
    const es = await api.app.inject({
      url: '/api/public/categories/0',
      headers: { 'accept-language': 'es-PY' },
    });
    expect(es.json()).toEqual({
      message: 'Los datos enviados son inválidos.',
      errors: { id: ['El valor mínimo es 1'] },
    });
  });
});
