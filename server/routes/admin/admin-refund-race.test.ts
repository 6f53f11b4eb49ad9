import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, products } from '../../db/schema';
import { bearer, testClock } from '../../test/account-fixtures';
import type { EbanxDouble } from '../../test/doubles/ebanx-double';
import type { TestApi } from '../../test/harness';
import { startApiWithProviders } from '../../test/providers';
import { customer, order, staffMember } from '../../test/staff-fixtures';

/**
 * Two staff refund one paid order at the same moment through the admin API (issue 26 point 2, decision 0039): one
 * 200, one 409 in the spec's error shape, EBANX asked once. Meant for PostgreSQL, where the two requests really run
 * side by side: DATABASE_URL=postgres://…/test_<branch> npx vitest run server/routes/admin/admin-refund-race.test.ts
 */
const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let closeAll: (() => Promise<void>) | undefined;
let ebanx: EbanxDouble;
let owner: Awaited<ReturnType<typeof staffMember>>;
let manager: Awaited<ReturnType<typeof staffMember>>;
let buyerId: number;
let productId: number;

const refundCalls = (hash: string) =>
  ebanx.requests.filter((r) => r.path === '/ws/refund' && r.body.hash === hash).length;

/** A PAGO order whose payment EBANX holds as confirmed (CO). */
async function paidEbanxOrder() {
  const o = await order(api, { customerId: buyerId, status: 'PAGO', delivery: false, productId });
  const hash = `race${o.number}`;
  ebanx.payments.set(hash, {
    hash,
    request: { merchant_payment_code: `pay-${o.number}` },
    status: 'CO',
    type: 'pix',
    currency: 'USD',
    amount: o.totalMinor / 100,
    instalments: 1,
    refunds: [],
  });
  await api.database.db
    .update(payments)
    .set({ provider: 'ebanx', gatewayReference: hash })
    .where(eq(payments.orderId, o.id));
  return { number: o.number, id: o.id, hash };
}
const refundAs = (who: { token: string }, number: number) =>
  api.app.inject({
    method: 'POST',
    url: `/admin/refunds/${number}`,
    headers: bearer(who.token),
    payload: { reason: 'cliente desistiu' },
  });

beforeAll(async () => {
  const up = await startApiWithProviders({
    providers: ['ebanx'],
    now: clock.now,
    products: 20,
    timeoutMs: 2000,
  });
  ({ api, ebanx } = up);
  closeAll = up.close;
  owner = await staffMember(api, clock, 'dona.race@loja.test', 'owner');
  manager = await staffMember(api, clock, 'gerente.race@loja.test', 'manager');
  buyerId = (await customer(api, true, 'Ana')).id;
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 20`)
    .limit(1);
  productId = p.id;
});
afterAll(() => closeAll?.());

describe('two staff refund the same order at the same moment', () => {
  it('one 200, one 409 with the error shape, one call to EBANX', async () => {
    const { number, id, hash } = await paidEbanxOrder();
    await owner.stepUp();
    await manager.stepUp();
    // EBANX answers the refund after 250 ms, so the first refund is still in flight when the second asks: without
    // it, a fast double sometimes finished the first before the second began, which then (rightly) heard "only a
    // PAGO or ENVIADO order" instead, and the test failed by chance.
    ebanx.state.delayMs = 250;
    const [a, b] = await Promise.all([refundAs(owner, number), refundAs(manager, number)]).finally(
      () => (ebanx.state.delayMs = 0),
    );
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    // Spec §8 (server/http/error-handler.ts): a conflict is {message}, in the staff member's language.
    expect(refused.json()).toEqual({
      message: 'Este pedido já tem um estorno em andamento: aguarde a confirmação do provedor de pagamento.',
    });
    expect((a.statusCode === 200 ? a : b).json().status).toBe('ESTORNADO');
    expect(refundCalls(hash)).toBe(1);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe('ESTORNADO');
  });

  it('while EBANX has not confirmed it, the order page offers no refund and says it is pending', async () => {
    const { number, hash } = await paidEbanxOrder();
    ebanx.control.refundStatus = 'RE';
    try {
      await manager.stepUp();
      const first = await refundAs(manager, number);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ status: 'PAGO', refund_pending: true });
      expect(first.json().actions).not.toContain('refund');
      const page = await api.app.inject({
        method: 'GET',
        url: `/admin/orders/${number}`,
        headers: bearer(owner.token),
      });
      expect(page.json()).toMatchObject({ refund_pending: true });
      expect(page.json().actions).not.toContain('refund');
      await owner.stepUp();
      expect((await refundAs(owner, number)).statusCode).toBe(409);
      expect(refundCalls(hash)).toBe(1);
    } finally {
      ebanx.control.refundStatus = 'CO';
    }
  });
});
