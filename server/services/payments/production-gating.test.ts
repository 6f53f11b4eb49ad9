import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../../config';
import { products, sandboxCharges } from '../../db/schema';
import { bearer, brazilian, paraguayan, register } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';

const production = (extra: Record<string, string> = {}) =>
  loadConfig(
    {
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('base64url'),
      SITE_URL: 'https://loja.example',
      ...extra,
    },
    { loadFiles: false },
  );

describe('configuration of payment providers', () => {
  it('never chooses the sandbox in production, and refuses it when asked for', () => {
    expect(production().payments).toMatchObject({ paraguayan: null, brazilian: null });
    expect(() => production({ PAYMENT_PROVIDER_PY: 'sandbox' })).toThrow(ConfigError);
    expect(() => production({ PAYMENT_PROVIDER_BR: 'sandbox' })).toThrow(/refused in production/);
    expect(testConfig().payments).toMatchObject({ paraguayan: 'sandbox', brazilian: 'sandbox' });
  });

  it("needs each real provider's credentials, and defaults their URLs to the production hosts", () => {
    expect(() => production({ PAYMENT_PROVIDER_PY: 'pagopar' })).toThrow(/PAGOPAR_PUBLIC_KEY/);
    expect(() => production({ PAYMENT_PROVIDER_BR: 'ebanx' })).toThrow(/EBANX_INTEGRATION_KEY/);
    expect(() => production({ PAYMENT_PROVIDER_BR: 'paypal' })).toThrow(ConfigError);
    const both = production({
      PAYMENT_PROVIDER_PY: 'pagopar',
      PAGOPAR_PUBLIC_KEY: 'pub',
      PAGOPAR_PRIVATE_KEY: 'priv',
      PAYMENT_PROVIDER_BR: 'ebanx',
      EBANX_INTEGRATION_KEY: 'key',
    }).payments;
    expect(both).toMatchObject({
      paraguayan: 'pagopar',
      brazilian: 'ebanx',
      pagopar: { apiUrl: 'https://api.pagopar.com', checkoutUrl: 'https://www.pagopar.com/pagos' },
      ebanx: { apiUrl: 'https://api.ebanx.com' },
    });
  });
});

describe('a store with no provider configured (production without credentials)', () => {
  let api: TestApi;
  let ana: string;
  let luis: string;
  beforeAll(async () => {
    api = await startTestApi(30, {
      config: { payments: { ...testConfig().payments, paraguayan: null, brazilian: null } },
    });
    ana = (await register(api.app, brazilian('ana@example.com'))).json().token;
    luis = (await register(api.app, paraguayan('luis@example.com'), 'es')).json().token;
  });
  afterAll(() => api?.close());

  it('serves no sandbox: its hosted page and webhook answer 404, even for a charge that exists', async () => {
    // A charge left in the books (say, from before the providers were configured): pressing "Pagar" must not exist.
    const id = randomUUID();
    await api.database.db.insert(sandboxCharges).values({
      id,
      paymentExternalId: randomUUID(),
      amountMinor: 1000,
      currencyId: 2,
      method: 'PIX',
      lang: 'pt',
      buyerKind: 'brazilian',
      returnUrl: 'http://localhost:3000/checkout/payment',
    });
    expect((await api.app.inject({ method: 'GET', url: `/sandbox-gateway/pay/${id}` })).statusCode).toBe(404);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/sandbox-gateway/pay/${id}`,
          payload: 'decision=approve',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: '/ecom/pagamentos/webhook',
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps carts working and answers checkout with "no payment method for the region", writing nothing', async () => {
    const [p] = await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit}`)
      .limit(1);
    for (const [token, lang, text] of [
      [ana, 'pt', 'Não há método de pagamento disponível para a sua região no momento.'],
      [luis, 'es', 'No hay un método de pago disponible para su región en este momento.'],
    ] as const) {
      expect(
        (
          await api.app.inject({
            method: 'GET',
            url: '/ecom/venda/metodos-pagamento',
            headers: bearer(token),
          })
        ).json(),
      ).toEqual({ provedor: null, metodos: [] });
      const cart = await api.app.inject({
        method: 'POST',
        url: '/ecom/venda/carrinho',
        payload: { external_id: randomUUID(), moeda_id: 2, itens: [{ produto_id: p.id, qtde: 1 }] },
        headers: bearer(token),
      });
      expect(cart.statusCode, cart.body).toBe(201);
      const externalId = cart.json().external_id;
      const quote = await api.app.inject({
        method: 'PUT',
        url: `/ecom/venda/carrinho/${externalId}/calcular-frete`,
        payload: { cidade_id: 3830 },
        headers: bearer(token),
      });
      const options = quote.statusCode === 200 ? quote.json() : [];
      const pickup = options.find(
        (o: { entrega_servico_id: number | null }) => o.entrega_servico_id === null,
      );
      const res = await api.app.inject({
        method: 'POST',
        url: `/ecom/venda/carrinho/${externalId}/iniciar-checkout?lang=${lang}`,
        payload: {
          token_entrega: pickup?.token ?? 'x',
          valor_frete: pickup?.valor ?? 0,
          id_ponto_entrega: pickup?.opcionais.pontos_entrega[0].id ?? 1,
        },
        headers: bearer(token),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(text);
      expect(
        (
          await api.app.inject({
            method: 'GET',
            url: `/ecom/venda/carrinho/${externalId}`,
            headers: bearer(token),
          })
        ).statusCode,
      ).toBe(200);
    }
  });
});
