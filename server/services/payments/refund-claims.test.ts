import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../lib/contract/cart';
import type { CheckoutStartResponse, OrderBody } from '../../../lib/contract/checkout';
import type { ShippingOptionBody } from '../../../lib/contract/shipping';
import { signWebhook } from '../../adapters/payment-gateway/webhook-signature';
import { auditLog, emailOutbox, orders, payments, products } from '../../db/schema';
import { bearer, brazilian, paraguayan, register, testClock } from '../../test/account-fixtures';
import type { EbanxDouble } from '../../test/doubles/ebanx-double';
import type { PagoparDouble } from '../../test/doubles/pagopar-double';
import { sellableProductId, type TestApi } from '../../test/harness';
import { startApiWithProviders } from '../../test/providers';

/**
 * Issue 26's money points against the Pagopar and EBANX doubles (server/test/doubles: each names its doc pages):
 * one refund per order however many ask at once, no "refunded" before the provider confirms, refunds made at the
 * provider applied, a late payment on an expired order whose stock is gone held for staff (docs/decisions/0039).
 * Run it on PostgreSQL too: DATABASE_URL=postgres://…/test_<branch> npx vitest run <this file>.
 */
const clock = testClock(new Date('2026-11-23T12:00:00Z'));
const RECONCILE_MS = 5 * 60_000;
let api: TestApi;
let closeAll: (() => Promise<void>) | undefined;
let pagopar: PagoparDouble;
let ebanx: EbanxDouble;
let ana: string;
let luis: string;
let luisEmail = '';
let luisAddress: number;
let productId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });
const db = () => api.database.db;

async function checkout(
  token: string,
  method: string,
  moeda_id: number,
  qty = 1,
): Promise<CheckoutStartResponse> {
  const cartRes = await call(
    'POST',
    '/ecom/venda/carrinho',
    { external_id: randomUUID(), moeda_id, itens: [{ produto_id: productId, qtde: qty }] },
    token,
  );
  expect(cartRes.statusCode, cartRes.body).toBe(201);
  const cart = cartRes.json<CartResponse>();
  const res = await call(
    'PUT',
    `/ecom/venda/carrinho/${cart.external_id}/calcular-frete`,
    moeda_id === 3 ? { cliente_endereco_id: luisAddress } : { cidade_id: 3830 },
    token,
  );
  const pickup = res.json<ShippingOptionBody[]>().find((o) => o.entrega_servico_id === null)!;
  const started = await call(
    'POST',
    `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout${moeda_id === 3 ? '?lang=es' : ''}`,
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
  expect(started.statusCode, started.body).toBe(200);
  return started.json<CheckoutStartResponse>();
}
const stockOf = async () =>
  (await db().select({ s: products.stockQty }).from(products).where(eq(products.id, productId)))[0].s;
const mailsTo = async (email: string, template: string) =>
  (
    await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, template)))
  ).length;
const paymentOf = async (p: CheckoutStartResponse) =>
  (await db().select().from(payments).where(eq(payments.externalId, p.pagamento_external_id)))[0];
const orderOf = async (p: CheckoutStartResponse) =>
  (await db().select().from(orders).where(eq(orders.externalId, p.pedido.external_id)))[0];
const auditOf = async (number: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(number))))
    .orderBy(auditLog.id);
