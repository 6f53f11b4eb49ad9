import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../lib/contract/cart';
import { carts, products } from '../db/schema';
import { bearer, brazilian, paraguayan, register } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
let ana: string;
let luis: string;
let productId: number;

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });
const newCart = (token?: string, moeda_id = 2) =>
  call(
    'POST',
    '/ecom/venda/carrinho',
    { external_id: randomUUID(), moeda_id, itens: [{ produto_id: productId, qtde: 1 }] },
    token,
  );
const current = (token?: string, query = '') =>
  call('GET', `/ecom/venda/carrinho/atual${query}`, undefined, token);

const NOT_FOUND = { message: 'O Recurso que está tentando acessar não existe' };
const UNAUTHENTICATED = { message: 'Sessão expirada. Faça login novamente.' };

beforeAll(async () => {
  api = await startTestApi(60);
  ana = (await register(api.app, brazilian('ana.current@example.com'))).json().token;
  luis = (await register(api.app, paraguayan('luis.current@example.com'), 'es')).json().token;
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(1);
  productId = p.id;
});
afterAll(() => api?.close());

describe("GET /ecom/venda/carrinho/atual: the customer's cart on a browser that keeps none", () => {
  it('needs a session: anonymous is a 401, an unknown token too, in the spec shape', async () => {
    const anon = await current();
    expect({ status: anon.statusCode, body: anon.json() }).toEqual({ status: 401, body: UNAUTHENTICATED });
    expect((await current('A'.repeat(43))).statusCode).toBe(401);
    expect(anon.headers['cache-control']).toBe('no-store');
  });

  it('is a 404 while the customer has no open cart', async () => {
    const res = await current(ana);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('answers the cart bound at login elsewhere, re-priced in moeda_id; another customer never sees it', async () => {
    const cart = (await newCart()).json<CartResponse>();
    expect(
      (await call('POST', `/ecom/venda/carrinho/${cart.external_id}/vincular?moeda_id=3`, undefined, luis))
        .statusCode,
    ).toBe(200);

    const res = await current(luis, '?moeda_id=3');
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json<CartResponse>();
    expect(found).toMatchObject({ external_id: cart.external_id, vinculado: true, moeda: { simbolo: 'G$' } });
    expect(found.itens.map((i) => [i.produto_id, i.qtde])).toEqual([[productId, 1]]);

    // Ana has no cart of her own: Luis's is as unknown to her as no cart at all.
    expect((await current(ana)).json()).toEqual(NOT_FOUND);
    const anas = (await newCart(ana)).json<CartResponse>();
    expect((await current(ana)).json<CartResponse>().external_id).toBe(anas.external_id);
    expect((await current(luis)).json<CartResponse>().external_id).toBe(cart.external_id);
  });

  it('answers the open cart changed last, never an ordered one', async () => {
    const older = (await newCart(luis)).json<CartResponse>();
    const newer = (await newCart(luis)).json<CartResponse>();
    expect((await current(luis)).json<CartResponse>().external_id).toBe(newer.external_id);
    // A change to the older one makes it the current one.
    await call(
      'POST',
      `/ecom/venda/carrinho/${older.external_id}/itens`,
      { produto_id: productId, moeda_id: 2 },
      luis,
    );
    expect((await current(luis)).json<CartResponse>().external_id).toBe(older.external_id);
    // Checkout closes a cart: the browser then starts a new one, so it is never offered again.
    await api.database.db
      .update(carts)
      .set({ orderedAt: new Date() })
      .where(eq(carts.externalId, older.external_id));
    expect((await current(luis)).json<CartResponse>().external_id).not.toBe(older.external_id);
    await api.database.db
      .update(carts)
      .set({ orderedAt: new Date() })
      .where(
        sql`${carts.customerId} = (select customer_id from carts where external_id = ${newer.external_id})`,
      );
    expect((await current(luis)).statusCode).toBe(404);
  });
});
