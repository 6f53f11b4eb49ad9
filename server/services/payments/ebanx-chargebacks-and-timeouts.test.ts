import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../lib/contract/cart';
import type { CheckoutStartResponse } from '../../../lib/contract/checkout';
import type { ShippingOptionBody } from '../../../lib/contract/shipping';
import { auditLog, orders, payments, products } from '../../db/schema';
import { bearer, brazilian, register, testClock } from '../../test/account-fixtures';
import type { EbanxDouble } from '../../test/doubles/ebanx-double';
import { sellableProductId, type TestApi } from '../../test/harness';
import { startApiWithProviders } from '../../test/providers';

/**
 * EBANX after the payment (docs/decisions/0039): a chargeback reaches the order only through EBANX's own query (a
 * forged notification changes nothing), and a refund whose call went unanswered stays claimed and is asked again
 * under the same merchant_refund_code, never refunded twice.
 */
const clock = testClock(new Date('2026-11-23T12:00:00Z'));
const RECONCILE_MS = 5 * 60_000;
let api: TestApi;
let closeAll: (() => Promise<void>) | undefined;
let ebanx: EbanxDouble;
let ana: string;
let productId: number;

const call = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as never, headers: bearer(ana) });
const db = () => api.database.db;
const postEbanx = (body: string) =>
  api.app.inject({
    method: 'POST',
    url: '/ecom/pagamentos/ebanx',
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const orderOf = async (p: CheckoutStartResponse) =>
  (await db().select().from(orders).where(eq(orders.externalId, p.pedido.external_id)))[0];
const paymentOf = async (p: CheckoutStartResponse) =>
  (await db().select().from(payments).where(eq(payments.externalId, p.pagamento_external_id)))[0];
const stockOf = async () =>
  (await db().select({ s: products.stockQty }).from(products).where(eq(products.id, productId)))[0].s;
const refundRequests = (hash: string) =>
  ebanx.requests.filter((r) => r.path === '/ws/refund' && r.body.hash === hash);

async function paidPix(qty = 1) {
  const cart = (
    await call('POST', '/ecom/venda/carrinho', {
      external_id: randomUUID(),
      moeda_id: 2,
      itens: [{ produto_id: productId, qtde: qty }],
    })
  ).json<CartResponse>();
  const quote = await call('PUT', `/ecom/venda/carrinho/${cart.external_id}/calcular-frete`, {
    cidade_id: 3830,
  });
  const pickup = quote.json<ShippingOptionBody[]>().find((o) => o.entrega_servico_id === null)!;
  const res = await call('POST', `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`, {
    token_entrega: pickup.token,
    valor_frete: pickup.valor,
    entrega_servico_id: null,
    cliente_endereco_id: null,
    id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
    metodo_pagamento: 'PIX',
  });
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json<CheckoutStartResponse>();
  const hash = (await paymentOf(started)).gatewayReference!;
  ebanx.confirm(hash);
  await postEbanx(ebanx.notification([hash]));
  expect((await orderOf(started)).status).toBe('PAGO');
  return { started, hash };
}

beforeAll(async () => {
  const up = await startApiWithProviders({
    providers: ['ebanx'],
    now: clock.now,
    products: 60,
    timeoutMs: 1000,
    reconcileMs: RECONCILE_MS,
  });
  ({ api, ebanx } = up);
  closeAll = up.close;
  ana = (await register(api.app, brazilian('ana.cb@example.com'))).json().token;
  productId = await sellableProductId(db());
});
afterAll(() => closeAll?.());

describe('EBANX chargebacks', () => {
  it('a forged chargeback notification leaves a paid order paid: only the query is believed', async () => {
    const { started, hash } = await paidPix();
    expect((await postEbanx(ebanx.notification([hash], 'chargeback'))).statusCode).toBe(200);
    expect((await orderOf(started)).status).toBe('PAGO');
    expect((await paymentOf(started)).status).toBe('PAGO');
  });

  it("a chargeback EBANX's query reports refunds the order: stock back, audited as order.chargeback", async () => {
    const { started, hash } = await paidPix(2);
    const before = await stockOf();
    ebanx.chargeback(hash);
    expect((await postEbanx(ebanx.notification([hash], 'chargeback'))).statusCode).toBe(200);
    const order = await orderOf(started);
    expect(order.status).toBe('ESTORNADO');
    expect((await paymentOf(started)).status).toBe('ESTORNADO');
    expect(await stockOf()).toBe(before + 2);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.number)), eq(auditLog.action, 'order.chargeback')));
    expect(entry).toMatchObject({ staffId: null, actor: 'provider:ebanx' });
    // Nothing was refunded by the store.
    expect(refundRequests(hash)).toHaveLength(0);
  });
});

describe('an EBANX refund whose answer never came', () => {
  it('stays pending, and reconciliation asks again with the same merchant_refund_code: one refund at EBANX', async () => {
    const { started, hash } = await paidPix();
    ebanx.control.refundStatus = 'RE';
    ebanx.state.mode = 'lose'; // EBANX registers the refund; its answer is lost (timeout)
    try {
      const result = await api.services.payments.refund({
        orderExternalId: started.pedido.external_id,
        actor: 'gerente@loja.test',
      });
      expect(result.status).toBe('refund_pending');
    } finally {
      ebanx.state.mode = 'up';
    }
    expect((await paymentOf(started)).status).toBe('ESTORNANDO');
    expect((await orderOf(started)).status).toBe('PAGO');
    // A second click meanwhile reaches nothing.
    await expect(
      api.services.payments.refund({ orderExternalId: started.pedido.external_id, actor: 'dona@loja.test' }),
    ).rejects.toMatchObject({ messageKey: 'refundInProgress' });
    expect(refundRequests(hash)).toHaveLength(1);

    // Reconciliation: EBANX still says "paid" (refund only requested), so the same refund is asked again.
    clock.advance(RECONCILE_MS + 1000);
    await api.services.payments.reconcile(clock.now());
    const codes = refundRequests(hash).map((r) => r.body.merchant_refund_code);
    expect(codes).toHaveLength(2);
    expect(new Set(codes).size).toBe(1);
    expect(ebanx.payments.get(hash)!.refunds).toHaveLength(1);
    expect((await paymentOf(started)).status).toBe('ESTORNANDO');

    // EBANX confirms it: the next pass refunds the order, and nothing more is sent.
    ebanx.confirmRefund(hash);
    clock.advance(RECONCILE_MS + 1000);
    await api.services.payments.reconcile(clock.now());
    expect((await orderOf(started)).status).toBe('ESTORNADO');
    expect(refundRequests(hash)).toHaveLength(2);
    expect(ebanx.payments.get(hash)!.refunds).toHaveLength(1);
    ebanx.control.refundStatus = 'CO';
  });

  it('an unanswered call EBANX never received is sent again and completes', async () => {
    const { started, hash } = await paidPix();
    ebanx.state.mode = 'hang';
    try {
      expect(
        (await api.services.payments.refund({ orderExternalId: started.pedido.external_id, actor: 't' }))
          .status,
      ).toBe('refund_pending');
    } finally {
      ebanx.state.mode = 'up';
    }
    expect(ebanx.payments.get(hash)!.refunds).toHaveLength(0);
    clock.advance(RECONCILE_MS + 1000);
    await api.services.payments.reconcile(clock.now());
    expect((await orderOf(started)).status).toBe('ESTORNADO');
    expect(ebanx.payments.get(hash)!.refunds).toHaveLength(1);
  });
});
