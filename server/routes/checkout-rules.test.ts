import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../lib/contract/cart';
import type { CheckoutStartResponse } from '../../lib/contract/checkout';
import type { PickupPointBody, ShippingOptionBody } from '../../lib/contract/shipping';
import { deliverDue } from '../adapters/payment-gateway/sandbox/sandbox-books';
import { addresses, cities, customers, emailOutbox, orders, products, states } from '../db/schema';
import { releaseExpiredOrders } from '../services/checkout/order-expiry';
import { cartContents, signShippingQuote } from '../services/shipping/shipping-token';
import { bearer, brazilian, multipart, paraguayan, png, testClock } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

/**
 * Issue 18 points 1, 2 and 6 (decision 0025): a shipping quote prices the cart as it is, for the customer and the
 * place it was made for; the delivery rules hold at checkout; a customer holds at most 3 unpaid orders, each for its
 * payment method's window, and expiry gives the stock back and tells the shopper.
 */

const clock = testClock(new Date('2026-11-24T12:00:00Z'));
const SITE = 'http://localhost:3000';
let api: TestApi;
let productId: number;
let other: number;
/** Only the window test's orders take this one, so its stock tells their holds apart. */
let windowed: number;
let asuncion: { cityId: number; stateId: number };

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, token?: string) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });

let buyers = 0;
/** Each from its own address: the registration limit per address is not what these tests are about. */
async function buyer(fields: Record<string, string>, lang: string) {
  const body = multipart(fields, { frente: { data: await png() }, verso: { data: await png('#36c') } });
  const res = await api.app.inject({
    method: 'POST',
    url: `/ecom/cliente/cadastrar?lang=${lang}`,
    remoteAddress: `127.0.18.${++buyers}`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await api.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, fields.email));
  return {
    token: res.json().token as string,
    addressId: res.json().user.enderecos[0].id as number,
    id: row.id,
  };
}
const brazilianBuyer = (email: string) => buyer(brazilian(email), 'pt');
const paraguayanBuyer = (email: string) => buyer(paraguayan(email), 'es');

