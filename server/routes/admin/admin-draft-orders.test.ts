import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../lib/contract/admin-drafts';
import { auditLog, customers, orders, products } from '../../db/schema';
import { bearer, brazilian, paraguayan, register, testClock } from '../../test/account-fixtures';
import { sellableProductId, startTestApi, type TestApi } from '../../test/harness';
import { staffMember } from '../../test/staff-fixtures';

const clock = testClock(new Date('2026-11-27T12:00:00Z'));
let api: TestApi;
let clerk: Awaited<ReturnType<typeof staffMember>>;
let otherClerk: string;
let manager: Awaited<ReturnType<typeof staffMember>>;
let luis: { token: string; id: number; addressId: number };
let ana: { token: string; id: number };
let productId: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });
const stockOf = async () =>
  (await api.database.db.select({ s: products.stockQty }).from(products).where(eq(products.id, productId)))[0]
    .s;

async function draftFor(customerId: number, token = clerk.token): Promise<Draft> {
  const res = await call('POST', '/admin/draft-orders', token, { customer_id: customerId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const setLine = (id: number, body: object, token = clerk.token) =>
  call('PUT', `/admin/draft-orders/${id}/lines`, token, body);

/** Quotes store pickup at the first point and sends the draft. */
async function sendPickup(d: Draft, method: string, token = clerk.token) {
  const q = await call('POST', `/admin/draft-orders/${d.id}/shipping`, token, { city_id: 3830 });
  expect(q.statusCode, q.body).toBe(200);
  const pickup = q.json().data.find((o: { service_id: number | null }) => o.service_id === null);
  const point = pickup.pickup_points[0];
  return call('POST', `/admin/draft-orders/${d.id}/send`, token, {
    token_entrega: point.token,
    valor_frete: 0,
    id_ponto_entrega: point.id,
    metodo_pagamento: method,
  });
}

const idOf = async (email: string) =>
  (await api.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0]
    .id;

beforeAll(async () => {
  api = await startTestApi(20, { deps: { now: clock.now } });
  clerk = await staffMember(api, clock, 'vendedora@loja.test', 'clerk');
  otherClerk = (await staffMember(api, clock, 'outro@loja.test', 'clerk')).token;
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  const l = (await register(api.app, paraguayan('luis.draft@example.com'), 'es')).json();
  luis = { token: l.token, id: await idOf('luis.draft@example.com'), addressId: l.user.enderecos[0].id };
  const a = (await register(api.app, brazilian('ana.draft@example.com'))).json();
  ana = { token: a.token, id: await idOf('ana.draft@example.com') };
  productId = await sellableProductId(api.database.db, 10);
});
afterAll(() => api?.close());

describe('draft orders: a seller builds an order (issue 28 point 3)', () => {
  it('a clerk adds lines at catalogue prices and stock, but may not set a price or give a discount', async () => {
    const d = await draftFor(luis.id);
    expect(d).toMatchObject({ status: 'open', seller: { name: 'vendedora' }, currency_id: 3, lines: [] });
    const added = await setLine(d.id, { product_id: productId, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json<Draft>().lines[0];
    expect(line).toMatchObject({ product_id: productId, quantity: 2 });
    expect(line.unit_price_minor).toBeGreaterThan(0);
    expect(line.available).toBe(await stockOf());

    const priced = await setLine(d.id, { product_id: productId, quantity: 2, unit_price_minor: 1 });
    expect(priced.statusCode).toBe(403);
    expect(priced.json().message).toMatch(/catálogo/);
    const discount = await call('PUT', `/admin/draft-orders/${d.id}/discount`, clerk.token, {
      discount_minor: 100,
    });
    expect(discount.statusCode).toBe(403);
    const again = (await call('GET', `/admin/draft-orders/${d.id}`, clerk.token)).json<Draft>();
    expect(again.lines[0].unit_price_minor).toBe(line.unit_price_minor);
    expect(again.discount_minor).toBe(0);

    const removed = await setLine(d.id, { product_id: productId, quantity: 0 });
    expect(removed.json<Draft>().lines).toEqual([]);
  });

  it('answers 404 for forged ids and another clerk’s draft, 422 for bad input', async () => {
    const d = await draftFor(luis.id);
    expect((await call('GET', `/admin/draft-orders/${d.id}`, otherClerk)).statusCode).toBe(404);
    expect((await setLine(d.id, { product_id: productId, quantity: 1 }, otherClerk)).statusCode).toBe(404);
    expect((await call('GET', `/admin/draft-orders/999999`, clerk.token)).statusCode).toBe(404);
    expect((await call('POST', '/admin/draft-orders', clerk.token, { customer_id: 999999 })).statusCode).toBe(
      404,
    );
    expect((await setLine(d.id, { product_id: 999999, quantity: 1 })).statusCode).toBe(404);
    const bad = await setLine(d.id, { product_id: productId, quantity: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.quantity).toBeDefined();
    expect((await call('GET', '/admin/draft-orders/abc', clerk.token)).statusCode).toBe(422);
    // A manager reaches every draft.
    expect((await call('GET', `/admin/draft-orders/${d.id}`, manager.token)).statusCode).toBe(200);
    expect((await call('GET', `/admin/draft-orders/${d.id}`, null)).statusCode).toBe(401);
  });

  it('quotes Brazilians store pickup only, Paraguayans delivery too', async () => {
    const br = await draftFor(ana.id);
    expect(br.currency_id).toBe(2);
    await setLine(br.id, { product_id: productId, quantity: 1 });
    const q = (
      await call('POST', `/admin/draft-orders/${br.id}/shipping`, clerk.token, { city_id: 3830 })
    ).json();
    expect(q.data.map((o: { service_id: number | null }) => o.service_id)).toEqual([null]);
    const py = await draftFor(luis.id);
    await setLine(py.id, { product_id: productId, quantity: 1 });
    const qp = await call('POST', `/admin/draft-orders/${py.id}/shipping`, clerk.token, {
      address_id: luis.addressId,
    });
    expect(qp.statusCode, qp.body).toBe(200);
    expect(qp.json().data.some((o: { service_id: number | null }) => o.service_id !== null)).toBe(true);
  });

  it('a manager’s discount is bounded at 15 % and audited; sending holds stock and records the seller', async () => {
    const d = await draftFor(luis.id);
    const items = (await setLine(d.id, { product_id: productId, quantity: 2 })).json<Draft>();
    const tooMuch = await call('PUT', `/admin/draft-orders/${d.id}/discount`, manager.token, {
      discount_minor: items.max_discount_minor + 1,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.discount_minor[0]).toMatch(/15%/);
    const ok = await call('PUT', `/admin/draft-orders/${d.id}/discount`, manager.token, {
      discount_minor: items.max_discount_minor,
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const before = await stockOf();
    const sent = await sendPickup(d, 'TRANSFERENCIA');
    expect(sent.statusCode, sent.body).toBe(200);
    const done = sent.json<Draft>();
    expect(done.status).toBe('sent');
    expect(done.order!.total_minor).toBe(items.items_minor - items.max_discount_minor);
    expect(done.payment_link).toMatch(/\/es-PY\/pagar\/[\w-]{16}\.\d+\.[\w-]{16}$/);
    expect(await stockOf()).toBe(before - 2);
    const [order] = await api.database.db.select().from(orders).where(eq(orders.number, done.order!.number));
    expect(order).toMatchObject({ sellerStaffId: clerk.id, discountMinor: items.max_discount_minor });
    const audit = await api.database.db
      .select({ action: auditLog.action, staffId: auditLog.staffId })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(d.id)));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['draft.create', 'draft.line', 'draft.discount', 'draft.send']),
    );
    // The order shows its seller in the back office.
    const detail = await call('GET', `/admin/orders/${done.order!.number}`, clerk.token);
    expect(detail.json().seller_staff).toMatchObject({ id: clerk.id, name: 'vendedora' });

    // Sent once: no second order, no more changes.
    const again = await call('POST', `/admin/draft-orders/${d.id}/send`, clerk.token, {
      token_entrega: 'x',
      valor_frete: 0,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/já foi enviado/);
    expect((await setLine(d.id, { product_id: productId, quantity: 1 })).statusCode).toBe(422);

    // The link: the customer's own order's payment; another customer, a forged signature, no session.
    const token = done.payment_link!.split('/pagar/')[1];
    const open = await call('GET', `/ecom/venda/pedido-vendedor/${token}`, luis.token);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().pedido.pedido).toBe(done.order!.number);
    expect(open.json().link_pagamento[0]).toMatch(/\/sandbox-gateway\/pay\//);
    expect((await call('GET', `/ecom/venda/pedido-vendedor/${token}`, ana.token)).statusCode).toBe(404);
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await call('GET', `/ecom/venda/pedido-vendedor/${forged}`, luis.token)).statusCode).toBe(404);
    expect((await call('GET', `/ecom/venda/pedido-vendedor/${token}`, null)).statusCode).toBe(401);
  });
});
