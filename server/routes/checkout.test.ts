import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../lib/contract/cart';
import type { CheckoutStartResponse, OrderBody } from '../../lib/contract/checkout';
import type { ShippingOptionBody } from '../../lib/contract/shipping';
import { deliverDue } from '../adapters/payment-gateway/sandbox/sandbox-books';
import { signWebhook } from '../adapters/payment-gateway/webhook-signature';
import { emailOutbox, orders, products } from '../db/schema';
import { releaseExpiredOrders } from '../services/checkout/order-expiry';
import { bearer, brazilian, paraguayan, register, testClock } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

const clock = testClock(new Date('2026-11-23T12:00:00Z'));
let api: TestApi;
let ana: string;
let luis: string;
let luisAddress: number;
let bea: string; // a second Brazilian, for ownership checks
// Brazilians of their own for the webhook and stock tests: a customer holds at most 3 unpaid orders (issue 18).
let cai: string;
let dani: string;
let productId: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, token?: string) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });

/** Delivers the sandbox's pending webhooks straight into the app, as its worker does over HTTP. */
const injectFetch = (async (url: string, init: RequestInit) => {
  const res = await api.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    payload: String(init.body),
    headers: init.headers as Record<string, string>,
  });
  return new Response(res.body, { status: res.statusCode });
}) as unknown as typeof fetch;
const deliver = () =>
  deliverDue(api.database.db, {
    url: 'http://api.test/ecom/pagamentos/webhook',
    key: api.config.keys.webhook,
    fetch: injectFetch,
    now: clock.now,
  });

