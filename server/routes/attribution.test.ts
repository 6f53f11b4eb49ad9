import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_HEADER, serializeAttribution, type Attribution } from '../../lib/contract/attribution';
import type { CartResponse } from '../../lib/contract/cart';
import type { SalesReport } from '../../lib/contract/admin-reports';
import type { ShippingOptionBody } from '../../lib/contract/shipping';
import { orders, products, sellers } from '../db/schema';
import { bearer, brazilian, register, testClock } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';
import { staffMember } from '../test/staff-fixtures';

const clock = testClock(new Date('2026-11-23T12:00:00Z'));
let api: TestApi;
let productId: number;
let sellerId: number;
let manager: string;
let clerk: string;
const numbers: Record<string, number> = {};

const touch = (s: string, m?: string) => ({ s, ...(m ? { m } : {}), at: 1 });

async function pickupQuote(token: string, cart: CartResponse): Promise<ShippingOptionBody> {
  const quote = await api.app.inject({
    method: 'PUT',
    url: `/ecom/venda/carrinho/${cart.external_id}/calcular-frete`,
    payload: { cidade_id: 3830 },
    headers: bearer(token),
  });
  return (quote.json() as ShippingOptionBody[])[0];
}

/** A Brazilian's pickup checkout of one unit, with the storefront's attribution header when given. */
async function checkout(
  token: string,
  cart: CartResponse,
  origin?: Attribution | string,
  quoted?: ShippingOptionBody,
) {
  const pickup = quoted ?? (await pickupQuote(token, cart));
  const header = typeof origin === 'string' ? origin : origin ? serializeAttribution(origin) : undefined;
  const res = await api.app.inject({
    method: 'POST',
    url: `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`,
    payload: {
      token_entrega: pickup.token,
      valor_frete: pickup.valor,
      entrega_servico_id: null,
      cliente_endereco_id: null,
      id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
      metodo_pagamento: 'PIX',
    },
    headers: { ...bearer(token), ...(header ? { [ATTRIBUTION_HEADER]: header } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pedido.pedido as number;
}

async function cartFor(token: string): Promise<CartResponse> {
  const res = await api.app.inject({
    method: 'POST',
    url: '/ecom/venda/carrinho',
    payload: { external_id: randomUUID(), moeda_id: 2, itens: [{ produto_id: productId, qtde: 1 }] },
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const admin = (url: string, token: string) => api.app.inject({ method: 'GET', url, headers: bearer(token) });
const listed = async (qs: string) => {
  const res = await admin(`/admin/orders?${qs}`, clerk);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { number: number }[]).map((o) => o.number).sort();
};
const day = (offset: number) =>
  new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await startTestApi(40, { deps: { now: clock.now } });
  const { db } = api.database;
  [{ id: productId }] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 20 AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(1);
  [{ id: sellerId }] = await db.select({ id: sellers.id }).from(sellers).limit(1);
  manager = (await staffMember(api, clock, 'gerente@loja.test', 'manager')).token;
  clerk = (await staffMember(api, clock, 'balcao@loja.test', 'clerk')).token;
  const shopper = async (email: string) => (await register(api.app, brazilian(email))).json().token as string;
  const [ana, bia, caio] = [
    await shopper('ana@x.test'),
    await shopper('bia@x.test'),
    await shopper('caio@x.test'),
  ];
  const anaCart = await cartFor(ana);
  const anaQuote = await pickupQuote(ana, anaCart);
  numbers.whatsapp = await checkout(
    ana,
    anaCart,
    { f: touch('google', 'cpc'), l: touch('whatsapp', 'chat'), v: sellerId },
    anaQuote,
  );
  // The same cart checked out again (a retry) returns the same order and keeps what the first call recorded.
  expect(await checkout(ana, anaCart, { f: touch('tiktok'), l: touch('tiktok') }, anaQuote)).toBe(
    numbers.whatsapp,
  );
  numbers.instagram = await checkout(bia, await cartFor(bia), {
    f: touch('instagram'),
    l: touch('instagram'),
  });
  numbers.direct = await checkout(caio, await cartFor(caio));
  // Paid, as the gateway's webhook would leave them.
  await db
    .update(orders)
    .set({ paidAt: new Date(), status: 'PAGO' })
    .where(inArray(orders.number, Object.values(numbers)));
});
afterAll(() => api?.close());

describe('attribution at checkout (issue 28)', () => {
  it('records the first and last campaign source and the seller on the order; none for a direct visit', async () => {
    const rows = await api.database.db
      .select({
        number: orders.number,
        first: orders.sourceFirst,
        last: orders.sourceLast,
        seller: orders.sellerId,
      })
      .from(orders)
      .where(inArray(orders.number, Object.values(numbers)));
    const by = (n: number) => rows.find((r) => r.number === n);
    expect(by(numbers.whatsapp)).toMatchObject({ first: 'google', last: 'whatsapp', seller: sellerId });
    expect(by(numbers.instagram)).toMatchObject({ first: 'instagram', last: 'instagram', seller: null });
    expect(by(numbers.direct)).toMatchObject({ first: null, last: null, seller: null });
  });

  it('ignores a malformed attribution header rather than refusing the order', async () => {
    const token = (await register(api.app, brazilian('davi@x.test'))).json().token as string;
    const number = await checkout(token, await cartFor(token), 'eyJmIjox');
    const [row] = await api.database.db
      .select({ last: orders.sourceLast })
      .from(orders)
      .where(eq(orders.number, number));
    expect(row.last).toBeNull();
  });
});

describe('the back office: orders by source and by seller', () => {
  it('filters the orders list by last source (direct included) and by seller', async () => {
    expect(await listed('source=whatsapp')).toEqual([numbers.whatsapp]);
    expect(await listed('source=Instagram')).toEqual([numbers.instagram]);
    expect(await listed(`source=${encodeURIComponent('(direto)')}`)).toContain(numbers.direct);
    expect(await listed(`source=${encodeURIComponent('(direto)')}`)).not.toContain(numbers.whatsapp);
    expect(await listed(`seller_id=${sellerId}`)).toEqual([numbers.whatsapp]);
  });

  it('reports paid orders and revenue per source and per seller, per day and month, for managers only', async () => {
    const report = async (qs: string) => {
      const res = await admin(`/admin/reports/sales?from=${day(-1)}&to=${day(1)}&${qs}`, manager);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SalesReport;
    };
    const [total] = await api.database.db
      .select({ minor: orders.totalMinor })
      .from(orders)
      .where(eq(orders.number, numbers.whatsapp));
    const bySource = await report('by=source&period=day');
    expect(bySource.currencies).toEqual(['USD']);
    const keys = bySource.rows.map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(['whatsapp', 'instagram', '(direto)']));
    const whatsapp = bySource.rows.find((r) => r.key === 'whatsapp')!;
    expect(whatsapp).toMatchObject({ orders: 1, revenue: { USD: total.minor / 100 } });
    expect(whatsapp.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Credited to the first campaign instead: Google brought that shopper first.
    const first = await report('by=source&period=month&touch=first');
    expect(first.rows.map((r) => r.key)).toContain('google');
    expect(first.rows[0].period).toMatch(/^\d{4}-\d{2}$/);
    const bySeller = await report('by=seller&period=month');
    const seller = bySeller.rows.find((r) => r.key === String(sellerId))!;
    expect(seller.orders).toBe(1);
    expect(seller.label).not.toMatch(/^#/);
    expect((await admin(`/admin/reports/sales?from=${day(-1)}&to=${day(1)}`, clerk)).statusCode).toBe(403);
    expect((await admin(`/admin/reports/sales?from=${day(1)}&to=${day(-1)}`, manager)).statusCode).toBe(422);
  });
});
