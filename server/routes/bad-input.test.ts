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
const params = ['text', 'category_id', 'department_id', 'brand_id', 'brand_ids', 'page', 'per_page', 'order_by', 'order', 'tem_estoque', 'all_products', 'special', 'nome_sistema', 'moeda_id', 'lang'];

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

  it('answers malformed paths and bodies on every endpoint with a JSON 4xx', async () => {
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/public/products/%00/details'],
      ['GET', '/api/public/products/1e3/details'],
      ['GET', '/api/public/products/slug/%E2%82%AC'],
      ['GET', `/api/public/products/slug/${'a'.repeat(500)}`],
      ['GET', '/api/public/products/1/related?limit=1000'],
      ['GET', '/api/public/categories/0'],
      ['GET', '/api/public/categories?brand_id=-4'],
      ['GET', '/api/public/start?tem_estoque=sim'],
      ['GET', '/ecom/endereco/estados?pais_id=1&pais_id=2'],
      ['POST', '/ecom/endereco/cidade-por-codigo', { pais_id: 'um', codigo: 'x' }],
      ['POST', '/ecom/endereco/cidade-por-codigo', []],
      ['POST', '/ecom/endereco/cidade-por-codigo', 'text'],
      ['GET', '/media/products/..%2F..%2Fetc%2Fpasswd'],
      ['GET', '/media/unknown/x.webp'],
      ['DELETE', '/api/public/products'],
    ];
    for (const [method, url, payload] of requests) {
      const res = await api.app.inject({ method: method as 'GET', url, payload: payload as never });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(res.json().message, `${method} ${url}`).toEqual(expect.any(String));
    }
  });
});
