import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../lib/contract/admin-drafts';
import { addresses, auditLog, customers, orders } from '../../db/schema';
import { bearer, brazilian, paraguayan, register, testClock } from '../../test/account-fixtures';
import { sellableProductId, startTestApi, type TestApi } from '../../test/harness';
import { staffMember } from '../../test/staff-fixtures';

/**
 * Draft orders delivered home and invitations to register (issue 28 point 3, decision 0047): the delivery quote is
 * the checkout's for one of the customer's own addresses, Brazilians are refused delivery, and an invitation is
 * claimed only by the signed-in account with the invited e-mail while its link lives.
 */
const clock = testClock(new Date('2026-11-27T12:00:00Z'));
let api: TestApi;
let clerk: Awaited<ReturnType<typeof staffMember>>;
let luis: { token: string; id: number; home: number; work: number };
let maria: { token: string; id: number; addressId: number };
let ana: { token: string; id: number };
let productId: number;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });
const idOf = async (email: string) =>
  (await api.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0]
    .id;

async function draftWith(body: object, quantity = 2): Promise<Draft> {
  const res = await call('POST', '/admin/draft-orders', clerk.token, body);
  expect(res.statusCode, res.body).toBe(200);
  const d = res.json<Draft>();
  const line = await call('PUT', `/admin/draft-orders/${d.id}/lines`, clerk.token, {
    product_id: productId,
    quantity,
  });
  expect(line.statusCode, line.body).toBe(200);
  return line.json<Draft>();
}
const quote = (id: number, body: object) =>
  call('POST', `/admin/draft-orders/${id}/shipping`, clerk.token, body);
const send = (id: number, body: object) =>
  call('POST', `/admin/draft-orders/${id}/send`, clerk.token, { metodo_pagamento: null, ...body });
const tokenOf = (link: string) => link.split('/pagar/')[1];

beforeAll(async () => {
  api = await startTestApi(20, { deps: { now: clock.now } });
  clerk = await staffMember(api, clock, 'vendedora@loja.test', 'clerk');
  const l = (await register(api.app, paraguayan('luis.entrega@example.com'), 'es')).json();
  const luisId = await idOf('luis.entrega@example.com');
  const [work] = await api.database.db
    .insert(addresses)
    .values({
      customerId: luisId,
      name: 'Oficina',
      street: 'Calle Palma',
      number: '77',
      district: 'Microcentro',
      cityId: 10145,
      stateId: 111,
      countryId: 2,
    })
    .returning({ id: addresses.id });
  luis = { token: l.token, id: luisId, home: l.user.enderecos[0].id, work: work.id };
  const m = (
    await register(
      api.app,
      paraguayan('maria.entrega@example.com', { documento_tipo: 'CEDULA', documento: '4.567.890' }),
      'es',
    )
  ).json();
  maria = { token: m.token, id: await idOf('maria.entrega@example.com'), addressId: m.user.enderecos[0].id };
  const a = (await register(api.app, brazilian('ana.entrega@example.com'))).json();
  ana = { token: a.token, id: await idOf('ana.entrega@example.com') };
  productId = await sellableProductId(api.database.db, 10);
});
afterAll(() => api?.close());

describe('draft orders delivered home (issue 28 point 3)', () => {
  it('lists every saved address, quotes one, and sends the order with its shipping in the total', async () => {
    const d = await draftWith({ customer_id: luis.id });
    expect(d.addresses.map((a) => a.id)).toEqual([luis.home, luis.work]);
    expect(d.addresses[1].label).toMatch(/^Oficina: Calle Palma 77, Microcentro, /);
    const q = await quote(d.id, { mode: 'delivery', address_id: luis.work });
    expect(q.statusCode, q.body).toBe(200);
    const options = q.json().data as { service_id: number | null; amount_minor: number; token: string }[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.service_id !== null)).toBe(true);
    const service = options[0];
    expect(service.amount_minor).toBeGreaterThan(0);

    const sent = await send(d.id, {
      token_entrega: service.token,
      valor_frete: service.amount_minor,
      entrega_servico_id: service.service_id,
      cliente_endereco_id: luis.work,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const done = sent.json<Draft>();
    expect(done.order!.total_minor).toBe(d.items_minor + service.amount_minor);
    const [order] = await api.database.db.select().from(orders).where(eq(orders.number, done.order!.number));
    expect(order).toMatchObject({
      addressId: luis.work,
      shippingMinor: service.amount_minor,
      deliveryServiceId: service.service_id,
      sellerStaffId: clerk.id,
    });

    // The customer's link shows where it goes and what the delivery costs before they pay.
    const open = await call('GET', `/ecom/venda/pedido-vendedor/${tokenOf(done.payment_link!)}`, luis.token);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().resumo).toMatchObject({
      shipping_minor: service.amount_minor,
      items_minor: d.items_minor,
      total_minor: d.items_minor + service.amount_minor,
      pickup_point: null,
    });
    expect(open.json().resumo.address).toMatch(/Calle Palma 77/);
  });

  it('refuses another customer’s address (a forged id) at the quote and at sending', async () => {
    const d = await draftWith({ customer_id: luis.id }, 1);
    const q = await quote(d.id, { mode: 'delivery', address_id: maria.addressId });
    expect(q.statusCode).toBe(404);
    const own = (await quote(d.id, { mode: 'delivery', address_id: luis.home })).json().data[0];
    // A quote for luis's address sent with maria's address id: the signed quote does not fit.
    const sent = await send(d.id, {
      token_entrega: own.token,
      valor_frete: own.amount_minor,
      entrega_servico_id: own.service_id,
      cliente_endereco_id: maria.addressId,
    });
    expect(sent.statusCode).toBeGreaterThanOrEqual(400);
    expect(sent.statusCode).toBeLessThan(500);
    expect((await call('GET', `/admin/draft-orders/${d.id}`, clerk.token)).json().status).toBe('open');
  });

  it('refuses delivery to a Brazilian in the spec’s error shape, and offers pickup', async () => {
    const d = await draftWith({ customer_id: ana.id }, 1);
    const q = await quote(d.id, { mode: 'delivery', address_id: 1 });
    expect(q.statusCode).toBe(422);
    expect(q.json().errors.mode[0]).toMatch(/retiram na loja/);
    expect(q.json().message).toBeTruthy();
    const sent = await send(d.id, {
      token_entrega: 'x',
      valor_frete: 1000,
      entrega_servico_id: 1,
      cliente_endereco_id: 1,
    });
    expect(sent.statusCode).toBe(422);
    expect(sent.json().errors.mode).toBeDefined();
    const pickup = await quote(d.id, { mode: 'pickup' });
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(pickup.json().data.map((o: { service_id: number | null }) => o.service_id)).toEqual([null]);
  });
});