async function cartFor(token: string, qty = 1, product = productId, moeda_id = 2): Promise<CartResponse> {
  const res = await call(
    'POST',
    '/ecom/venda/carrinho',
    { external_id: randomUUID(), moeda_id, itens: [{ produto_id: product, qtde: qty }] },
    token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function shipping(
  token: string,
  cart: CartResponse,
  body: Record<string, unknown>,
): Promise<ShippingOptionBody[]> {
  const res = await call('PUT', `/ecom/venda/carrinho/${cart.external_id}/calcular-frete`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Checkout as a Brazilian with store pickup at the first point. */
async function pickupCheckout(token: string, cart: CartResponse, extra: Record<string, unknown> = {}) {
  const [pickup] = await shipping(token, cart, { cidade_id: 3830 });
  const point = pickup.opcionais.pontos_entrega[0];
  return call(
    'POST',
    `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`,
    {
      token_entrega: pickup.token,
      valor_frete: pickup.valor,
      entrega_servico_id: null,
      cliente_endereco_id: null,
      id_ponto_entrega: point.id,
      metodo_pagamento: 'PIX',
      ...extra,
    },
    token,
  );
}

beforeAll(async () => {
  api = await startTestApi(60, { deps: { now: clock.now } });
  ana = (await register(api.app, brazilian('ana@example.com'))).json().token;
  bea = (await register(api.app, brazilian('bea@example.com', { documento: '111.444.777-35' }))).json().token;
  cai = (await register(api.app, brazilian('cai@example.com'))).json().token;
  dani = (await register(api.app, brazilian('dani@example.com'))).json().token;
  const l = (await register(api.app, paraguayan('luis@example.com'), 'es')).json();
  luis = l.token;
  luisAddress = l.user.enderecos[0].id;
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 20 AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(1);
  productId = p.id;
});
afterAll(() => api?.close());

const stockOf = async (id: number) =>
  (await api.database.db.select({ s: products.stockQty }).from(products).where(eq(products.id, id)))[0].s;

describe('a Brazilian buys with PIX and store pickup', () => {
  it('reserves stock, pays on the hosted page, and the webhook — not the return — completes the order with a pickup code', async () => {
    const before = await stockOf(productId);
    const cart = await cartFor(ana, 2);
    const res = await pickupCheckout(ana, cart);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<CheckoutStartResponse>();
    expect(started.link_pagamento[0]).toMatch(/\/sandbox-gateway\/pay\/[0-9a-f-]{36}$/);
    expect(await stockOf(productId)).toBe(before - 2);

    // The cart is closed: the browser starts a new one.
    expect((await call('GET', `/ecom/venda/carrinho/${cart.external_id}`, undefined, ana)).statusCode).toBe(
      404,
    );

    const page = await api.app.inject({ method: 'GET', url: new URL(started.link_pagamento[0]).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('br.gov.bcb.pix');
    expect(page.body).toContain('10x de');
    expect(page.body).toContain('Recusar');

    let poll = await call(
      'GET',
      `/ecom/venda/pedidos/${started.pagamento_external_id}/buscar-pagamentos`,
      undefined,
      ana,
    );
    expect(poll.json().pagamentos[0].status).toBe('AGUARDANDO');

    const back = await api.app.inject({
      method: 'POST',
      url: new URL(started.link_pagamento[0]).pathname,
      payload: 'decision=approve&method=PIX',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(
      `http://localhost:3000/checkout/payment?pagamento=${started.pagamento_external_id}`,
    );
    // Returned, but no webhook yet: still waiting.
    poll = await call(
      'GET',
      `/ecom/venda/pedidos/${started.pagamento_external_id}/buscar-pagamentos`,
      undefined,
      ana,
    );
    expect(poll.json().pagamentos[0].status).toBe('AGUARDANDO');

    expect(await deliver()).toBe(1);
    poll = await call(
      'GET',
      `/ecom/venda/pedidos/${started.pagamento_external_id}/buscar-pagamentos`,
      undefined,
      ana,
    );
    expect(poll.json().pagamentos[0].status).toBe('PAGO');
    expect(poll.json().pedido.codigo_retirada).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    // The payment page names the code by the delivery kind: collected at a store here.
    expect(poll.json().pedido.entrega).toEqual({ tipo: 'retirada' });

    const list = (await call('GET', '/ecom/venda/pedidos', undefined, ana)).json<{
      data: { data: OrderBody[] };
    }>().data.data;
    expect(list[0]).toMatchObject({
      external_id: started.pedido.external_id,
      status: 'PAGO',
      moeda: { simbolo: 'U$' },
      valor_frete: 0,
      link_pagamento: null,
    });
    expect(list[0].itens[0]).toMatchObject({ qtde: 2, produto: { id: productId } });
    expect(list[0].entrega.tipo).toBe('retirada');
    // The shopper is told where and when to collect it: the point's address, city, state and opening hours (in
    // Portuguese: she asks in pt-BR).
    const detail = (
      await call('GET', `/ecom/venda/pedidos/${started.pedido.external_id}`, undefined, ana)
    ).json<OrderBody>();
    expect(detail.entrega).toEqual({
      tipo: 'retirada',
      descricao: 'Loja Matriz Ciudad del Este',
      ponto_entrega: 'Loja Matriz Ciudad del Este',
      endereco: 'Av. San Blas, km 2, Ciudad del Este',
      cidade: 'Ciudad del Este',
      estado: 'Alto Paraná',
      horario_atendimento: 'Seg a Sáb 8h às 18h',
    });

    const mails = await api.database.db
      .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ana@example.com'));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Pedido nº \d+ recebido/),
        expect.stringMatching(/Pagamento confirmado/),
      ]),
    );
    // Rendered from their templates when first read: the payment mail carries the pickup code and the order link.
    const box = (
      await api.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json?to=ana@example.com' })
    ).json<{ data: { subject: string; text: string }[] }>().data;
    const confirmed = box.find((m) => m.subject.startsWith('Pagamento confirmado'))!;
    expect(confirmed.text).toContain(poll.json().pedido.codigo_retirada);
    expect(confirmed.text).toContain(`/pedido/${started.pedido.external_id}`);
  });
});

describe('a Paraguayan buys with card and home delivery', () => {
  it('prices delivery into the order and refuses a forged shipping price', async () => {
    const cart = await cartFor(luis, 1, productId, 3);
    const options = await shipping(luis, cart, { cliente_endereco_id: luisAddress });
    const delivery = options.find((o) => o.entrega_servico_id !== null)!;
    const body = {
      token_entrega: delivery.token,
      valor_frete: delivery.valor,
      entrega_servico_id: delivery.entrega_servico_id,
      cliente_endereco_id: luisAddress,
      metodo_pagamento: 'TARJETA',
    };
    const forged = await call(
      'POST',
      `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout?lang=es`,
      { ...body, valor_frete: 1 },
      luis,
    );
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toBe('El envío cambió o expiró. Calcule el envío nuevamente.');
    // Money is an integer in minor units: the quote's amount as a string or with a fraction is refused by the
    // contract, field by field, before any price comparison.
    for (const valor_frete of [String(delivery.valor), delivery.valor + 0.4, null]) {
      const loose = await call(
        'POST',
        `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout?lang=es`,
        { ...body, valor_frete },
        luis,
      );
      expect(loose.statusCode, JSON.stringify(valor_frete)).toBe(422);
      expect(Object.keys(loose.json().errors)).toEqual(['valor_frete']);
    }
    const wrongMethod = await call(
      'POST',
      `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`,
      { ...body, metodo_pagamento: 'PIX' },
      luis,
    );
    expect(wrongMethod.statusCode).toBe(422);
    const ok = await call('POST', `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`, body, luis);
    expect(ok.statusCode, ok.body).toBe(200);
    const order = (
      await call('GET', `/ecom/venda/pedidos/${ok.json().pedido.external_id}`, undefined, luis)
    ).json<OrderBody>();
    expect(order).toMatchObject({
      status: 'PAGAMENTO',
      moeda: { simbolo: 'G$' },
      valor_frete: delivery.valor,
      entrega: { tipo: 'entrega', cidade: null, horario_atendimento: null },
    });
    expect(order.valor_total).toBe(order.valor_produtos + order.valor_frete);
    expect(order.link_pagamento).toBe(ok.json().link_pagamento[0]);
    // The polled payment tells the payment page it is a home delivery ("código de entrega", not "de retiro").
    const poll = await call(
      'GET',
      `/ecom/venda/pedidos/${ok.json().pagamento_external_id}/buscar-pagamentos`,
      undefined,
      luis,
    );
    expect(poll.statusCode, poll.body).toBe(200);
    expect(poll.json().pedido).toMatchObject({
      external_id: order.external_id,
      entrega: { tipo: 'entrega' },
    });
    const page = await api.app.inject({ method: 'GET', url: new URL(order.link_pagamento!).pathname });
    expect(page.body).toContain('Tarjeta de crédito o débito');
    expect(page.body).toContain('Rechazar');
  });

  it("refuses an expired shipping quote and another cart's quote", async () => {
    const cart = await cartFor(luis, 1, productId, 3);
    const other = await cartFor(luis, 1, productId, 3);
    const [first] = await shipping(luis, other, { cliente_endereco_id: luisAddress });
    const stolen = await call(
      'POST',
      `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`,
      {
        token_entrega: first.token,
        valor_frete: first.valor,
        entrega_servico_id: first.entrega_servico_id,
        cliente_endereco_id: luisAddress,
      },
      luis,
    );
    expect(stolen.statusCode).toBe(422);
    const [mine] = await shipping(luis, cart, { cliente_endereco_id: luisAddress });
    clock.advance(31 * 60_000);
    const stale = await call(
      'POST',
      `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`,
      {
        token_entrega: mine.token,
        valor_frete: mine.valor,
        entrega_servico_id: mine.entrega_servico_id,
        cliente_endereco_id: luisAddress,
      },
      luis,
    );
    expect(stale.statusCode).toBe(422);
  });
});

describe('one order per cart', () => {
  it('returns the same order to simultaneous and repeated checkouts', async () => {
    const cart = await cartFor(ana, 1);
    const [pickup] = await shipping(ana, cart, { cidade_id: 3830 });
    const body = {
      token_entrega: pickup.token,
      valor_frete: 0,
      entrega_servico_id: null,
      id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
    };
    const url = `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`;
    const answers = await Promise.all([
      call('POST', url, body, ana),
      call('POST', url, body, ana),
      call('POST', url, body, ana),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().pedido.external_id)).size).toBe(1);
    const later = await call('POST', url, body, ana);
    expect(later.json().pedido.external_id).toBe(answers[0].json().pedido.external_id);
    const count = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.cartId, cart.id));
    expect(Number(count[0].n)).toBe(1);
  });
});

describe('ownership', () => {
  it("answers 404 for another customer's cart, order and payment, 401 without a session", async () => {
    const cart = await cartFor(ana, 1);
    const started = (await pickupCheckout(ana, cart)).json<CheckoutStartResponse>();
    expect(
      (await call('GET', `/ecom/venda/pedidos/${started.pedido.external_id}`, undefined, bea)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/ecom/venda/pedidos/${started.pagamento_external_id}/buscar-pagamentos`,
          undefined,
          bea,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/ecom/venda/pedidos/${started.pedido.external_id}/pagar-novamente`, {}, bea))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/ecom/venda/pedidos', undefined, bea))
        .json()
        .data.data.some((o: OrderBody) => o.external_id === started.pedido.external_id),
    ).toBe(false);
    expect((await call('GET', '/ecom/venda/pedidos')).statusCode).toBe(401);
    const beasCart = await cartFor(bea, 1);
    const [pickup] = await shipping(bea, beasCart, { cidade_id: 3830 });
    const onAnasBehalf = await call(
      'POST',
      `/ecom/venda/carrinho/${beasCart.external_id}/iniciar-checkout`,
      {
        token_entrega: pickup.token,
        valor_frete: 0,
        id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
      },
      ana,
    );
    expect(onAnasBehalf.statusCode).toBe(404);
    // The checkout checks the session in its own first read (issue 31): an unknown token is still a 401, and a
    // missing one is refused before the handler.
    const body = {
      token_entrega: pickup.token,
      valor_frete: pickup.valor,
      id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
    };
    const url = `/ecom/venda/carrinho/${beasCart.external_id}/iniciar-checkout`;
    expect((await call('POST', url, body, 'x'.repeat(43))).statusCode).toBe(401);
    expect((await call('POST', url, body)).statusCode).toBe(401);
    expect((await call('POST', url, body, bea)).statusCode).toBe(200);
  });
});

describe('webhooks', () => {
  async function pendingPayment() {
    const cart = await cartFor(cai, 1);
    return (await pickupCheckout(cai, cart)).json<CheckoutStartResponse>();
  }
  const event = (
    paymentExternalId: string,
    type: 'charge.approved' | 'charge.declined',
    amount: number,
    id = `evt_${randomUUID()}`,
  ) =>
    JSON.stringify({
      id,
      type,
      data: {
        payment_external_id: paymentExternalId,
        amount_minor: amount,
        currency_id: 2,
        method: 'PIX',
        instalments: 1,
      },
    });
  const post = (body: string, signature?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/ecom/pagamentos/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-gateway-signature': signature } : {}),
      },
    });
  const now = () => Math.floor(clock.now().getTime() / 1000);
  const statusOf = async (p: CheckoutStartResponse) =>
    (
      await call('GET', `/ecom/venda/pedidos/${p.pagamento_external_id}/buscar-pagamentos`, undefined, cai)
    ).json().pagamentos[0].status;
  const amountOf = async (p: CheckoutStartResponse) => {
    const order = (
      await call('GET', `/ecom/venda/pedidos/${p.pedido.external_id}`, undefined, cai)
    ).json<OrderBody>();
    return Math.round(order.valor_total * 100);
  };

  it('refuses unsigned, tampered and stale deliveries, and changes nothing', async () => {
    const p = await pendingPayment();
    const body = event(p.pagamento_external_id, 'charge.approved', await amountOf(p));
    const key = api.config.keys.webhook;
    expect((await post(body)).statusCode).toBe(401);
    expect(
      (await post(body.replace('"instalments":1', '"instalments":2'), signWebhook(key, body, now())))
        .statusCode,
    ).toBe(401);
    expect((await post(body, signWebhook(key, body, now() - 301))).statusCode).toBe(401);
    expect((await post(body, signWebhook('another-key', body, now()))).statusCode).toBe(401);
    expect(await statusOf(p)).toBe('AGUARDANDO');
  });

  it('applies an event once: a duplicate is a no-op', async () => {
    const p = await pendingPayment();
    const body = event(p.pagamento_external_id, 'charge.approved', await amountOf(p));
    const sig = signWebhook(api.config.keys.webhook, body, now());
    expect((await post(body, sig)).json()).toEqual({ ok: true, outcome: 'applied' });
    const code = (await call('GET', `/ecom/venda/pedidos/${p.pedido.external_id}`, undefined, cai)).json()
      .codigo_retirada;
    expect((await post(body, sig)).json()).toEqual({ ok: true, outcome: 'duplicate' });
    expect(
      (await call('GET', `/ecom/venda/pedidos/${p.pedido.external_id}`, undefined, cai)).json()
        .codigo_retirada,
    ).toBe(code);
  });

  it('never turns a declined payment into a paid one; paying again is a new payment', async () => {
    const p = await pendingPayment();
    const amount = await amountOf(p);
    const key = api.config.keys.webhook;
    const decline = event(p.pagamento_external_id, 'charge.declined', amount);
    expect((await post(decline, signWebhook(key, decline, now()))).json().outcome).toBe('applied');
    const approve = event(p.pagamento_external_id, 'charge.approved', amount);
    expect((await post(approve, signWebhook(key, approve, now()))).json().outcome).toBe('ignored');
    expect(await statusOf(p)).toBe('RECUSADO');
    const wrongAmount = event(p.pagamento_external_id, 'charge.approved', amount + 1);
    expect((await post(wrongAmount, signWebhook(key, wrongAmount, now()))).json().outcome).toBe('ignored');

    const again = await call(
      'POST',
      `/ecom/venda/pedidos/${p.pedido.external_id}/pagar-novamente`,
      { metodo_pagamento: 'CARTAO' },
      cai,
    );
    expect(again.statusCode, again.body).toBe(200);
    const retry = again.json<CheckoutStartResponse>();
    expect(retry.pagamento_external_id).not.toBe(p.pagamento_external_id);
    const order = (
      await call('GET', `/ecom/venda/pedidos/${p.pedido.external_id}`, undefined, cai)
    ).json<OrderBody>();
    expect(order.link_pagamento).toBe(retry.link_pagamento[0]);
    await api.app.inject({
      method: 'POST',
      url: new URL(retry.link_pagamento[0]).pathname,
      payload: 'decision=approve&method=CARTAO&parcelas=10',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await deliver();
    const paid = (
      await call('GET', `/ecom/venda/pedidos/${p.pedido.external_id}`, undefined, cai)
    ).json<OrderBody>();
    expect(paid.status).toBe('PAGO');
    expect(paid.pagamentos.map((x) => x.status)).toEqual(['RECUSADO', 'PAGO']);
    expect(paid.pagamentos[1]).toMatchObject({ metodo: 'CARTAO', parcelas: 10 });
  });

  it('keeps retrying a delivery the store did not accept, with backoff', async () => {
    const p = await pendingPayment();
    await api.app.inject({
      method: 'POST',
      url: new URL(p.link_pagamento[0]).pathname,
      payload: 'decision=decline',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const down = (async () => new Response('down', { status: 503 })) as unknown as typeof fetch;
    expect(
      await deliverDue(api.database.db, {
        url: 'http://api.test/ecom/pagamentos/webhook',
        key: api.config.keys.webhook,
        fetch: down,
        now: clock.now,
      }),
    ).toBe(0);
    expect(await statusOf(p)).toBe('AGUARDANDO');
    expect(await deliver()).toBe(0); // not due yet: backoff
    clock.advance(3000);
    expect(await deliver()).toBe(1);
    expect(await statusOf(p)).toBe('RECUSADO');
  });
});

describe('stock', () => {
  it('never sells more than there is, and an unpaid order gives its stock back after the hold', async () => {
    const [p] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.stockQty} >= 3 AND ${products.showPrice} AND ${products.hasUnit} AND ${products.id} <> ${productId}`,
      )
      .limit(1);
    await api.database.db.update(products).set({ stockQty: 2 }).where(eq(products.id, p.id));
    const carts = [await cartFor(dani, 1, p.id), await cartFor(dani, 1, p.id), await cartFor(dani, 1, p.id)];
    const results = [];
    for (const c of carts) results.push(await pickupCheckout(dani, c));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 422]);
    expect(results[2].json().message).toBe('Um produto do carrinho acabou de esgotar. Revise o carrinho.');
    expect(await stockOf(p.id)).toBe(0);
    clock.advance(61 * 60_000);
    expect(
      await releaseExpiredOrders(api.database.db, clock.now(), { siteUrl: 'http://localhost:3000' }),
    ).toBeGreaterThanOrEqual(2);
    expect(await stockOf(p.id)).toBe(2);
    // (The customer's one-hour session has run out on this clock too: read the order as the store sees it.)
    const [order] = await api.database.db
      .select({ status: orders.status, releasedAt: orders.releasedAt })
      .from(orders)
      .where(eq(orders.externalId, results[0].json().pedido.external_id));
    expect(order.status).toBe('CANCELADO');
    expect(order.releasedAt).not.toBeNull();
    // Released once: a second run finds nothing more to give back.
    await releaseExpiredOrders(api.database.db, clock.now(), { siteUrl: 'http://localhost:3000' });
    expect(await stockOf(p.id)).toBe(2);
  });
});
