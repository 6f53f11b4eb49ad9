import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, products, whatsappMessages } from '../../db/schema';
import { bearer, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { testWhatsapp as whatsapp } from '../../test/whatsapp-fixtures';
import { customer, order, staffMember } from '../../test/staff-fixtures';
import { orderAnswer } from '../order-answers';

/**
 * Issue 28: "ready for pickup". A clerk (or above) marks a paid pickup order prepared, once; the shopper's order says
 * so; a shopper who asked for order updates on WhatsApp gets the ready template (pickup code) from the outbox, one
 * who did not gets nothing; the audit log has who and when.
 */
const clock = testClock(new Date('2026-11-27T14:00:00Z'));
let api: TestApi;
let clerk: Awaited<ReturnType<typeof staffMember>>;
let productId: number;

const call = (method: 'GET' | 'POST', url: string, token?: string) =>
  api.app.inject({
    method,
    url,
    payload: method === 'POST' ? {} : undefined,
    headers: token ? bearer(token) : {},
  });
const messagesOf = (orderId: number) =>
  api.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));
const auditFor = (number: number) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order.ready'), eq(auditLog.entityId, String(number))));

beforeAll(async () => {
  api = await startTestApi(20, { config: { whatsapp }, deps: { now: clock.now } });
  clerk = await staffMember(api, clock, 'separa@loja.test', 'clerk');
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 20`)
    .limit(1);
  productId = p.id;
});
afterAll(() => api?.close());

describe('ready for pickup (issue 28)', () => {
  it('a clerk marks a paid pickup order ready: the shopper sees it, the opted-in one gets WhatsApp, audited', async () => {
    const ana = await customer(api, true, 'Ana');
    await api.services.whatsappUpdates.consent.set(ana.id, true);
    const o = await order(api, { customerId: ana.id, status: 'PAGO', delivery: false, productId });
    const before = await call('GET', `/admin/orders/${o.number}`, clerk.token);
    expect(before.json()).toMatchObject({
      ready_at: null,
      ready_by: null,
      actions: ['ready', 'hand_over', 'refund'],
    });

    const res = await call('POST', `/admin/orders/${o.number}/ready`, clerk.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'PAGO',
      ready_at: clock.now().toISOString(),
      ready_by: { email: clerk.email },
      // Still to be handed over at the counter; not ready a second time.
      actions: ['hand_over', 'refund'],
    });

    const shopper = await api.services.orders.detail(ana.id, o.externalId);
    expect(shopper).toMatchObject({ status: 'PAGO', readyAt: clock.now(), handedOverAt: null });

    const queued = await messagesOf(o.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      event: 'ready',
      template: 'loja_pedido_pronto',
      lang: 'pt_BR',
      toPhone: '5511912345678',
      params: ['Ana', String(o.number), o.pickupCode],
      status: 'pending',
    });

    const [entry] = await auditFor(o.number);
    expect(entry).toMatchObject({
      actor: clerk.email,
      before: { status: 'PAGO', ready_at: null },
      after: { status: 'PAGO', ready_at: clock.now().toISOString() },
    });

    // Once only.
    const again = await call('POST', `/admin/orders/${o.number}/ready`, clerk.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Só um pedido PAGO para retirar na loja/);
    expect(await auditFor(o.number)).toHaveLength(1);
    expect(await messagesOf(o.id)).toHaveLength(1);
  });

  it('a shopper who did not ask for WhatsApp updates gets no message; the order is ready all the same', async () => {
    const luis = await customer(api, false, 'Luis');
    const o = await order(api, { customerId: luis.id, status: 'PAGO', delivery: false, productId });
    expect((await call('POST', `/admin/orders/${o.number}/ready`, clerk.token)).statusCode).toBe(200);
    expect(await messagesOf(o.id)).toHaveLength(0);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row.readyAt).toEqual(clock.now());
    expect(row.readyBy).toBe(clerk.id);
  });

  it('refuses a delivery, an unpaid and a collected order, writing nothing; staff only', async () => {
    const ana = await customer(api, true, 'Bia');
    await api.services.whatsappUpdates.consent.set(ana.id, true);
    const delivery = await order(api, { customerId: ana.id, status: 'PAGO', delivery: true, productId });
    const unpaid = await order(api, { customerId: ana.id, status: 'PAGAMENTO', delivery: false, productId });
    const collected = await order(api, { customerId: ana.id, status: 'PAGO', delivery: false, productId });
    await api.services.staff.actions.handOver(collected.pickupCode!, {
      staffId: clerk.id,
      email: clerk.email,
    });
    for (const o of [delivery, unpaid, collected]) {
      const res = await call('POST', `/admin/orders/${o.number}/ready`, clerk.token);
      expect(res.statusCode, `order ${o.status}`).toBe(409);
      expect(await auditFor(o.number)).toHaveLength(0);
      expect((await messagesOf(o.id)).filter((m) => m.event === 'ready')).toHaveLength(0);
    }
    const open = await order(api, { customerId: ana.id, status: 'PAGO', delivery: false, productId });
    expect((await call('POST', `/admin/orders/${open.number}/ready`)).statusCode).toBe(401);
    expect((await call('POST', '/admin/orders/99999999/ready', clerk.token)).statusCode).toBe(404);
  });

  it("the shopper's order answer carries pronto_em", async () => {
    const luis = await customer(api, false, 'Rosa');
    const o = await order(api, { customerId: luis.id, status: 'PAGO', delivery: false, productId });
    const view = () => api.services.orders.detail(luis.id, o.externalId);
    expect((await view()).readyAt).toBeNull();
    clock.advance(60_000);
    await call('POST', `/admin/orders/${o.number}/ready`, clerk.token);
    expect(orderAnswer(await view())).toMatchObject({ pronto_em: clock.now().toISOString() });
  });
});
