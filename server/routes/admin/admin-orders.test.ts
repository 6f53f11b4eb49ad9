import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, orders, payments, products } from '../../db/schema';
import type { RefundOrder } from '../../services/orders/order-actions';
import { ValidationError } from '../../services/errors';
import { bearer, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { customer, order, staffMember } from '../../test/staff-fixtures';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let owner: Awaited<ReturnType<typeof staffMember>>;
let manager: Awaited<ReturnType<typeof staffMember>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;
let ana: Awaited<ReturnType<typeof customer>>; // Brazilian
let luis: Awaited<ReturnType<typeof customer>>; // Paraguayan
let productId: number;
/** What the injected refund does in each test (the payments service's, issue 22, at merge). */
let refundImpl: RefundOrder = async () => {
  throw new Error('not configured');
};
const revalidations: string[] = [];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });
const stockOf = async () =>
  (await api.database.db.select({ s: products.stockQty }).from(products).where(eq(products.id, productId)))[0]
    .s;
const mailsTo = (to: string) =>
  api.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
const auditFor = (action: string, number: number) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(number))));

beforeAll(async () => {
  const fakeFetch = (async (url: string, init: RequestInit) => {
    revalidations.push(`${url} ${String(init.body)}`);
    return new Response('{}', { status: 200 });
  }) as unknown as typeof fetch;
  api = await startTestApi(20, {
    deps: { now: clock.now, fetch: fakeFetch, refundOrder: (r) => refundImpl(r) },
  });
  owner = await staffMember(api, clock, 'dona@loja.test', 'owner');
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  clerk = await staffMember(api, clock, 'balcao@loja.test', 'clerk');
  ana = await customer(api, true, 'Ana');
  luis = await customer(api, false, 'Luis');
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 50`)
    .limit(1);
  productId = p.id;
});
afterAll(() => api?.close());

describe('orders list', () => {
  let made: Awaited<ReturnType<typeof order>>[] = [];
  beforeAll(async () => {
    made = [
      await order(api, {
        customerId: ana.id,
        status: 'PAGO',
        delivery: false,
        productId,
        method: 'PIX',
        createdAt: new Date('2026-11-01T10:00:00Z'),
      }),
      await order(api, {
        customerId: luis.id,
        status: 'PAGO',
        delivery: true,
        productId,
        method: 'QR',
        createdAt: new Date('2026-11-10T10:00:00Z'),
      }),
      await order(api, {
        customerId: luis.id,
        status: 'PAGAMENTO',
        delivery: true,
        productId,
        method: 'QR',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      }),
      await order(api, {
        customerId: ana.id,
        status: 'ENVIADO',
        delivery: false,
        productId,
        method: 'CARTAO',
        createdAt: new Date('2026-11-21T10:00:00Z'),
      }),
    ];
  });
  const numbers = (res: { json: () => { data: { number: number }[] } }) =>
    res.json().data.map((o) => o.number);

  it('filters by status, buyer kind, payment method, pickup point, date range and text', async () => {
    const [pickupPaid, deliveryPaid, unpaid, shipped] = made.map((o) => o.number);
    expect(numbers(await call('GET', '/admin/orders?status=PAGO', clerk.token))).toEqual([
      deliveryPaid,
      pickupPaid,
    ]);
    expect(numbers(await call('GET', '/admin/orders?buyer=local', clerk.token))).toEqual([
      unpaid,
      deliveryPaid,
    ]);
    expect(numbers(await call('GET', '/admin/orders?buyer=foreign', clerk.token))).toEqual([
      shipped,
      pickupPaid,
    ]);
    expect(numbers(await call('GET', '/admin/orders?payment_method=QR', clerk.token))).toEqual([
      unpaid,
      deliveryPaid,
    ]);
    expect(
      numbers(await call('GET', `/admin/orders?pickup_point_id=${made[0].pickupPointId}`, clerk.token)),
    ).toEqual([shipped, pickupPaid]);
    const range = await call(
      'GET',
      `/admin/orders?from=${encodeURIComponent('2026-11-05T00:00:00Z')}&to=${encodeURIComponent('2026-11-20T23:59:59Z')}`,
      clerk.token,
    );
    expect(numbers(range)).toEqual([unpaid, deliveryPaid]);
    expect(numbers(await call('GET', `/admin/orders?q=${pickupPaid}`, clerk.token))).toEqual([pickupPaid]);
    expect(
      numbers(
        await call('GET', `/admin/orders?q=${encodeURIComponent(luis.email.toUpperCase())}`, clerk.token),
      ),
    ).toEqual([unpaid, deliveryPaid]);
    expect(numbers(await call('GET', '/admin/orders?q=souza', clerk.token))).toEqual([shipped, pickupPaid]);
    // A document as typed or digits only.
    expect(numbers(await call('GET', '/admin/orders?q=52998224725', clerk.token))).toEqual([
      shipped,
      pickupPaid,
    ]);
    expect(numbers(await call('GET', '/admin/orders?q=529.982', clerk.token))).toEqual([shipped, pickupPaid]);
    // LIKE wildcards are text, not patterns.
    expect(numbers(await call('GET', '/admin/orders?q=%25', clerk.token))).toEqual([]);
    const row = (await call('GET', '/admin/orders?status=ENVIADO', clerk.token)).json().data[0];
    expect(row).toMatchObject({
      buyer: { name: 'Ana Souza', foreign: true },
      delivery: 'retirada',
      total: { value: 100, moeda: { simbolo: 'U$' } },
    });
  });

  it('pages by keyset: every order once, in order, and a bad filter is a 422', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await call('GET', `/admin/orders?limit=1${cursor ? `&cursor=${cursor}` : ''}`, clerk.token);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...numbers(res));
      cursor = res.json().next_cursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse().map((o) => o.number));
    expect((await call('GET', '/admin/orders?status=PERDIDO', clerk.token)).statusCode).toBe(422);
    expect((await call('GET', '/admin/orders?limit=1000', clerk.token)).statusCode).toBe(422);
    expect((await call('GET', "/admin/orders?cursor=1'%20or%201=1", clerk.token)).statusCode).toBe(422);
  });

  it('detail: items, payments, customer with document, pickup point; unknown number 404', async () => {
    const res = await call('GET', `/admin/orders/${made[0].number}`, clerk.token);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.customer).toMatchObject({ name: 'Ana Souza', document: '529.982.247-25', lang: 'pt' });
    expect(d.items).toEqual([
      expect.objectContaining({ name: 'Perfume Teste', quantity: 1, unit_price: 100 }),
    ]);
    expect(d.payments[0]).toMatchObject({ method: 'PIX', status: 'PAGO', events: [] });
    expect(d.pickup_point).toMatchObject({ id: made[0].pickupPointId });
    // A paid pickup order is marked ready (issue 28) before it is handed over.
    expect(d.actions).toEqual(['ready', 'hand_over', 'refund']);
    // Never the pickup code (issue 26): whoever reads the order could collect it; the counter looks the code up.
    expect(made[0].pickupCode).toBeTruthy();
    expect(res.body).not.toContain(made[0].pickupCode!);
    expect(d).not.toHaveProperty('pickup_code');
    expect((await call('GET', '/admin/orders/9999999', clerk.token)).statusCode).toBe(404);
  });
});

describe('transitions', () => {
  it('PAGO → ENVIADO for a delivery: the shopper sees it with the note, gets a Spanish e-mail, the audit has it', async () => {
    const o = await order(api, { customerId: luis.id, status: 'PAGO', delivery: true, productId });
    const res = await call('POST', `/admin/orders/${o.number}/ship`, clerk.token, {
      tracking_note: 'AEX 123-456',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ENVIADO',
      tracking_note: 'AEX 123-456',
      shipped_by: { email: clerk.email },
    });
    const shopper = await api.services.orders.detail(luis.id, o.externalId);
    expect(shopper).toMatchObject({ status: 'ENVIADO', trackingNote: 'AEX 123-456', shippedAt: clock.now() });
    const mails = await mailsTo(luis.email);
    expect(mails.map((m) => m.subject)).toContain(`Pedido nº ${o.number} enviado — Loja CDE`);
    expect(mails.find((m) => m.template === 'order-shipped')?.params).toMatchObject({
      lang: 'es',
      trackingNote: 'AEX 123-456',
    });
    const [entry] = await auditFor('order.ship', o.number);
    expect(entry).toMatchObject({
      actor: clerk.email,
      before: { status: 'PAGO' },
      after: { status: 'ENVIADO', tracking_note: 'AEX 123-456' },
    });
    // Twice, or a pickup order: refused, nothing written.
    expect((await call('POST', `/admin/orders/${o.number}/ship`, clerk.token, {})).statusCode).toBe(409);
    const pickup = await order(api, { customerId: ana.id, status: 'PAGO', delivery: false, productId });
    const refused = await call('POST', `/admin/orders/${pickup.number}/ship`, clerk.token, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Só um pedido PAGO com entrega em domicílio pode ser marcado como ENVIADO.',
    );
    expect(await auditFor('order.ship', pickup.number)).toHaveLength(0);
  });

  it("CANCELADO gives an unpaid order's stock back and cancels its waiting payment; a paid order is refused", async () => {
    const before = await stockOf();
    const o = await order(api, {
      customerId: ana.id,
      status: 'PAGAMENTO',
      delivery: false,
      productId,
      quantity: 3,
    });
    expect(await stockOf()).toBe(before - 3);
    const res = await call('POST', `/admin/orders/${o.number}/cancel`, clerk.token, {
      reason: 'cliente desistiu',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('CANCELADO');
    expect(await stockOf()).toBe(before);
    const [pay] = await api.database.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(pay.status).toBe('CANCELADO');
    expect((await mailsTo(ana.email)).map((m) => m.template)).toContain('order-cancelled');
    expect((await auditFor('order.cancel', o.number))[0].after).toMatchObject({
      status: 'CANCELADO',
      reason: 'cliente desistiu',
    });
    // A second cancel would give the stock back twice.
    expect((await call('POST', `/admin/orders/${o.number}/cancel`, clerk.token, {})).statusCode).toBe(409);
    expect(await stockOf()).toBe(before);
    const paid = await order(api, { customerId: ana.id, status: 'PAGO', delivery: false, productId });
    expect((await call('POST', `/admin/orders/${paid.number}/cancel`, clerk.token, {})).statusCode).toBe(409);
  });

  it('a staff-cancelled order stays cancelled when an approval arrives late; its money is flagged for a refund', async () => {
    const before = await stockOf();
    const o = await order(api, { customerId: ana.id, status: 'PAGAMENTO', delivery: false, productId });
    expect((await call('POST', `/admin/orders/${o.number}/cancel`, clerk.token, {})).statusCode).toBe(200);
    const [pay] = await api.database.db.select().from(payments).where(eq(payments.orderId, o.id));
    const outcome = await api.services.paymentEvents.apply({
      eventId: `late-${o.number}`,
      type: 'approved',
      paymentExternalId: pay.externalId,
      amountMinor: o.totalMinor,
      currencyId: o.currencyId,
      method: 'PIX',
      instalments: 1,
    });
    expect(outcome).toBe('applied');
    const [after] = await api.database.db.select().from(orders).where(eq(orders.id, o.id));
    // Not PAGO: no code to collect goods with, no stock taken again, no "payment confirmed" mail.
    expect(after).toMatchObject({ status: 'CANCELADO', pickupCode: null });
    expect(after.paidAt).not.toBeNull();
    expect(await stockOf()).toBe(before);
    expect(
      (await mailsTo(ana.email))
        .filter((m) => (m.params as { orderNumber?: number }).orderNumber === o.number)
        .map((m) => m.template),
    ).not.toContain('payment-confirmed');
    const [paidPay] = await api.database.db.select().from(payments).where(eq(payments.id, pay.id));
    expect(paidPay.status).toBe('PAGO');
    // Flagged: in the audit log, and the order page offers the refund to a manager.
    expect((await auditFor('order.paid_after_cancel', o.number))[0]).toMatchObject({
      staffId: null,
      after: { status: 'CANCELADO', payment: 'PAGO', refund: 'pending' },
    });
    expect((await call('GET', `/admin/orders/${o.number}`, manager.token)).json()).toMatchObject({
      status: 'CANCELADO',
      actions: ['refund'],
    });
    // An order cancelled by its hold running out still takes a late payment (the stock is taken again).
    const expired = await order(api, { customerId: ana.id, status: 'PAGAMENTO', delivery: false, productId });
    await api.database.db
      .update(orders)
      .set({ status: 'CANCELADO', releasedAt: clock.now() })
      .where(eq(orders.id, expired.id));
    await api.database.db
      .update(products)
      .set({ stockQty: sql`${products.stockQty} + 1` })
      .where(eq(products.id, productId));
    await api.database.db
      .update(payments)
      .set({ status: 'CANCELADO' })
      .where(eq(payments.orderId, expired.id));
    const [expiredPay] = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, expired.id));
    await api.services.paymentEvents.apply({
      eventId: `late-${expired.number}`,
      type: 'approved',
      paymentExternalId: expiredPay.externalId,
      amountMinor: expired.totalMinor,
      currencyId: expired.currencyId,
      method: 'PIX',
      instalments: 1,
    });
    expect((await api.database.db.select().from(orders).where(eq(orders.id, expired.id)))[0].status).toBe(
      'PAGO',
    );
  });

  it("refund: a manager's route; 503 while no provider can refund; through the payments service it commits with its audit entry", async () => {
    const o = await order(api, { customerId: luis.id, status: 'PAGO', delivery: true, productId });
    expect((await call('POST', `/admin/refunds/${o.number}`, clerk.token, {})).statusCode).toBe(403);
    const unavailable = await call('POST', `/admin/refunds/${o.number}`, manager.token, {
      reason: 'defeito',
    });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().message).toBe(
      'O estorno não está disponível: o provedor de pagamento não está configurado.',
    );
    // The payments service refuses by its own field name (`order`); the 422 names the order as it always did.
    refundImpl = async () => {
      throw new ValidationError({ order: ['orderNotRefundable'] }, 'orderNotRefundable');
    };
    const refused = await call('POST', `/admin/refunds/${o.number}`, manager.token, {});
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['pedido']);
    // A stand-in for issue 22's service: ESTORNADO, stock back, its audit entry, one transaction.
    const before = await stockOf();
    refundImpl = async (r) => {
      await api.database.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'ESTORNADO' }).where(eq(orders.id, r.orderId));
        await tx
          .update(products)
          .set({ stockQty: sql`${products.stockQty} + 1` })
          .where(eq(products.id, productId));
        await r.audit(tx, { status: 'ESTORNADO' });
      });
    };
    const res = await call('POST', `/admin/refunds/${o.number}`, manager.token, { reason: 'defeito' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('ESTORNADO');
    expect(await stockOf()).toBe(before + 1);
    expect((await auditFor('order.refund', o.number))[0]).toMatchObject({
      actor: manager.email,
      before: { status: 'PAGO' },
      after: { status: 'ESTORNADO', reason: 'defeito' },
    });
    // Refunded already, or never paid: refused before the provider is asked.
    expect((await call('POST', `/admin/refunds/${o.number}`, manager.token, {})).statusCode).toBe(409);
    const unpaid = await order(api, { customerId: luis.id, status: 'PAGAMENTO', delivery: true, productId });
    expect((await call('POST', `/admin/refunds/${unpaid.number}`, owner.token, {})).statusCode).toBe(409);
  });
});

describe('the pickup counter', () => {
  it('a code shows the order, the name and document, the items; handed over once, a second time refused with who and when', async () => {
    const o = await order(api, {
      customerId: ana.id,
      status: 'PAGO',
      delivery: false,
      productId,
      quantity: 2,
    });
    const look = await call('GET', `/admin/pickup/${o.pickupCode!.toLowerCase()}`, clerk.token);
    expect(look.statusCode, look.body).toBe(200);
    expect(look.json()).toMatchObject({
      number: o.number,
      customer: { name: 'Ana Souza', document_type: 'CPF', document: '529.982.247-25' },
      items: [{ name: 'Perfume Teste', quantity: 2 }],
      handed_over_at: null,
      can_hand_over: true,
    });
    const first = await call('POST', `/admin/pickup/${o.pickupCode}/hand-over`, clerk.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ handed_over_by: 'balcao', can_hand_over: false });
    const handedAt = clock.now().toISOString();
    clock.advance(60_000);
    const second = await call('POST', `/admin/pickup/${o.pickupCode}/hand-over`, manager.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'Este pedido já foi entregue.',
      handed_over_at: handedAt,
      handed_over_by: 'balcao',
    });
    // The shopper's order page shows it collected; a mail tells them (someone else collecting it would be noticed).
    expect((await api.services.orders.detail(ana.id, o.externalId)).handedOverAt?.toISOString()).toBe(
      handedAt,
    );
    expect((await mailsTo(ana.email)).map((m) => m.template)).toContain('order-collected');
    const entries = await auditFor('order.hand_over', o.number);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: clerk.email, staffId: clerk.id });
  });

  it('two clerks at once: exactly one hands over', async () => {
    const o = await order(api, { customerId: ana.id, status: 'PAGO', delivery: false, productId });
    const results = await Promise.all(
      [clerk, manager, owner].map((s) => call('POST', `/admin/pickup/${o.pickupCode}/hand-over`, s.token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await auditFor('order.hand_over', o.number)).toHaveLength(1);
  });

  it("a delivery order's code, an unpaid order and an unknown code are not handed over", async () => {
    const delivery = await order(api, { customerId: luis.id, status: 'PAGO', delivery: true, productId });
    const res = await call('POST', `/admin/pickup/${delivery.pickupCode}/hand-over`, clerk.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Este pedido não pode ser entregue no balcão: só um pedido PAGO com retirada na loja.',
    );
    expect((await call('GET', '/admin/pickup/ZZZZZZ', clerk.token)).statusCode).toBe(404);
    expect((await call('POST', '/admin/pickup/ZZZZZZ/hand-over', clerk.token)).statusCode).toBe(404);
    expect((await call('GET', '/admin/pickup/%3Cscript%3E', clerk.token)).statusCode).toBe(422);
  });
});

describe('exchange rates', () => {
  it("a manager saves today's rates: history, audit, the public rates and the storefront re-price at once", async () => {
    // Warm the public read so a stale cache would show.
    const start = await api.get<{ exchange_rates: { target_currency: { id: number }; tax: string }[] }>(
      '/api/public/exchange',
    );
    expect(start.body.exchange_rates.find((r) => r.target_currency.id === 1)?.tax).toBe('5.420000');
    revalidations.length = 0;
    const res = await call('PUT', '/admin/exchange-rates', manager.token, {
      rates: [
        { target_currency_id: 1, tax: '5.61' },
        { target_currency_id: 3, tax: '7420' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().current.find((r: { target_currency_id: number }) => r.target_currency_id === 1),
    ).toMatchObject({ tax: '5.610000', symbol: 'R$' });
    expect(
      res
        .json()
        .history.slice(0, 2)
        .map((h: { tax: string; saved_by: string }) => [h.tax, h.saved_by]),
    ).toEqual([
      ['7420.000000', 'gerente'],
      ['5.610000', 'gerente'],
    ]);
    const after = await api.get<{ exchange_rates: { target_currency: { id: number }; tax: string }[] }>(
      '/api/public/exchange',
    );
    expect(after.body.exchange_rates.find((r) => r.target_currency.id === 1)?.tax).toBe('5.610000');
    expect(revalidations).toHaveLength(1);
    expect(revalidations[0]).toMatch(/\/api\/revalidate \{"tags":\["catalog"\],"immediate":true\}/);
    const [entry] = await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'rates.save'));
    expect(entry).toMatchObject({
      actor: manager.email,
      before: { R$: '5.420000', G$: '7315.000000' },
      after: { R$: '5.610000', G$: '7420.000000' },
    });
  });

  it('writes history and audit only for the rates that changed; an unchanged save touches nothing', async () => {
    const historyLength = async () =>
      (await call('GET', '/admin/exchange-rates', manager.token)).json().history.length as number;
    const audits = async () =>
      (await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'rates.save'))).length;
    const [rows, entries] = [await historyLength(), await audits()];
    revalidations.length = 0;
    // R$ as typed differently but the same number; G$ changed.
    const res = await call('PUT', '/admin/exchange-rates', manager.token, {
      rates: [
        { target_currency_id: 1, tax: '5.6100' },
        { target_currency_id: 3, tax: '7500' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().history.length).toBe(rows + 1);
    expect(res.json().history[0]).toMatchObject({ tax: '7500.000000', symbol: 'G$' });
    const last = (await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'rates.save'))).at(
      -1,
    );
    expect(last).toMatchObject({ before: { G$: '7420.000000' }, after: { G$: '7500.000000' } });
    expect(Object.keys(last!.after as object)).toEqual(['G$']);
    expect(revalidations).toHaveLength(1);
    // The same rates again: no history, no audit entry, nothing to revalidate.
    const again = await call('PUT', '/admin/exchange-rates', manager.token, {
      rates: [
        { target_currency_id: 1, tax: '5.61' },
        { target_currency_id: 3, tax: '7500.00' },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await historyLength()).toBe(rows + 1);
    expect(await audits()).toBe(entries + 1);
    expect(revalidations).toHaveLength(1);
  });

  it('refuses zero, negative, malformed and duplicate rates and the dollar itself; a clerk gets 403', async () => {
    for (const rates of [
      [{ target_currency_id: 1, tax: '0' }],
      [{ target_currency_id: 1, tax: '-5' }],
      [{ target_currency_id: 1, tax: '5,4' }],
      [{ target_currency_id: 2, tax: '1' }],
      [
        { target_currency_id: 1, tax: '5' },
        { target_currency_id: 1, tax: '6' },
      ],
    ]) {
      expect(
        (await call('PUT', '/admin/exchange-rates', manager.token, { rates })).statusCode,
        JSON.stringify(rates),
      ).toBe(422);
    }
    expect(
      (
        await call('PUT', '/admin/exchange-rates', clerk.token, {
          rates: [{ target_currency_id: 1, tax: '9' }],
        })
      ).statusCode,
    ).toBe(403);
  });
});
