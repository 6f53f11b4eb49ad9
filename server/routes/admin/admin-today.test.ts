import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, payments, products } from '../../db/schema';
import { bearer, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { customer, order, staffMember } from '../../test/staff-fixtures';

// The fixture's orders are created "now" by the database clock unless given createdAt; the API's clock is real here.
const clock = testClock(new Date());
let api: TestApi;
let manager: Awaited<ReturnType<typeof staffMember>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;

const get = (url: string, token: string) => api.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  api = await startTestApi(5);
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  clerk = await staffMember(api, clock, 'balcao@loja.test', 'clerk');
});
afterAll(() => api?.close());

describe('the back office "today" counts and an order\'s history', () => {
  it('counts what waits at the counter, what to ship and what is unpaid past the hour, as the list links filter', async () => {
    const [p] = await api.database.db.select({ id: products.id }).from(products).limit(1);
    const ana = await customer(api, true, 'Ana');
    const old = new Date(Date.now() - 3 * 3600_000);
    const atCounter = await order(api, {
      customerId: ana.id,
      status: 'PAGO',
      delivery: false,
      productId: p.id,
    });
    await order(api, { customerId: ana.id, status: 'PAGO', delivery: true, productId: p.id });
    await order(api, {
      customerId: ana.id,
      status: 'PAGAMENTO',
      delivery: true,
      productId: p.id,
      createdAt: old,
    });
    await order(api, { customerId: ana.id, status: 'PAGAMENTO', delivery: true, productId: p.id });
    const today = await get('/admin/orders/today', clerk.token);
    expect(today.statusCode).toBe(200);
    expect(today.json()).toEqual({
      counter: 1,
      to_ship: 1,
      unpaid_late: 1,
      refunds_pending: 0,
      invoices_rejected: 0,
      late_after_minutes: 60,
    });
    // The tile's link: the same filter on the list.
    const waiting = await get('/admin/orders?status=PAGO&delivery=retirada&handed_over=no', clerk.token);
    expect(waiting.json().data.map((o: { number: number }) => o.number)).toEqual([atCounter.number]);
    const toShip = await get('/admin/orders?status=PAGO&delivery=entrega', clerk.token);
    expect(toShip.json().data).toHaveLength(1);
    // Handed over at the counter: no longer waiting.
    await api.app.inject({
      method: 'POST',
      url: `/admin/pickup/${atCounter.pickupCode}/hand-over`,
      headers: bearer(clerk.token),
    });
    expect((await get('/admin/orders/today', clerk.token)).json().counter).toBe(0);
    // The list's pickup-point filter offers names, not ids.
    const points = (await get('/admin/orders/pickup-points', clerk.token)).json().data;
    expect(points.find((p: { id: number }) => p.id === atCounter.pickupPointId)?.name).toEqual(
      expect.any(String),
    );
  });

  it("an order's history names who did what, for managers; a clerk gets 403", async () => {
    const [p] = await api.database.db.select({ id: products.id }).from(products).limit(1);
    const luis = await customer(api, false, 'Luis');
    const o = await order(api, { customerId: luis.id, status: 'PAGAMENTO', delivery: true, productId: p.id });
    await api.app.inject({
      method: 'POST',
      url: `/admin/orders/${o.number}/cancel`,
      headers: bearer(clerk.token),
      payload: { reason: 'cliente desistiu' },
    });
    const history = await get(`/admin/orders/${o.number}/history`, manager.token);
    expect(history.statusCode).toBe(200);
    const [entry] = history.json().data;
    expect(entry).toMatchObject({
      action: 'order.cancel',
      after: { reason: 'cliente desistiu', status: 'CANCELADO' },
    });
    expect(entry.actor).not.toContain('@');
    expect((await get(`/admin/orders/${o.number}/history`, clerk.token)).statusCode).toBe(403);
  });

  it('counts refunds waiting at their provider and orders whose latest invoice SET rejected, as the list filters', async () => {
    const db = api.database.db;
    const [p] = await db.select({ id: products.id }).from(products).limit(1);
    const rosa = await customer(api, false, 'Rosa');
    const before = (await get('/admin/orders/today', clerk.token)).json();
    const refunding = await order(api, {
      customerId: rosa.id,
      status: 'PAGO',
      delivery: true,
      productId: p.id,
    });
    await db.update(payments).set({ status: 'ESTORNANDO' }).where(eq(payments.orderId, refunding.id));
    const rejected = await order(api, {
      customerId: rosa.id,
      status: 'PAGO',
      delivery: true,
      productId: p.id,
    });
    const resent = await order(api, { customerId: rosa.id, status: 'PAGO', delivery: true, productId: p.id });
    const invoice = (orderId: number, number: number, status: string) => ({
      orderId,
      kind: 'FE',
      establishment: '001',
      point: '009',
      number,
      securityCode: String(number).padStart(9, '0'),
      status,
      issuedAt: new Date(),
    });
    await db.insert(invoices).values([
      invoice(rejected.id, 90_001, 'rejected'),
      // Rejected, then a later document of the same order SET approved: nothing left to fix.
      invoice(resent.id, 90_002, 'rejected'),
      invoice(resent.id, 90_003, 'approved'),
    ]);
    const today = (await get('/admin/orders/today', clerk.token)).json();
    expect(today.refunds_pending - before.refunds_pending).toBe(1);
    expect(today.invoices_rejected - before.invoices_rejected).toBe(1);
    const numbers = async (url: string) =>
      (await get(url, clerk.token)).json().data.map((o: { number: number }) => o.number);
    expect(await numbers('/admin/orders?refund=pending')).toEqual([refunding.number]);
    expect(await numbers('/admin/orders?invoice=rejected')).toEqual([rejected.number]);
    expect((await get('/admin/orders?invoice=approved', clerk.token)).statusCode).toBe(422);
  });
});
