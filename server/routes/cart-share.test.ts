import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { bearer, brazilian, register, testClock } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';
import { staffMember } from '../test/staff-fixtures';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let ana: string;
let clerk: Awaited<ReturnType<typeof staffMember>>;
let a: number;
let b: number;

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });

async function cartWith(lines: { produto_id: number; qtde: number }[], token?: string) {
  const external_id = randomUUID();
  const res = await call('POST', '/ecom/venda/carrinho', { external_id, moeda_id: 2, itens: lines }, token);
  expect(res.statusCode).toBe(201);
  return external_id;
}

beforeAll(async () => {
  api = await startTestApi(30, { deps: { now: clock.now } });
  ana = (await register(api.app, brazilian('ana.share@example.com'))).json().token;
  clerk = await staffMember(api, clock, 'balcao@loja.test', 'clerk');
  const rows = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(2);
  [a, b] = rows.map((r) => r.id);
});
afterAll(() => api?.close());

describe('/ecom/venda/carrinho-compartilhado: send my cart to a seller', () => {
  it('snapshots the lines, units and total behind a 32-character token; anyone opening it sees the lines, never who shared', async () => {
    const cart = await cartWith(
      [
        { produto_id: a, qtde: 2 },
        { produto_id: b, qtde: 1 },
      ],
      ana,
    );
    const shared = await call(
      'POST',
      '/ecom/venda/carrinho-compartilhado',
      { external_id: cart, moeda_id: 2 },
      ana,
    );
    expect(shared.statusCode).toBe(201);
    expect(shared.headers['cache-control']).toBe('no-store');
    const body = shared.json();
    expect(body.chave).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.unidades).toBe(3);
    expect(body.itens.map((l: { produto_id: number; qtde: number }) => [l.produto_id, l.qtde])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    expect(body.total_compartilhado).toBeGreaterThan(0);
    expect(Date.parse(body.expira_em) - clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);

    const opened = await call('GET', `/ecom/venda/carrinho-compartilhado/${body.chave}?moeda_id=2`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual(body);
    expect(JSON.stringify(opened.json())).not.toMatch(/ana\.share|cliente/);

    const staffView = await call(
      'GET',
      `/admin/cart-shares/${body.chave}?moeda_id=2`,
      undefined,
      clerk.token,
    );
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json().cliente).toMatchObject({ email: 'ana.share@example.com' });
    expect(staffView.json().itens[0]).toMatchObject({ produto_id: a, qtde: 2, disponivel: true });
    // Without a currency the seller sees the one the shopper shared in, with the total the message quoted.
    const inGuaranis = (
      await call('POST', '/ecom/venda/carrinho-compartilhado', { external_id: cart, moeda_id: 3 }, ana)
    ).json();
    expect(inGuaranis.moeda_id).toBe(3);
    const asShared = await call('GET', `/admin/cart-shares/${inGuaranis.chave}`, undefined, clerk.token);
    expect(asShared.json()).toMatchObject({
      moeda_id: 3,
      total_compartilhado: inGuaranis.total_compartilhado,
    });
  });

  it('an anonymous share carries no customer; an empty cart is refused with a 422', async () => {
    const cart = await cartWith([{ produto_id: a, qtde: 1 }]);
    const token = (
      await call('POST', '/ecom/venda/carrinho-compartilhado', { external_id: cart, moeda_id: 2 })
    ).json().chave;
    expect(
      (await call('GET', `/admin/cart-shares/${token}`, undefined, clerk.token)).json().cliente,
    ).toBeNull();
    const empty = await cartWith([]);
    expect(
      (await call('POST', '/ecom/venda/carrinho-compartilhado', { external_id: empty, moeda_id: 2 }))
        .statusCode,
    ).toBe(422);
  });

  it("another customer's cart cannot be shared by someone who only knows its id", async () => {
    const cart = await cartWith([{ produto_id: a, qtde: 1 }], ana);
    const res = await call('POST', '/ecom/venda/carrinho-compartilhado', { external_id: cart, moeda_id: 2 });
    expect([401, 403, 404]).toContain(res.statusCode);
  });

  it('a forged, altered or expired token is a 404; the staff view needs a staff session', async () => {
    const cart = await cartWith([{ produto_id: a, qtde: 1 }]);
    const token: string = (
      await call('POST', '/ecom/venda/carrinho-compartilhado', { external_id: cart, moeda_id: 2 })
    ).json().chave;
    const altered = token.slice(0, 16) + (token[16] === 'A' ? 'B' : 'A') + token.slice(17);
    const otherId = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    for (const t of [altered, otherId, 'A'.repeat(32)])
      expect((await call('GET', `/ecom/venda/carrinho-compartilhado/${t}`)).statusCode, t).toBe(404);
    expect((await call('GET', '/ecom/venda/carrinho-compartilhado/short')).statusCode).toBe(422);
    expect((await call('GET', `/admin/cart-shares/${token}`)).statusCode).toBe(401);
    expect((await call('GET', `/admin/cart-shares/${token}`, undefined, ana)).statusCode).toBe(401);
    clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect((await call('GET', `/ecom/venda/carrinho-compartilhado/${token}`)).statusCode).toBe(404);
  });
});
