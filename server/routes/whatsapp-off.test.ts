import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, products } from '../db/schema';
import { bearer, brazilian, register, testClock } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

/**
 * Issue 28: with WhatsApp off (no phone number id and token, the default) nothing is sent, so nothing is offered:
 * the consent answer says `disponivel: false` (checkout and profile hide the checkbox), the profile cannot turn the
 * updates on, and a checkout that still sends `whatsapp_atualizacoes` stores no consent.
 */
const clock = testClock(new Date('2026-11-27T13:00:00Z'));
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi(20, { deps: { now: clock.now } });
  token = (await register(api.app, brazilian('zap-off@example.com'))).json().token as string;
});
afterAll(() => api?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as never, headers: bearer(token) });

describe('order updates on WhatsApp while WhatsApp is off', () => {
  it('the answer says so and the profile cannot turn them on', async () => {
    const url = '/ecom/cliente/whatsapp-atualizacoes';
    expect((await call('GET', url)).json()).toEqual({ ativo: false, desde: null, disponivel: false });
    const refused = await call('PUT', url, { ativo: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A loja não envia atualizações de pedidos pelo WhatsApp no momento.');
    const off = await call('PUT', url, { ativo: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ativo: false, desde: null, disponivel: false });
  });

  it('a checkout sending the tick stores no consent', async () => {
    const [p] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit}`)
      .limit(1);
    const cart = await call('POST', '/ecom/venda/carrinho', {
      external_id: randomUUID(),
      moeda_id: 2,
      itens: [{ produto_id: p.id, qtde: 1 }],
    });
    expect(cart.statusCode, cart.body).toBe(201);
    const externalId = cart.json().external_id as string;
    const quote = await call('PUT', `/ecom/venda/carrinho/${externalId}/calcular-frete`, { cidade_id: 3830 });
    expect(quote.statusCode, quote.body).toBe(200);
    const [pickup] = quote.json();
    const res = await call('POST', `/ecom/venda/carrinho/${externalId}/iniciar-checkout`, {
      token_entrega: pickup.token,
      valor_frete: pickup.valor,
      entrega_servico_id: null,
      cliente_endereco_id: null,
      id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
      metodo_pagamento: 'PIX',
      whatsapp_atualizacoes: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await api.database.db
      .select({ at: customers.whatsappUpdatesAt })
      .from(customers)
      .where(eq(customers.email, 'zap-off@example.com'));
    expect(row.at).toBeNull();
  });
});
