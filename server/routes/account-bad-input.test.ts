import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, brazilian, multipart, register } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi(5);
  token = (await register(api.app, brazilian('fuzz@example.com'))).json().token;
});
afterAll(() => api?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// /ecom/me and /ecom/logout take no body: their token cases are in account-session.test.ts.
const ROUTES: [Method, string][] = [
  ['POST', '/ecom/login'],
  ['POST', '/ecom/cliente/cadastrar/check-email'],
  ['POST', '/ecom/cliente/cadastrar'],
  ['POST', '/ecom/cliente/recuperar-senha'],
  ['POST', '/ecom/cliente/confirmar-email/not-a-uuid/x'],
  ['POST', '/ecom/cliente/confirmar-email/3f0b6a1e-1111-4c3b-9a55-123456789abc/abc'],
  ['POST', '/ecom/cliente/trocar-senha'],
  ['POST', '/ecom/cliente/trocar-senha-l'],
  ['POST', '/ecom/cliente/update-profile'],
  ['POST', '/ecom/cliente/reenviar-email'],
  ['GET', '/ecom/cliente/address'],
  ['POST', '/ecom/cliente/address'],
  ['PUT', '/ecom/cliente/address/abc'],
  ['PUT', '/ecom/cliente/address/99999999999999'],
  ['PATCH', '/ecom/cliente/address/-1/set-main'],
  ['GET', '/ecom/cliente/documentos/..%2F..%2Fetc%2Fpasswd'],
  ['GET', '/ecom/endereco/cep/%00%00'],
  ['GET', '/ecom/cliente/favoritos?moeda_id=abc'],
  ['PUT', '/ecom/cliente/favoritos/1e9'],
  ['DELETE', '/ecom/cliente/favoritos/0'],
  ['POST', '/ecom/cliente/favoritos/importar'],
];

const BODIES: { payload?: string | Buffer; headers: Record<string, string> }[] = [
  { headers: {} },
  { payload: '{"email": ', headers: { 'content-type': 'application/json' } },
  { payload: '[1,2,3]', headers: { 'content-type': 'application/json' } },
  {
    payload: '{"email":{"$ne":null},"password":[1],"produto_ids":"x","ativo":"no","nome":null}',
    headers: { 'content-type': 'application/json' },
  },
  {
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
    headers: { 'content-type': 'application/json' },
  },
  { payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--x--\r\n',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
  },
  {
    ...multipart(
      { nome: 'x' },
      {
        frente: { data: Buffer.from('x') },
        verso: { data: Buffer.from('y') },
        outro: { data: Buffer.from('z') },
      },
    ),
  },
];

describe('account routes never answer bad input with a 5xx', () => {
  it('for every route, body shape and token state', async () => {
    const failures: string[] = [];
    let ip = 0;
    for (const [method, url] of ROUTES) {
      for (const body of BODIES) {
        for (const auth of [{}, bearer(token), { authorization: `Bearer ${'x'.repeat(500)}` }]) {
          const res = await api.app.inject({
            method,
            url,
            payload: body.payload,
            headers: { ...body.headers, ...auth },
            remoteAddress: `10.5.${Math.floor(++ip / 250)}.${ip % 250}`,
          });
          // Routes without a body (address list, resend, wishlist with an unknown currency → USD) may well succeed.
          if (res.statusCode >= 500)
            failures.push(`${method} ${url} ${res.statusCode} ${res.body.slice(0, 120)}`);
          else if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
        }
      }
    }
    expect(failures.join('\n')).toBe('');
  });
});
