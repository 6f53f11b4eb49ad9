import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../../../lib/contract/admin-drafts';
import { customers } from '../../db/schema';
import { minorToMajor, currencyById } from '../../../lib/money';
import { bearer, brazilian, paraguayan, register, testClock } from '../../test/account-fixtures';
import type { EbanxDouble } from '../../test/doubles/ebanx-double';
import type { PagoparDouble } from '../../test/doubles/pagopar-double';
import { sellableProductId, type TestApi } from '../../test/harness';
import { startApiWithProviders } from '../../test/providers';
import { staffMember } from '../../test/staff-fixtures';

/**
 * A manager's discount on a draft order (decision 0047) reaches the providers as the discounted total: the Pagopar
 * double adds up its compras_items to monto_total (the discount folded into the largest line), the EBANX double
 * takes amount_total. Both must be asked for exactly the order's total, items minus the discount.
 */
const clock = testClock(new Date('2026-11-27T12:00:00Z'));
let api: TestApi;
let closeAll: (() => Promise<void>) | undefined;
let pagopar: PagoparDouble;
let ebanx: EbanxDouble;
let manager: string;
let luis: number;
let ana: number;
let productId: number;

const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  api.app.inject({ method, url, payload: payload as never, headers: bearer(manager) });
const idOf = async (email: string) =>
  (await api.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0]
    .id;

/** A draft of 3 units with the largest discount allowed, sent for store pickup: the order it made. */
async function discountedDraft(customerId: number): Promise<Draft> {
  const d = (await call('POST', '/admin/draft-orders', { customer_id: customerId })).json<Draft>();
  const lined = (
    await call('PUT', `/admin/draft-orders/${d.id}/lines`, { product_id: productId, quantity: 3 })
  ).json<Draft>();
  const off = lined.max_discount_minor;
  expect(off).toBeGreaterThan(0);
  const discounted = await call('PUT', `/admin/draft-orders/${d.id}/discount`, { discount_minor: off });
  expect(discounted.statusCode, discounted.body).toBe(200);
  const q = await call('POST', `/admin/draft-orders/${d.id}/shipping`, { mode: 'pickup' });
  expect(q.statusCode, q.body).toBe(200);
  const point = q.json().data[0].pickup_points[0];
  const sent = await call('POST', `/admin/draft-orders/${d.id}/send`, {
    token_entrega: point.token,
    valor_frete: 0,
    id_ponto_entrega: point.id,
    metodo_pagamento: null,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const done = sent.json<Draft>();
  expect(done.order!.total_minor).toBe(lined.items_minor - off);
  return done;
}

beforeAll(async () => {
  const up = await startApiWithProviders({
    providers: ['pagopar', 'ebanx'],
    now: clock.now,
    products: 20,
    timeoutMs: 2000,
  });
  ({ api, pagopar, ebanx } = up);
  closeAll = up.close;
  manager = (await staffMember(api, clock, 'gerente@loja.test', 'manager')).token;
  await register(api.app, paraguayan('luis.desconto@example.com'), 'es');
  await register(api.app, brazilian('ana.desconto@example.com'));
  luis = await idOf('luis.desconto@example.com');
  ana = await idOf('ana.desconto@example.com');
  productId = await sellableProductId(api.database.db, 10);
});
afterAll(() => closeAll?.());

describe('a discounted draft at the providers (decision 0047)', () => {
  it('Pagopar is asked for the discounted total in guaranis, its items adding up to it', async () => {
    const done = await discountedDraft(luis);
    const charged = [...pagopar.orders.values()].map((o) => o.body);
    expect(charged).toHaveLength(1);
    expect(Number(charged[0].monto_total)).toBe(done.order!.total_minor);
    const items = charged[0].compras_items as { precio_total: number }[];
    expect(items.reduce((s, i) => s + i.precio_total, 0)).toBe(done.order!.total_minor);
  });

  it('EBANX is asked for the discounted total in the order’s dollars', async () => {
    const done = await discountedDraft(ana);
    expect(done.currency_id).toBe(2);
    const charged = [...ebanx.payments.values()];
    expect(charged).toHaveLength(1);
    expect(charged[0].currency).toBe('USD');
    expect(charged[0].amount).toBe(minorToMajor(done.order!.total_minor, currencyById(2)));
  });
});
