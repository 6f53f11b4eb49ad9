import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../lib/contract/cart';
import type { CheckoutStartResponse, PaymentPollBody } from '../../../lib/contract/checkout';
import type { ShippingOptionBody } from '../../../lib/contract/shipping';
import { carts, emailOutbox, orders, payments, products } from '../../db/schema';
import { bearer, brazilian, register, testClock } from '../../test/account-fixtures';
import type { EbanxDouble } from '../../test/doubles/ebanx-double';
import { sellableProductId, type TestApi } from '../../test/harness';
import { startApiWithProviders } from '../../test/providers';
import { releaseExpiredOrders } from './order-expiry';

/**
 * The provider call outside checkout's transaction (decision 0036, session 13), against EBANX's double: transaction
 * A writes the order and a SOLICITANDO payment, the call follows, statement B records the answer and the mail. A
 * lost answer is found again by merchant_payment_code (the retry, the reconciler); a refusal gives the stock and the
 * cart back.
 */
const clock = testClock(new Date('2026-11-23T12:00:00Z'));
let api: TestApi;
let closeAll: (() => Promise<void>) | undefined;
let ebanx: EbanxDouble;
let ana: string;
let anaEmail: string;
let shoppers = 0;
let productId: number;

const db = () => api.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = ana) =>
  api.app.inject({ method, url, payload: payload as never, headers: bearer(token) });
const stockOf = async () =>
  (await db().select({ s: products.stockQty }).from(products).where(eq(products.id, productId)))[0].s;
const received = async () =>
  (
    await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, anaEmail), eq(emailOutbox.template, 'order-received')))
  ).length;
const orderOfCart = async (cartExternalId: string) =>
  (
    await db()
      .select({ order: orders, orderedAt: carts.orderedAt })
      .from(carts)
      .leftJoin(orders, eq(orders.cartId, carts.id))
      .where(eq(carts.externalId, cartExternalId))
  )[0];
const paymentsOf = (orderId: number) => db().select().from(payments).where(eq(payments.orderId, orderId));
const charges = (code: string) =>
  [...ebanx.payments.values()].filter((p) => p.request.merchant_payment_code === code).length;
const asked = (path: string) => ebanx.requests.filter((r) => r.path === path).length;

/** A cart of `qty` units, its pickup quote, and the checkout call (repeatable: a retry sends the same request). */
async function cartReady(qty = 1, token = ana, product = productId) {
  const cart = (
    await call(
      'POST',
      '/ecom/venda/carrinho',
      { external_id: randomUUID(), moeda_id: 2, itens: [{ produto_id: product, qtde: qty }] },
      token,
    )
  ).json<CartResponse>();
  const quote = await call(
    'PUT',
    `/ecom/venda/carrinho/${cart.external_id}/calcular-frete`,
    { cidade_id: 3830 },
    token,
  );
  const pickup = quote.json<ShippingOptionBody[]>().find((o) => o.entrega_servico_id === null)!;
  const start = (method = 'PIX') =>
    call(
      'POST',
      `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`,
      {
        token_entrega: pickup.token,
        valor_frete: pickup.valor,
        entrega_servico_id: null,
        cliente_endereco_id: null,
        id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
        metodo_pagamento: method,
      },
      token,
    );
  return { cart, start };
}

beforeAll(async () => {
  const up = await startApiWithProviders({
    providers: ['ebanx'],
    now: clock.now,
    products: 60,
    timeoutMs: 500,
    reconcileMs: 5 * 60_000,
  });
  ({ api, ebanx } = up);
  closeAll = up.close;
  productId = await sellableProductId(db());
});
// A new shopper per test: the unpaid-orders cap counts each one's orders awaiting payment.
beforeEach(async () => {
  anaEmail = `ana.txn${++shoppers}@example.com`;
  ana = (await register(api.app, brazilian(anaEmail))).json().token;
});
afterAll(() => closeAll?.());