describe('an invitation to register (issue 28 point 3)', () => {
  const invite = {
    name: 'Rosa Giménez',
    email: '  Rosa.Convite@Example.com ',
    phone: '+595 981 555-123',
    foreign: false,
  };

  async function sentInvite(who = invite): Promise<Draft> {
    const d = await draftWith({ invite: who }, 1);
    expect(d).toMatchObject({ invited: true, addresses: [], customer: { id: null, name: who.name } });
    const delivery = await quote(d.id, { mode: 'delivery', address_id: luis.home });
    expect(delivery.statusCode).toBe(422);
    const q = await quote(d.id, { mode: 'pickup' });
    expect(q.statusCode, q.body).toBe(200);
    const point = q.json().data[0].pickup_points[0];
    const sent = await send(d.id, { token_entrega: point.token, valor_frete: 0, id_ponto_entrega: point.id });
    expect(sent.statusCode, sent.body).toBe(200);
    const done = sent.json<Draft>();
    expect(done).toMatchObject({ status: 'invited', order: null });
    expect(done.payment_link).toMatch(/\/es-PY\/pagar\//);
    return done;
  }

  it('is claimed only by the account with the invited e-mail, once, and paid as an order of the seller', async () => {
    const done = await sentInvite();
    const token = tokenOf(done.payment_link!);
    const info = await call('GET', `/ecom/venda/convite-vendedor/${token}`, null);
    expect(info.json()).toEqual({
      invited: true,
      email: 'rosa.convite@example.com',
      name: 'Rosa Giménez',
      foreign: false,
    });
    // Another signed-in customer may neither claim nor pay it.
    expect((await call('GET', `/ecom/venda/pedido-vendedor/${token}`, luis.token)).statusCode).toBe(404);
    expect((await call('GET', `/ecom/venda/pedido-vendedor/${token}`, null)).statusCode).toBe(401);

    const rosa = (
      await register(
        api.app,
        paraguayan('ROSA.convite@example.com', { documento_tipo: 'CEDULA', documento: '3.210.987' }),
        'es',
      )
    ).json();
    expect(rosa.token, JSON.stringify(rosa)).toBeTruthy();
    const open = await call('GET', `/ecom/venda/pedido-vendedor/${token}`, rosa.token);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().link_pagamento[0]).toMatch(/\/sandbox-gateway\/pay\//);
    expect(open.json().resumo).toMatchObject({ shipping_minor: 0, address: null });
    expect(open.json().resumo.pickup_point).toBeTruthy();
    const number = open.json().pedido.pedido;
    const [order] = await api.database.db.select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({
      sellerStaffId: clerk.id,
      customerId: await idOf('ROSA.convite@example.com'),
    });

    // Opened again: the same order; the public side no longer names anyone; luis still cannot reach it.
    const again = await call('GET', `/ecom/venda/pedido-vendedor/${token}`, rosa.token);
    expect(again.json().pedido.pedido).toBe(number);
    expect((await call('GET', `/ecom/venda/convite-vendedor/${token}`, null)).json().invited).toBe(false);
    expect((await call('GET', `/ecom/venda/pedido-vendedor/${token}`, luis.token)).statusCode).toBe(404);
    const audit = await api.database.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'draft_order'), eq(auditLog.entityId, String(done.id))));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['draft.create', 'draft.line', 'draft.invite', 'draft.claim']),
    );
    expect(audit.find((a) => a.action === 'draft.claim')!.actor).toBe('ROSA.convite@example.com');
    const seen = await call('GET', `/admin/draft-orders/${done.id}`, clerk.token);
    expect(seen.json()).toMatchObject({ status: 'sent', order: { number } });
  });

  it('does not work once expired, nor with a forged signature', async () => {
    const done = await sentInvite({ ...invite, email: 'tarde.convite@example.com' });
    const token = tokenOf(done.payment_link!);
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await call('GET', `/ecom/venda/convite-vendedor/${forged}`, null)).json().invited).toBe(false);
    clock.advance(73 * 3600 * 1000);
    expect((await call('GET', `/ecom/venda/convite-vendedor/${token}`, null)).json().invited).toBe(false);
    // The invited person signs up after the link expired: nothing to claim.
    const late = (
      await register(
        api.app,
        paraguayan('tarde.convite@example.com', {
          documento_tipo: 'CEDULA',
          documento: '3.210.988',
        }),
        'es',
      )
    ).json();
    expect((await call('GET', `/ecom/venda/pedido-vendedor/${token}`, late.token)).statusCode).toBe(404);
  });
});
