import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../lib/contract/cart';
import type { ShippingOptionBody } from '../../lib/contract/shipping';
import { products, sessions } from '../db/schema';
import { tokenHash } from '../services/accounts/secret-tokens';
import { bearer, brazilian, paraguayan, register } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
let ana: string; // Brazilian's token
let luis: string; // Paraguayan's token
let luisAddress: number;
let productId: number;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  token?: string,
) => api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });

const newCart = (itens: unknown[] = [], token?: string, moeda_id = 2) =>
  call('POST', '/ecom/venda/carrinho', { external_id: randomUUID(), filial_id: '1', moeda_id, itens }, token);

beforeAll(async () => {
  api = await startTestApi(60);
  ana = (await register(api.app, brazilian('ana@example.com'))).json().token;
  const luisReg = (await register(api.app, paraguayan('luis@example.com'), 'es')).json();
  luis = luisReg.token;
  luisAddress = luisReg.user.enderecos[0].id;
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(1);
  productId = p.id;
});
afterAll(() => api?.close());

describe('/ecom/venda/carrinho', () => {
  it('creates an anonymous cart from string fields, reads it back, and never lets it be cached', async () => {
    const res = await newCart([
      {
        produto_id: String(productId),
        qtde: '2',
        armazem_id: '1',
        valor_unitario: '0.01',
        ativo: 'true',
        token: 'x',
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const cart = res.json<CartResponse>();
    expect(cart.itens[0]).toMatchObject({
      produto_id: productId,
      qtde: 2,
      ativo: true,
      preco_alterado: true,
    });
    const [real] = await api.database.db
      .select({ price: products.priceUsd })
      .from(products)
      .where(sql`${products.id} = ${productId}`);
    expect(cart.itens[0].valor_unitario).toBe(Number(real.price));
    const again = await call('GET', `/ecom/venda/carrinho/${cart.external_id}?moeda_id=3`);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json<CartResponse>().moeda.simbolo).toBe('G$');
  });

  it('answers 404 for an unknown cart (the client creates anew) and 422 for a taken external id', async () => {
    expect((await call('GET', `/ecom/venda/carrinho/${randomUUID()}`)).statusCode).toBe(404);
    const first = (await newCart()).json<CartResponse>();
    const dup = await call('POST', '/ecom/venda/carrinho?lang=pt', {
      external_id: first.external_id,
      moeda_id: 2,
      itens: [],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.external_id).toEqual(['External ID já utilizado.']);
  });

  it('updates by id with the whole cart, and adds, sets, removes and clears by external id', async () => {
    const cart = (await newCart()).json<CartResponse>();
    const put = await call('PUT', `/ecom/venda/carrinho/${cart.id}`, {
      id: cart.id,
      external_id: cart.external_id,
      moeda_id: 2,
      itens: [{ produto_id: productId, qtde: 1 }],
    });
    expect(put.json<CartResponse>().quantidade_itens).toBe(1);
    const added = await call('POST', `/ecom/venda/carrinho/${cart.external_id}/itens`, {
      produto_id: productId,
      moeda_id: 2,
    });
    expect(added.json<CartResponse>().itens[0].qtde).toBe(2);
    const set = await call('PATCH', `/ecom/venda/carrinho/${cart.external_id}/itens/${productId}`, {
      qtde: 4,
    });
    expect(set.json<CartResponse>().itens[0].qtde).toBe(4);
    const removed = await call('DELETE', `/ecom/venda/carrinho/${cart.external_id}/itens/${productId}`);
    expect(removed.json<CartResponse>().itens[0].ativo).toBe(false);
    const cleared = await call('DELETE', `/ecom/venda/carrinho/${cart.external_id}`);
    expect(cleared.json<CartResponse>().quantidade_itens).toBe(0);
  });

  it('loses no unit when two tabs add at once', async () => {
    const [row] = await api.database.db
      .select({ id: products.id, stock: products.stockQty })
      .from(products)
      .where(sql`${products.stockQty} >= 12 AND ${products.showPrice} AND ${products.hasUnit}`)
      .limit(1);
    const cart = (await newCart()).json<CartResponse>();
    const adds = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/ecom/venda/carrinho/${cart.external_id}/itens`, { produto_id: row.id, moeda_id: 2 }),
      ),
    );
    expect(adds.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const final = (await call('GET', `/ecom/venda/carrinho/${cart.external_id}`)).json<CartResponse>();
    expect(final.itens[0].qtde).toBe(10);
  });

  it('loses no line when adds from another page race the create that brings the first line', async () => {
    const [a, b] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stockQty} >= 12 AND ${products.showPrice} AND ${products.hasUnit}`)
      .limit(2);
    for (let round = 0; round < 8; round++) {
      const external_id = randomUUID();
      const [created, ...adds] = await Promise.all([
        call('POST', '/ecom/venda/carrinho', {
          external_id,
          filial_id: 1,
          moeda_id: 2,
          itens: [{ produto_id: a.id, qtde: 1 }],
        }),
        // An add that arrives before the cart exists is a 404 (the browser then makes the cart itself).
        ...Array.from({ length: 4 }, () =>
          call('POST', `/ecom/venda/carrinho/${external_id}/itens`, { produto_id: b.id, moeda_id: 2 }),
        ),
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const added = adds.filter((r) => r.statusCode === 200).length;
      expect(adds.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
      const lines = (await call('GET', `/ecom/venda/carrinho/${external_id}?moeda_id=2`))
        .json<CartResponse>()
        .itens.filter((l) => l.ativo);
      expect(lines.find((l) => l.produto_id === a.id)?.qtde, `round ${round}`).toBe(1);
      expect(lines.find((l) => l.produto_id === b.id)?.qtde ?? 0, `round ${round}`).toBe(added);
    }
  });

  it('answers bad input with 4xx in the spec shape, never 5xx', async () => {
    const cases: [string, string, unknown][] = [
      ['POST', '/ecom/venda/carrinho', { external_id: 'not-a-uuid', itens: [] }],
      ['POST', '/ecom/venda/carrinho', { external_id: randomUUID(), itens: [{ produto_id: -1, qtde: 1 }] }],
      [
        'POST',
        '/ecom/venda/carrinho',
        { external_id: randomUUID(), itens: [{ produto_id: productId, qtde: 1e12 }] },
      ],
      [
        'POST',
        '/ecom/venda/carrinho',
        { external_id: randomUUID(), itens: [{ produto_id: productId, qtde: 1.5 }] },
      ],
      ['POST', '/ecom/venda/carrinho', { external_id: randomUUID(), filial_id: 2, itens: [] }],
      [
        'POST',
        '/ecom/venda/carrinho',
        {
          external_id: randomUUID(),
          itens: Array.from({ length: 101 }, (_, i) => ({ produto_id: i + 1, qtde: 1 })),
        },
      ],
      ['POST', '/ecom/venda/carrinho', 'garbage'],
      ['GET', '/ecom/venda/carrinho/%E0%A4%A', undefined],
      ['GET', '/ecom/venda/carrinho/123', undefined],
      ['PUT', '/ecom/venda/carrinho/abc', { external_id: randomUUID(), itens: [] }],
      ['PUT', `/ecom/venda/carrinho/99999999`, { external_id: randomUUID(), itens: [] }],
      ['PATCH', `/ecom/venda/carrinho/${randomUUID()}/itens/1`, { qtde: -5 }],
      ['PUT', `/ecom/venda/carrinho/${randomUUID()}/calcular-frete`, { cidade_id: 'x' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(method as 'POST', url, payload);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it("keeps a customer's cart theirs: another customer and anonymous callers get 404, an ended session 401", async () => {
    const cart = (await newCart([{ produto_id: productId, qtde: 1 }])).json<CartResponse>();
    const bound = await call('POST', `/ecom/venda/carrinho/${cart.external_id}/vincular`, undefined, luis);
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json<CartResponse>().vinculado).toBe(true);
    expect((await call('GET', `/ecom/venda/carrinho/${cart.external_id}`)).statusCode).toBe(404);
    expect((await call('GET', `/ecom/venda/carrinho/${cart.external_id}`, undefined, ana)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/ecom/venda/carrinho/${cart.external_id}/vincular`, undefined, ana)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/ecom/venda/carrinho/${cart.id}`,
          { external_id: cart.external_id, itens: [] },
          ana,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/ecom/venda/carrinho/${cart.external_id}`, undefined, luis)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', `/ecom/venda/carrinho/${cart.external_id}`, undefined, 'A'.repeat(43))).statusCode,
    ).toBe(401);
    expect((await call('POST', `/ecom/venda/carrinho/${randomUUID()}/vincular`)).statusCode).toBe(401);
  });

  it('checks the session inside each change: a live one owns the cart it creates, an ended one is a 401 on create and every change and creates nothing', async () => {
    const rosa = (await register(api.app, paraguayan('rosa@example.com'), 'es')).json().token as string;
    const owned = await newCart([], rosa);
    expect(owned.statusCode, owned.body).toBe(201);
    const cart = owned.json<CartResponse>();
    expect(cart.vinculado).toBe(true);
    const add = (token?: string) =>
      call(
        'POST',
        `/ecom/venda/carrinho/${cart.external_id}/itens`,
        { produto_id: productId, moeda_id: 2 },
        token,
      );
    expect((await add()).statusCode).toBe(404);
    expect((await add(luis)).statusCode).toBe(404);
    expect((await add(rosa)).json<CartResponse>().quantidade_itens).toBe(1);

    // Logout on any device ends the session everywhere at once: the very next change is refused.
    await api.database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(rosa)));
    const ext = cart.external_id;
    const changes: [string, string, unknown?][] = [
      ['POST', `/ecom/venda/carrinho/${ext}/itens`, { produto_id: productId, moeda_id: 2 }],
      ['PATCH', `/ecom/venda/carrinho/${ext}/itens/${productId}`, { qtde: 3, moeda_id: 2 }],
      ['DELETE', `/ecom/venda/carrinho/${ext}/itens/${productId}`],
      ['DELETE', `/ecom/venda/carrinho/${ext}`],
      ['GET', `/ecom/venda/carrinho/${ext}`],
      ['GET', `/ecom/venda/carrinho/${randomUUID()}`],
      ['PUT', `/ecom/venda/carrinho/${cart.id}`, { external_id: ext, moeda_id: 2, itens: [] }],
    ];
    for (const [method, url, payload] of changes) {
      const res = await call(method as 'POST', url, payload, rosa);
      expect({ status: res.statusCode, message: typeof res.json().message }, `${method} ${url}`).toEqual({
        status: 401,
        message: 'string',
      });
    }
    const fresh = randomUUID();
    expect(
      (await call('POST', '/ecom/venda/carrinho', { external_id: fresh, moeda_id: 2, itens: [] }, rosa))
        .statusCode,
    ).toBe(401);
    const anonymous = await call('POST', '/ecom/venda/carrinho', {
      external_id: fresh,
      moeda_id: 2,
      itens: [],
    });
    expect(anonymous.statusCode, 'the refused create kept nothing under its external id').toBe(201);
    expect(anonymous.json<CartResponse>().vinculado).toBe(false);
    const kept = await call('GET', `/ecom/venda/carrinho/${ext}`, undefined, luis);
    expect(kept.statusCode, "the cart stays its owner's").toBe(404);
  });

  it('treats an expired session as ended in the change itself: 401 on a change and on a create (the same rule as every other login check)', async () => {
    const paz = (await register(api.app, paraguayan('paz.expired@example.com'), 'es')).json().token as string;
    const cart = (await newCart([], paz)).json<CartResponse>();
    const add = () =>
      call(
        'POST',
        `/ecom/venda/carrinho/${cart.external_id}/itens`,
        { produto_id: productId, moeda_id: 2 },
        paz,
      );
    expect((await add()).statusCode).toBe(200);
    await api.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash(paz)));
    expect((await add()).statusCode).toBe(401);
    expect(
      (await call('POST', '/ecom/venda/carrinho', { external_id: randomUUID(), moeda_id: 2, itens: [] }, paz))
        .statusCode,
    ).toBe(401);
    expect((await call('POST', '/ecom/me', undefined, paz)).statusCode).toBe(401);
  });

  it('computes shipping for a logged-in Paraguayan address, pickup only for a Brazilian, and needs a login', async () => {
    const py = (await newCart([{ produto_id: productId, qtde: 1 }], luis, 3)).json<CartResponse>();
    const res = await call(
      'PUT',
      `/ecom/venda/carrinho/${py.external_id}/calcular-frete?lang=es`,
      {
        external_id: py.external_id,
        id: py.id,
        moeda_id: 3,
        pais_id: 2,
        cliente_endereco_id: luisAddress,
        itens: [],
      },
      luis,
    );
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json<ShippingOptionBody[]>();
    expect(options.some((o) => o.entrega_servico_id !== null)).toBe(true);
    expect(options.at(-1)).toMatchObject({
      entrega_servico_id: null,
      descricao: 'Retiro en tienda',
      valor: 0,
    });

    const br = (await newCart([{ produto_id: productId, qtde: 1 }], ana)).json<CartResponse>();
    const pickup = await call(
      'PUT',
      `/ecom/venda/carrinho/${br.external_id}/calcular-frete`,
      { cidade_id: 3268 },
      ana,
    );
    expect(pickup.json<ShippingOptionBody[]>().map((o) => o.entrega_servico_id)).toEqual([null]);

    const anon = await call('PUT', `/ecom/venda/carrinho/${py.external_id}/calcular-frete`, {
      cidade_id: 3268,
    });
    expect(anon.statusCode).toBe(401);
    const empty = (await newCart([], luis)).json<CartResponse>();
    const none = await call(
      'PUT',
      `/ecom/venda/carrinho/${empty.external_id}/calcular-frete`,
      { cliente_endereco_id: luisAddress },
      luis,
    );
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Selecione uma cidade e tenha itens no carrinho!');
  });

  it('lists pickup points with the spec fields and filters', async () => {
    const cart = (await newCart([{ produto_id: productId, qtde: 1 }])).json<CartResponse>();
    const res = await call('GET', `/ecom/venda/carrinho/${cart.external_id}/pontos-entrega`);
    expect(res.statusCode).toBe(200);
    const points = res.json();
    expect(points[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        ponto_entrega: expect.any(String),
        endereco: expect.any(String),
        horario_atendimento: expect.any(String),
        estado: expect.any(String),
        cidade: expect.any(String),
        cidade_id: expect.any(Number),
        token_servico: expect.any(String),
      }),
    );
    const one = await call(
      'GET',
      `/ecom/venda/carrinho/${cart.external_id}/pontos-entrega?cidade_id=${points[0].cidade_id}`,
    );
    expect(one.json().every((p: { cidade_id: number }) => p.cidade_id === points[0].cidade_id)).toBe(true);
  });
});