describe('checkout calls the provider after its transaction', () => {
  it('answers with the charge as before: AGUARDANDO, its link, one order-received mail', async () => {
    const mails = await received();
    const { start } = await cartReady();
    const res = await start();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<CheckoutStartResponse>();
    const [p] = await db().select().from(payments).where(eq(payments.externalId, body.pagamento_external_id));
    expect(p).toMatchObject({ status: 'AGUARDANDO', nextCheckAt: null });
    expect(p.gatewayReference).toBeTruthy();
    expect(body.link_pagamento).toEqual([p.paymentLink]);
    expect(await received()).toBe(mails + 1);
  });

  it('A committed and B never run: the reconciler finds the charge by our id → AGUARDANDO with its link, one mail', async () => {
    const before = await stockOf();
    const mails = await received();
    const { cart, start } = await cartReady(2);
    ebanx.state.mode = 'lose'; // EBANX makes the PIX; its answer never arrives
    try {
      expect((await start()).statusCode).toBe(503);
    } finally {
      ebanx.state.mode = 'up';
    }
    const { order } = await orderOfCart(cart.external_id);
    const [p] = await paymentsOf(order!.id);
    expect(p).toMatchObject({ status: 'SOLICITANDO', gatewayReference: null, paymentLink: null });
    expect(await stockOf()).toBe(before - 2); // taken in A
    expect(await received()).toBe(mails);
    // The shopper sees it as awaiting payment.
    const polled = (
      await call('GET', `/ecom/venda/pedidos/${p.externalId}/buscar-pagamentos`)
    ).json<PaymentPollBody>();
    expect(polled.pagamentos[0].status).toBe('AGUARDANDO');

    // Not before the checkout's own hold is over (30 s): it might still be waiting for the answer.
    expect(await api.services.payments.reconcile(clock.now())).toEqual({});
    clock.advance(31_000);
    expect(await api.services.payments.reconcile(clock.now())).toEqual({ applied: 1 });
    const [after] = await paymentsOf(order!.id);
    expect(after.status).toBe('AGUARDANDO');
    expect(after.gatewayReference).toBe(ebanx.byCode(p.externalId).hash);
    expect(after.paymentLink).toContain(`pagamento=${p.externalId}`);
    expect(await received()).toBe(mails + 1);
    expect(charges(p.externalId)).toBe(1);
    // Applied once: a second pass (and the stock) changes nothing.
    clock.advance(5 * 60_000 + 1000);
    await api.services.payments.reconcile(clock.now());
    expect(await received()).toBe(mails + 1);
    expect(await stockOf()).toBe(before - 2);
  });

  it('a charge EBANX never received is abandoned by the reconciler: stock back, cart open again', async () => {
    const before = await stockOf();
    const { cart, start } = await cartReady(3);
    ebanx.state.mode = 'hang'; // the request never reaches EBANX's books
    try {
      expect((await start()).statusCode).toBe(503);
    } finally {
      ebanx.state.mode = 'up';
    }
    const { order } = await orderOfCart(cart.external_id);
    clock.advance(31_000);
    expect(await api.services.payments.reconcile(clock.now())).toEqual({ abandoned: 1 });
    const [p] = await paymentsOf(order!.id);
    expect(p.status).toBe('RECUSADO');
    const [o] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(o).toMatchObject({ status: 'CANCELADO', cartId: null });
    expect(o.releasedAt).not.toBeNull();
    expect(await stockOf()).toBe(before);
    expect((await orderOfCart(cart.external_id)).orderedAt).toBeNull();
  });

  it('refused by the provider: 422 as before, stock back, the same cart checks out with another method', async () => {
    const before = await stockOf();
    const { cart, start } = await cartReady(2);
    ebanx.control.refuse = true;
    let refused;
    try {
      refused = await start('PIX');
    } finally {
      ebanx.control.refuse = false;
    }
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('metodo_pagamento');
    expect(await stockOf()).toBe(before);
    expect((await orderOfCart(cart.external_id)).orderedAt).toBeNull();

    const again = await start('CARTAO');
    expect(again.statusCode, again.body).toBe(200);
    const body = again.json<CheckoutStartResponse>();
    const { order } = await orderOfCart(cart.external_id);
    expect(order!.externalId).toBe(body.pedido.external_id);
    expect(order!.paymentMethod).toBe('CARTAO');
    expect(await stockOf()).toBe(before - 2);
  });

  it('no answer: 503, and the retry answers the same order with its link; one charge at EBANX', async () => {
    const mails = await received();
    const { cart, start } = await cartReady();
    ebanx.state.mode = 'lose';
    try {
      const first = await start();
      expect(first.statusCode).toBe(503);
      expect(first.json().message).toMatch(/provedor de pagamento não respondeu/i);
    } finally {
      ebanx.state.mode = 'up';
    }
    const { order } = await orderOfCart(cart.external_id);
    const directs = asked('/ws/direct');
    const retry = await start();
    expect(retry.statusCode, retry.body).toBe(200);
    const body = retry.json<CheckoutStartResponse>();
    expect(body.pedido).toEqual({ external_id: order!.externalId, pedido: order!.number });
    const [p] = await paymentsOf(order!.id);
    expect(p.status).toBe('AGUARDANDO');
    expect(body.link_pagamento).toEqual([p.paymentLink]);
    // Found by merchant_payment_code, not asked for again: one charge, one order-received mail.
    expect(asked('/ws/direct')).toBe(directs);
    expect(charges(p.externalId)).toBe(1);
    expect(await received()).toBe(mails + 1);
    // A third call is a plain replay.
    expect((await start()).json<CheckoutStartResponse>()).toEqual(body);
  });

  it('no answer because EBANX never got the request: the retry asks again under the same id, once', async () => {
    const { cart, start } = await cartReady();
    ebanx.state.mode = 'hang';
    try {
      expect((await start()).statusCode).toBe(503);
    } finally {
      ebanx.state.mode = 'up';
    }
    const { order } = await orderOfCart(cart.external_id);
    const retry = await start();
    expect(retry.statusCode, retry.body).toBe(200);
    const [p] = await paymentsOf(order!.id);
    expect(retry.json<CheckoutStartResponse>().pedido.external_id).toBe(order!.externalId);
    expect(p.status).toBe('AGUARDANDO');
    expect(charges(p.externalId)).toBe(1);
  });

  it('pay-now treats SOLICITANDO as pending; the expiry job ends it with its hold and a late answer changes nothing', async () => {
    const { cart, start } = await cartReady();
    ebanx.state.mode = 'lose';
    try {
      expect((await start()).statusCode).toBe(503);
    } finally {
      ebanx.state.mode = 'up';
    }
    const { order } = await orderOfCart(cart.external_id);
    const [p] = await paymentsOf(order!.id);
    // Pay-now answers the pending payment (no page yet), and makes no second one.
    const payNow = await call('POST', `/ecom/venda/pedidos/${order!.externalId}/pagar-novamente`, {});
    expect(payNow.statusCode, payNow.body).toBe(200);
    expect(payNow.json<CheckoutStartResponse>().pagamento_external_id).toBe(p.externalId);
    expect(await paymentsOf(order!.id)).toHaveLength(1);

    clock.advance(31 * 60_000); // past the PIX window (30 min)
    await releaseExpiredOrders(db(), clock.now(), { siteUrl: 'http://localhost:3000' });
    const [expired] = await paymentsOf(order!.id);
    expect(expired.status).toBe('CANCELADO');
    const [o] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(o.status).toBe('CANCELADO');
    expect(o.releasedAt).not.toBeNull();
    // The shopper retries after all: the payment is no longer SOLICITANDO, so the answer is the order as it is.
    const late = await start();
    expect(late.statusCode).toBe(200);
    expect(late.json<CheckoutStartResponse>().link_pagamento).toEqual([]);
    expect((await paymentsOf(order!.id))[0].status).toBe('CANCELADO');
    expect(charges(p.externalId)).toBe(1);
  });

  it('a double click during the provider call waits for its answer: the same order, one charge, one mail', async () => {
    const mails = await received();
    const { cart, start } = await cartReady();
    ebanx.state.delayMs = 300;
    let answers;
    try {
      answers = await Promise.all([start(), start()]);
    } finally {
      ebanx.state.delayMs = 0;
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((x) => x.json<CheckoutStartResponse>());
    expect(b).toEqual(a);
    const { order } = await orderOfCart(cart.external_id);
    expect(a.pedido.external_id).toBe(order!.externalId);
    expect(charges(a.pagamento_external_id)).toBe(1);
    expect(await received()).toBe(mails + 1);
  });

  it('a hot product is never oversold with the call outside the transaction: one charge per unit sold', async () => {
    const [hot] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.active, true), eq(products.hasUnit, true), eq(products.showPrice, true)))
      .orderBy(desc(products.id))
      .limit(1);
    expect(hot.id).not.toBe(productId);
    await db().update(products).set({ stockQty: 4 }).where(eq(products.id, hot.id));
    const tokens: string[] = [];
    for (let i = 0; i < 8; i++)
      tokens.push((await register(api.app, brazilian(`hot${i}.txn@example.com`))).json().token);
    const carts = await Promise.all(tokens.map((t) => cartReady(1, t, hot.id)));
    const directs = asked('/ws/direct');
    const answers = await Promise.all(carts.map((c) => c.start()));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 422, 422, 422, 422]);
    const [left] = await db().select({ s: products.stockQty }).from(products).where(eq(products.id, hot.id));
    expect(left.s).toBe(0);
    // Refused for stock inside A: EBANX was asked only for the four orders that got their unit.
    expect(asked('/ws/direct') - directs).toBe(4);
  });
});