async function cartFor(
  token: string | undefined,
  qty = 1,
  product = productId,
  moeda_id = 2,
): Promise<CartResponse> {
  const res = await call(
    'POST',
    '/ecom/venda/carrinho',
    { external_id: randomUUID(), moeda_id, itens: [{ produto_id: product, qtde: qty }] },
    token,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const setLines = async (
  token: string | undefined,
  cart: CartResponse,
  itens: { produto_id: number; qtde: number }[],
) => {
  const res = await call(
    'PUT',
    `/ecom/venda/carrinho/${cart.id}`,
    { id: cart.id, external_id: cart.external_id, moeda_id: cart.moeda_id, itens },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
};
async function quote(
  token: string,
  cart: CartResponse,
  body: Record<string, unknown>,
): Promise<ShippingOptionBody[]> {
  const res = await call('PUT', `/ecom/venda/carrinho/${cart.external_id}/calcular-frete`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const checkout = (token: string, cart: CartResponse, body: Record<string, unknown>, lang = '') =>
  call(
    'POST',
    `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout${lang ? `?lang=${lang}` : ''}`,
    body,
    token,
  );

/** A Brazilian's order: store pickup at the first point, paid with `method`. */
async function pickupOrder(token: string, cart: CartResponse, method = 'PIX', lang = '') {
  const [pickup] = await quote(token, cart, { cidade_id: 3830 });
  return checkout(
    token,
    cart,
    {
      token_entrega: pickup.token,
      valor_frete: 0,
      entrega_servico_id: null,
      id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
      metodo_pagamento: method,
    },
    lang,
  );
}
const deliveryOf = (options: ShippingOptionBody[]) => options.find((o) => o.entrega_servico_id !== null)!;
const deliveryBody = (o: ShippingOptionBody, addressId: number, extra: Record<string, unknown> = {}) => ({
  token_entrega: o.token,
  // The contract's minor units of the cart's currency (the option answers major units).
  valor_frete: Math.round(o.valor * 10 ** o.moeda.casas_decimais),
  entrega_servico_id: o.entrega_servico_id,
  cliente_endereco_id: addressId,
  metodo_pagamento: 'TARJETA',
  ...extra,
});

const STALE_ES = 'El envío cambió o expiró. Calcule el envío nuevamente.';
const stockOf = async (id: number) =>
  (await api.database.db.select({ s: products.stockQty }).from(products).where(eq(products.id, id)))[0].s;

beforeAll(async () => {
  api = await startTestApi(60, { deps: { now: clock.now } });
  const db = api.database.db;
  const [a, b, c] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      sql`${products.stockQty} >= 1 AND ${products.showPrice} AND ${products.hasUnit} AND ${products.active}`,
    )
    .orderBy(products.id)
    .limit(3);
  productId = a.id;
  other = b.id;
  windowed = c.id;
  await db
    .update(products)
    .set({ stockQty: 1000 })
    .where(sql`${products.id} in (${a.id}, ${b.id}, ${c.id})`);
  const [asu] = await db
    .select({ cityId: cities.id, stateId: cities.stateId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, 'Asunción'), eq(states.countryId, 2)))
    .limit(1);
  asuncion = asu;
});
afterAll(() => api?.close());

describe('a shipping quote prices the cart as it is (point 1)', () => {
  it('refuses a 1-unit delivery quote once the cart holds 20 units; the new quote is accepted', async () => {
    const marta = await paraguayanBuyer('marta@example.com');
    const cart = await cartFor(marta.token, 1, productId, 3);
    const cheap = deliveryOf(await quote(marta.token, cart, { cliente_endereco_id: marta.addressId }));
    await setLines(marta.token, cart, [{ produto_id: productId, qtde: 20 }]);
    const stale = await checkout(marta.token, cart, deliveryBody(cheap, marta.addressId), 'es');
    expect(stale.statusCode, stale.body).toBe(422);
    expect(stale.json().message).toBe(STALE_ES);
    expect(stale.json().errors).toHaveProperty('token_entrega');
    expect(
      await api.database.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cart.id)),
    ).toEqual([]);

    const fresh = (await quote(marta.token, cart, { cliente_endereco_id: marta.addressId })).find(
      (o) => o.entrega_servico_id === cheap.entrega_servico_id,
    )!;
    expect(fresh.valor).toBeGreaterThan(cheap.valor);
    const ok = await checkout(marta.token, cart, deliveryBody(fresh, marta.addressId));
    expect(ok.statusCode, ok.body).toBe(200);
    const order = (
      await call('GET', `/ecom/venda/pedidos/${ok.json().pedido.external_id}`, undefined, marta.token)
    ).json();
    expect(order.valor_frete).toBe(fresh.valor);
  });

  it('refuses a pickup quote after a line was swapped for another product (same units)', async () => {
    const buyer = await brazilianBuyer('swap@example.com');
    const cart = await cartFor(buyer.token, 1, productId);
    const [pickup] = await quote(buyer.token, cart, { cidade_id: 3830 });
    await setLines(buyer.token, cart, [{ produto_id: other, qtde: 1 }]);
    const body = {
      token_entrega: pickup.token,
      valor_frete: 0,
      id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
      metodo_pagamento: 'PIX',
    };
    expect((await checkout(buyer.token, cart, body)).statusCode).toBe(422);
  });
});

describe('delivery rules at checkout (point 2)', () => {
  it("refuses a Paraguayan's delivery quote on an anonymous cart used by a Brazilian with her address and cidade_alternativa", async () => {
    const luis = await paraguayanBuyer('luis.quote@example.com');
    const bia = await brazilianBuyer('bia@example.com');
    const cart = await cartFor(undefined, 1, productId, 2);
    const delivery = deliveryOf(await quote(luis.token, cart, { cliente_endereco_id: luis.addressId }));
    const res = await checkout(
      bia.token,
      cart,
      deliveryBody(delivery, bia.addressId, { cidade_alternativa: 10145, metodo_pagamento: 'PIX' }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty('token_entrega');
    expect(
      await api.database.db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cart.id)),
    ).toEqual([]);
  });

  it('gives a Brazilian store pickup only, even with a validly signed delivery quote of her own', async () => {
    const bruna = await brazilianBuyer('bruna@example.com');
    const luis = await paraguayanBuyer('luis.service@example.com');
    const serviceId = deliveryOf(
      await quote(luis.token, await cartFor(luis.token, 1, productId, 3), {
        cliente_endereco_id: luis.addressId,
      }),
    ).entrega_servico_id!;
    const cart = await cartFor(bruna.token, 1, productId, 2);
    const token = signShippingQuote(
      api.config.keys['shipping-token'],
      {
        cartId: cart.id,
        customerId: bruna.id,
        serviceId,
        pickupPointId: null,
        cityId: 3830,
        addressId: bruna.addressId,
        currencyId: 2,
        amountMinor: 500,
        expiresAt: Math.floor(clock.now().getTime() / 1000) + 600,
      },
      cartContents([{ productId, quantity: 1 }]),
    );
    const res = await checkout(bruna.token, cart, {
      token_entrega: token,
      valor_frete: 500,
      entrega_servico_id: serviceId,
      cliente_endereco_id: bruna.addressId,
      metodo_pagamento: 'PIX',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty('entrega_servico_id');
  });

  it('delivers to the address the quote was made for, in its own city; an alternative city only as quoted', async () => {
    const nora = await paraguayanBuyer('nora@example.com');
    const [asuAddress] = await api.database.db
      .insert(addresses)
      .values({
        customerId: nora.id,
        name: 'Oficina',
        street: 'Calle Palma',
        number: '1',
        district: 'Centro',
        cityId: asuncion.cityId,
        stateId: asuncion.stateId,
        countryId: 2,
      })
      .returning({ id: addresses.id });
    const cart = await cartFor(nora.token, 1, productId, 3);
    const home = deliveryOf(await quote(nora.token, cart, { cliente_endereco_id: nora.addressId }));
    // The CDE price for the Asunción address, the quote's city claimed as the "alternative".
    const moved = await checkout(
      nora.token,
      cart,
      deliveryBody(home, asuAddress.id, { cidade_alternativa: 10145 }),
      'es',
    );
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().message).toBe(STALE_ES);
    // The right address with another city than the quote's.
    expect(
      (
        await checkout(
          nora.token,
          cart,
          deliveryBody(home, nora.addressId, { cidade_alternativa: asuncion.cityId }),
        )
      ).statusCode,
    ).toBe(422);
    // Priced for the alternative city (spec §7 cidade_alternativa_id): accepted with that city.
    const alt = deliveryOf(
      await quote(nora.token, cart, {
        cliente_endereco_id: nora.addressId,
        cidade_alternativa_id: asuncion.cityId,
      }),
    );
    expect((await checkout(nora.token, cart, deliveryBody(alt, nora.addressId))).statusCode).toBe(422);
    const ok = await checkout(
      nora.token,
      cart,
      deliveryBody(alt, nora.addressId, { cidade_alternativa: asuncion.cityId }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [order] = await api.database.db
      .select({ cityId: orders.cityId, addressId: orders.addressId })
      .from(orders)
      .where(eq(orders.externalId, ok.json().pedido.external_id));
    expect(order).toEqual({ cityId: asuncion.cityId, addressId: nora.addressId });
  });

  it('refuses pickup tokens listed anonymously or quoted by another customer', async () => {
    const caio = await brazilianBuyer('caio@example.com');
    const davi = await brazilianBuyer('davi@example.com');
    const cart = await cartFor(undefined, 1);
    const points = (await call('GET', `/ecom/venda/carrinho/${cart.external_id}/pontos-entrega`)).json<
      PickupPointBody[]
    >();
    const anonymous = await checkout(caio.token, cart, {
      token_entrega: points[0].token_servico,
      valor_frete: 0,
      id_ponto_entrega: points[0].id,
      metodo_pagamento: 'PIX',
    });
    expect(anonymous.statusCode, anonymous.body).toBe(422);
    const [davis] = await quote(davi.token, cart, { cidade_id: 3830 });
    const borrowed = await checkout(caio.token, cart, {
      token_entrega: davis.token,
      valor_frete: 0,
      id_ponto_entrega: points[0].id,
      metodo_pagamento: 'PIX',
    });
    expect(borrowed.statusCode, borrowed.body).toBe(422);
    // Listed with the customer's own session, the same point is accepted.
    const mine = (
      await call('GET', `/ecom/venda/carrinho/${cart.external_id}/pontos-entrega`, undefined, caio.token)
    ).json<PickupPointBody[]>();
    const ok = await checkout(caio.token, cart, {
      token_entrega: mine[0].token_servico,
      valor_frete: 0,
      id_ponto_entrega: mine[0].id,
      metodo_pagamento: 'PIX',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('unpaid orders (point 6)', () => {
  it("holds at most 3 unpaid orders per customer: the 4th is refused in the shopper's language until one is paid", async () => {
    const eva = await brazilianBuyer('eva@example.com');
    const made: CheckoutStartResponse[] = [];
    const carts: CartResponse[] = [];
    const bodies: Record<string, unknown>[] = [];
    for (let i = 0; i < 3; i++) {
      const cart = await cartFor(eva.token);
      carts.push(cart);
      const [pickup] = await quote(eva.token, cart, { cidade_id: 3830 });
      bodies.push({
        token_entrega: pickup.token,
        valor_frete: 0,
        id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
        metodo_pagamento: 'PIX',
      });
      const res = await checkout(eva.token, cart, bodies[i]);
      expect(res.statusCode, res.body).toBe(200);
      made.push(res.json());
    }
    const fourth = await cartFor(eva.token);
    const refused = await pickupOrder(eva.token, fourth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message:
        'Você já tem 3 pedidos aguardando pagamento. Pague um deles ou espere o prazo de pagamento terminar para fazer um novo pedido.',
      errors: {
        pedidos: [
          'Você já tem 3 pedidos aguardando pagamento. Pague um deles ou espere o prazo de pagamento terminar para fazer um novo pedido.',
        ],
      },
    });
    expect((await pickupOrder(eva.token, fourth, 'PIX', 'es')).json().message).toBe(
      'Ya tiene 3 pedidos esperando pago. Pague uno de ellos o espere a que venza su plazo de pago para hacer un nuevo pedido.',
    );
    // A repeated checkout of a cart already ordered still answers its order.
    const again = await checkout(eva.token, carts[2], bodies[2]);
    expect(again.statusCode).toBe(200);
    expect(again.json().pedido.external_id).toBe(made[2].pedido.external_id);

    // Paying one makes room for one more.
    await api.app.inject({
      method: 'POST',
      url: new URL(made[0].link_pagamento[0]).pathname,
      payload: 'decision=approve&method=PIX',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const inject = (async (url: string, init: RequestInit) => {
      const res = await api.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        payload: String(init.body),
        headers: init.headers as Record<string, string>,
      });
      return new Response(res.body, { status: res.statusCode });
    }) as unknown as typeof fetch;
    expect(
      await deliverDue(api.database.db, {
        url: 'http://api.test/ecom/pagamentos/webhook',
        key: api.config.keys.webhook,
        fetch: inject,
        now: clock.now,
      }),
    ).toBe(1);
    expect((await pickupOrder(eva.token, fourth)).statusCode).toBe(200);
  });

  it('three simultaneous checkouts of a customer with two unpaid orders make exactly one more', async () => {
    const fabi = await brazilianBuyer('fabi@example.com');
    for (let i = 0; i < 2; i++)
      expect((await pickupOrder(fabi.token, await cartFor(fabi.token))).statusCode).toBe(200);
    const carts = [await cartFor(fabi.token), await cartFor(fabi.token), await cartFor(fabi.token)];
    const quotes = await Promise.all(
      carts.map(async (c) => (await quote(fabi.token, c, { cidade_id: 3830 }))[0]),
    );
    const answers = await Promise.all(
      carts.map((c, i) =>
        checkout(fabi.token, c, {
          token_entrega: quotes[i].token,
          valor_frete: 0,
          id_ponto_entrega: quotes[i].opcionais.pontos_entrega[0].id,
          metodo_pagamento: 'PIX',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('pay-now on an order whose window ran out is refused, before and after its stock is released', async () => {
    const gabi = await brazilianBuyer('gabi@example.com');
    const before = await stockOf(other);
    const res = await pickupOrder(gabi.token, await cartFor(gabi.token, 2, other), 'PIX');
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json<CheckoutStartResponse>().pedido.external_id;
    clock.advance(31 * 60_000); // PIX holds 30 minutes; the release job has not run yet
    const late = await call(
      'POST',
      `/ecom/venda/pedidos/${order}/pagar-novamente?lang=pt`,
      { metodo_pagamento: 'PIX' },
      gabi.token,
    );
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json().message).toBe(
      'O prazo de pagamento deste pedido terminou e os produtos foram liberados. Faça um novo pedido.',
    );
    await releaseExpiredOrders(api.database.db, clock.now(), { siteUrl: SITE });
    expect(await stockOf(other)).toBe(before);
    expect(
      (
        await call(
          'POST',
          `/ecom/venda/pedidos/${order}/pagar-novamente`,
          { metodo_pagamento: 'CARTAO' },
          gabi.token,
        )
      ).statusCode,
    ).toBe(422);
    expect(await stockOf(other)).toBe(before);
  });

  it("holds stock for the payment method's window; expiry releases it and e-mails the shopper in their language", async () => {
    const db = api.database.db;
    const hugo = await brazilianBuyer('hugo@example.com');
    const ines = await paraguayanBuyer('ines@example.com');
    const start = clock.now().getTime();
    const stock = await stockOf(windowed);
    const pix = (
      await pickupOrder(hugo.token, await cartFor(hugo.token, 3, windowed), 'PIX')
    ).json<CheckoutStartResponse>();
    const voucher = (
      await pickupOrder(hugo.token, await cartFor(hugo.token, 1, windowed), 'VOUCHER')
    ).json<CheckoutStartResponse>();
    const cart = await cartFor(ines.token, 2, windowed, 3);
    const [pickup] = (await quote(ines.token, cart, { cliente_endereco_id: ines.addressId })).filter(
      (o) => o.entrega_servico_id === null,
    );
    const cash = await checkout(ines.token, cart, {
      token_entrega: pickup.token,
      valor_frete: 0,
      id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
      metodo_pagamento: 'BOCAS_COBRANZA',
    });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(await stockOf(windowed)).toBe(stock - 6);
    const holds = async () =>
      Object.fromEntries(
        (
          await db
            .select({ id: orders.externalId, expiresAt: orders.expiresAt, status: orders.status })
            .from(orders)
            .where(
              sql`${orders.externalId} in (${pix.pedido.external_id}, ${voucher.pedido.external_id}, ${cash.json().pedido.external_id})`,
            )
        ).map((o) => [o.id, { minutes: (o.expiresAt.getTime() - start) / 60_000, status: o.status }]),
      );
    expect(await holds()).toEqual({
      [pix.pedido.external_id]: { minutes: 30, status: 'PAGAMENTO' },
      [voucher.pedido.external_id]: { minutes: 3 * 24 * 60, status: 'PAGAMENTO' },
      [cash.json().pedido.external_id]: { minutes: 2 * 24 * 60, status: 'PAGAMENTO' },
    });
    // The order e-mail states the method's window.
    const box = async (to: string) =>
      (await api.app.inject({ method: 'GET', url: `/dev/mailbox/messages.json?to=${to}` })).json<{
        data: { subject: string; text: string }[];
      }>().data;
    expect((await box('hugo@example.com')).map((m) => m.text).join('\n')).toContain(
      'reservados por 30 minutos',
    );
    expect((await box('ines@example.com')).map((m) => m.text).join('\n')).toContain('reservados por 2 días');

    clock.advance(31 * 60_000);
    await releaseExpiredOrders(db, clock.now(), { siteUrl: SITE });
    expect(Object.values(await holds()).map((h) => h.status)).toEqual(
      expect.arrayContaining(['CANCELADO', 'PAGAMENTO', 'PAGAMENTO']),
    );
    expect((await holds())[pix.pedido.external_id].status).toBe('CANCELADO');
    expect(await stockOf(windowed)).toBe(stock - 3);
    const hugoMail = (await box('hugo@example.com')).find((m) => m.subject.includes('cancelado'))!;
    expect(hugoMail.subject).toMatch(/^Pedido nº \d+ cancelado: prazo de pagamento encerrado$/);
    expect(hugoMail.text).toContain('voltaram ao estoque');
    expect(hugoMail.text).toContain(`${SITE}/pedido/${pix.pedido.external_id}`);

    clock.advance(2 * 24 * 60 * 60_000);
    await releaseExpiredOrders(db, clock.now(), { siteUrl: SITE });
    expect((await holds())[cash.json().pedido.external_id].status).toBe('CANCELADO');
    expect(await stockOf(windowed)).toBe(stock - 1);
    const inesMail = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, 'ines@example.com'), sql`${emailOutbox.template} = 'order-expired'`),
      );
    expect(inesMail.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Pedido nº \d+ cancelado: venció el plazo de pago$/),
    ]);
  });
});