const postPagopar = (body: unknown) =>
  api.app.inject({
    method: 'POST',
    url: '/ecom/pagamentos/pagopar',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const postEbanx = (body: string) =>
  api.app.inject({
    method: 'POST',
    url: '/ecom/pagamentos/ebanx',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const reversals = (hash: string) =>
  pagopar.requests.filter((r) => r.path === '/api/pedidos/1.1/reversar' && r.body.hash_pedido === hash)
    .length;
const refundCalls = (hash: string) =>
  ebanx.requests.filter((r) => r.path === '/ws/refund' && r.body.hash === hash).length;
/** `npm run order:refund`'s request, signed as the command signs it. */
function operatorRefund(externalId: string, actor: string) {
  const path = `/interno/pedidos/${externalId}/estornar`;
  const body = JSON.stringify({ actor });
  const signature = signWebhook(
    api.config.keys.operator,
    `${path}\n${body}`,
    Math.floor(clock.now().getTime() / 1000),
  );
  return api.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-operator-signature': signature },
  });
}

async function paidPagopar(qty = 1) {
  const started = await checkout(luis, 'TARJETA', 3, qty);
  const hash = (await paymentOf(started)).gatewayReference!;
  pagopar.pay(hash);
  expect((await postPagopar(pagopar.notification(hash))).statusCode).toBe(200);
  return { started, hash };
}
async function paidEbanx() {
  const started = await checkout(ana, 'PIX', 2);
  const hash = (await paymentOf(started)).gatewayReference!;
  ebanx.confirm(hash);
  await postEbanx(ebanx.notification([hash]));
  return { started, hash };
}

beforeAll(async () => {
  const up = await startApiWithProviders({
    providers: ['pagopar', 'ebanx'],
    now: clock.now,
    products: 60,
    timeoutMs: 2000,
    reconcileMs: RECONCILE_MS,
  });
  ({ api, pagopar, ebanx } = up);
  closeAll = up.close;
  ana = (await register(api.app, brazilian('ana@example.com'))).json().token;
  productId = await sellableProductId(db());
});
afterAll(() => closeAll?.());
let round = 0;
beforeEach(async () => {
  luisEmail = `luis.r${++round}@example.com`;
  const l = (await register(api.app, paraguayan(luisEmail), 'es')).json();
  luis = l.token;
  luisAddress = l.user.enderecos[0].id;
  pagopar.control.reversal = 'immediate';
  ebanx.control.refundStatus = 'CO';
});

describe('one refund per order', () => {
  it('two refunds at the same moment: one reaches Pagopar, the other gets 409 and calls nothing', async () => {
    const { started, hash } = await paidPagopar(2);
    const before = await stockOf();
    const results = await Promise.allSettled([
      api.services.payments.refund({
        orderExternalId: started.pedido.external_id,
        actor: 'gerente@loja.test',
      }),
      api.services.payments.refund({ orderExternalId: started.pedido.external_id, actor: 'dona@loja.test' }),
    ]);
    expect(
      results
        .filter((r) => r.status === 'fulfilled')
        .map((r) => (r as PromiseFulfilledResult<{ status: string }>).value.status),
    ).toEqual(['refunded']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ kind: 'conflict', messageKey: 'refundInProgress' });
    expect(reversals(hash)).toBe(1);
    expect(await stockOf()).toBe(before + 2);
    expect(await mailsTo(luisEmail, 'order-refunded')).toBe(1);
  });

  it('two `order:refund` runs at once on an EBANX order: one 200, one 409, one /ws/refund; the refund is audited', async () => {
    const { started, hash } = await paidEbanx();
    const [a, b] = await Promise.all([
      operatorRefund(started.pedido.external_id, 'cli:ops'),
      operatorRefund(started.pedido.external_id, 'cli:ops2'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().message).toBe(
      'Este pedido já tem um estorno em andamento: aguarde a confirmação do provedor de pagamento.',
    );
    expect(refundCalls(hash)).toBe(1);
    const order = await orderOf(started);
    expect(order.status).toBe('ESTORNADO');
    // The operator's refund is in the audit log like the back office's.
    const entries = (await auditOf(order.number)).filter((e) => e.action === 'order.refund');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: null,
      actor: expect.stringMatching(/^cli:ops2?$/),
      after: { status: 'ESTORNADO', provider: 'ebanx' },
    });
    // Asked again later: nothing more at the provider.
    expect((await operatorRefund(started.pedido.external_id, 'cli:ops')).json().status).toBe(
      'already_refunded',
    );
    expect(refundCalls(hash)).toBe(1);
  });

  it('a provider that refuses gives the claim back: the order stays paid and can be refunded later', async () => {
    const { started, hash } = await paidPagopar();
    pagopar.orders.get(hash)!.paid = false; // Pagopar: "El pedido no puede reversarse."
    await expect(
      api.services.payments.refund({ orderExternalId: started.pedido.external_id, actor: 'test' }),
    ).rejects.toMatchObject({ messageKey: 'paymentProviderRefused' });
    expect((await paymentOf(started)).status).toBe('PAGO');
    pagopar.orders.get(hash)!.paid = true;
    expect(
      (await api.services.payments.refund({ orderExternalId: started.pedido.external_id, actor: 'test' }))
        .status,
    ).toBe('refunded');
  });
});

describe('no "refunded" before the provider confirms', () => {
  it('a Pagopar reversal answered "Agendada" stays refund pending until traer shows it applied', async () => {
    const { started, hash } = await paidPagopar(2);
    const before = await stockOf();
    pagopar.control.reversal = 'scheduled';
    const result = await api.services.payments.refund({
      orderExternalId: started.pedido.external_id,
      actor: 'gerente@loja.test',
    });
    expect(result.status).toBe('refund_pending');
    const shopper = (
      await call('GET', `/ecom/venda/pedidos/${started.pedido.external_id}`, undefined, luis)
    ).json<OrderBody>();
    expect(shopper.status).toBe('PAGO');
    expect(shopper.pagamentos[0].status).toBe('ESTORNANDO');
    expect(await mailsTo(luisEmail, 'order-refunded')).toBe(0);
    expect(await stockOf()).toBe(before);
    const order = await orderOf(started);
    expect(
      (await auditOf(order.number)).map((e) => [e.action, (e.after as { refund?: string }).refund]),
    ).toContainEqual(['order.refund', 'pending']);
    // Asking again while it is scheduled calls nothing.
    await expect(
      api.services.payments.refund({ orderExternalId: started.pedido.external_id, actor: 'dona@loja.test' }),
    ).rejects.toMatchObject({ messageKey: 'refundInProgress' });
    expect(reversals(hash)).toBe(1);
    // Not applied yet: reconciliation asks and changes nothing.
    clock.advance(RECONCILE_MS + 1000);
    await api.services.payments.reconcile(clock.now());
    expect((await orderOf(started)).status).toBe('PAGO');
    // Pagopar applies it: the next pass sees fecha_reversion, and only now is the order refunded, stock back, mailed.
    pagopar.applyReversal(hash);
    clock.advance(RECONCILE_MS + 1000);
    await api.services.payments.reconcile(clock.now());
    expect((await orderOf(started)).status).toBe('ESTORNADO');
    expect((await paymentOf(started)).status).toBe('ESTORNADO');
    expect(await stockOf()).toBe(before + 2);
    expect(await mailsTo(luisEmail, 'order-refunded')).toBe(1);
    expect((await auditOf(order.number)).map((e) => e.action)).toContain('order.refund_confirmed');
  });

  it('an EBANX refund still Requested stays pending; a notification once EBANX confirms it completes it', async () => {
    const { started, hash } = await paidEbanx();
    ebanx.control.refundStatus = 'RE';
    expect(
      (await api.services.payments.refund({ orderExternalId: started.pedido.external_id, actor: 'test' }))
        .status,
    ).toBe('refund_pending');
    expect((await orderOf(started)).status).toBe('PAGO');
    ebanx.confirmRefund(hash);
    await postEbanx(ebanx.notification([hash]));
    expect((await orderOf(started)).status).toBe('ESTORNADO');
  });
});

describe('refunds made at the provider', () => {
  it("a reversal made in Pagopar's panel, seen by the notification's query, refunds the order: stock back, audited, mailed", async () => {
    const { started, hash } = await paidPagopar(3);
    const before = await stockOf();
    pagopar.applyReversal(hash);
    expect((await postPagopar(pagopar.notification(hash))).statusCode).toBe(200);
    expect((await orderOf(started)).status).toBe('ESTORNADO');
    expect(await stockOf()).toBe(before + 3);
    expect(await mailsTo(luisEmail, 'order-refunded')).toBe(1);
    const [entry] = (await auditOf((await orderOf(started)).number)).filter(
      (e) => e.action === 'order.refunded_at_provider',
    );
    expect(entry).toMatchObject({ staffId: null, actor: 'provider:pagopar' });
    // The back office then has nothing to refund.
    expect(
      (await api.services.payments.refund({ orderExternalId: started.pedido.external_id, actor: 'test' }))
        .status,
    ).toBe('already_refunded');
    expect(reversals(hash)).toBe(0);
  });

  it("a refund made in EBANX's dashboard is applied when EBANX notifies", async () => {
    const { started, hash } = await paidEbanx();
    ebanx.confirmRefund(hash);
    await postEbanx(ebanx.notification([hash]));
    expect((await orderOf(started)).status).toBe('ESTORNADO');
    expect(refundCalls(hash)).toBe(0);
  });
});

describe('a late payment on an expired order whose stock is gone', () => {
  it('is never called refunded: held CANCELADO with the payment PAGO, audited, the shopper told; staff refund it through Pagopar', async () => {
    const started = await checkout(luis, 'TARJETA', 3, 2);
    const order = await orderOf(started);
    const hash = (await paymentOf(started)).gatewayReference!;
    // The hold ran out (its stock went back and was sold), then the shopper paid at Pagopar anyway.
    const stock = await stockOf();
    await db()
      .update(orders)
      .set({ status: 'CANCELADO', releasedAt: clock.now() })
      .where(eq(orders.id, order.id));
    await db().update(payments).set({ status: 'CANCELADO' }).where(eq(payments.orderId, order.id));
    await db().update(products).set({ stockQty: 1 }).where(eq(products.id, productId));
    try {
      pagopar.pay(hash);
      expect((await postPagopar(pagopar.notification(hash))).statusCode).toBe(200);
      const shopper = (
        await call('GET', `/ecom/venda/pedidos/${started.pedido.external_id}`, undefined, luis)
      ).json<OrderBody>();
      expect(shopper.status).toBe('CANCELADO');
      expect(shopper.pagamentos[0].status).toBe('PAGO');
      expect(await stockOf()).toBe(1);
      const [mail] = await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, luisEmail), eq(emailOutbox.template, 'order-paid-late')));
      expect(mail.params).toMatchObject({ lang: 'es', orderNumber: order.number });
      expect(await mailsTo(luisEmail, 'order-refunded')).toBe(0);
      expect((await auditOf(order.number)).find((e) => e.action === 'order.paid_after_expiry')).toMatchObject(
        { actor: 'provider:pagopar', after: { refund: 'pending' } },
      );
      // One click in the back office (the same refund service): reversed at Pagopar, then ESTORNADO, no stock moved.
      expect(
        (
          await api.services.payments.refund({
            orderExternalId: started.pedido.external_id,
            actor: 'gerente@loja.test',
          })
        ).status,
      ).toBe('refunded');
      expect(reversals(hash)).toBe(1);
      expect((await orderOf(started)).status).toBe('ESTORNADO');
      expect(await stockOf()).toBe(1);
      expect(await mailsTo(luisEmail, 'order-refunded')).toBe(1);
    } finally {
      await db().update(products).set({ stockQty: stock }).where(eq(products.id, productId));
    }
  });
});
