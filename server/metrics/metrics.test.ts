import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../lib/contract/cart';
import type { ShippingOptionBody } from '../../lib/contract/shipping';
import { deliverDue } from '../adapters/payment-gateway/sandbox/sandbox-books';
import { emailOutbox, payments, products } from '../db/schema';
import type { DEFAULT_LIMITS } from '../http/rate-limit';
import { bearer, brazilian, register } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';
import { startMetricsServer } from './metrics-exposure';
import { metricsRegistry } from './metrics';

const TOKEN = randomBytes(24).toString('hex');
let api: TestApi;
let shopper: string;

/** One sample's value from the exposition text (undefined when the series is absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  api.app.inject({ method: 'GET', url: '/metrics', headers });

/** A Brazilian's PIX checkout with store pickup, approved on the sandbox's page and notified by its webhook. */
async function paidCheckout(): Promise<void> {
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(1);
  const call = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    api.app.inject({ method, url, payload: payload as never, headers: bearer(shopper) });
  const cart = (
    await call('POST', '/ecom/venda/carrinho', {
      external_id: randomUUID(),
      moeda_id: 2,
      itens: [{ produto_id: p.id, qtde: 1 }],
    })
  ).json<CartResponse>();
  const [pickup] = (
    await call('PUT', `/ecom/venda/carrinho/${cart.external_id}/calcular-frete`, { cidade_id: 3830 })
  ).json<ShippingOptionBody[]>();
  const started = await call('POST', `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`, {
    token_entrega: pickup.token,
    valor_frete: pickup.valor,
    entrega_servico_id: null,
    cliente_endereco_id: null,
    id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
    metodo_pagamento: 'PIX',
  });
  expect(started.statusCode, started.body).toBe(200);
  const link = new URL(started.json<{ link_pagamento: string[] }>().link_pagamento[0]).pathname;
  const back = await api.app.inject({
    method: 'POST',
    url: link,
    payload: 'decision=approve&method=PIX',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(back.statusCode).toBe(303);
  const injectFetch = (async (url: string, init: RequestInit) => {
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
      fetch: injectFetch,
    }),
  ).toBe(1);
}

beforeAll(async () => {
  api = await startTestApi(60, {
    config: { metricsToken: TOKEN, responseCacheMs: 30_000 },
    rateLimitSetup: { limits: { search: 2 as typeof DEFAULT_LIMITS.search } },
  });
  shopper = (await register(api.app, brazilian('metrics@example.com'))).json().token;
  // The registry is the process's, as in the API; the suite's files share one process (isolate: false), so the
  // counts start from zero here.
  metricsRegistry.resetMetrics();
});
afterAll(() => api?.close());

describe('GET /metrics on the API port', () => {
  it('refuses a scrape without the token, or with a wrong one, as any other 401', async () => {
    const none = await scrape({});
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(none.json()).toHaveProperty('message');
    expect(none.body).not.toContain('http_request_duration_seconds');
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(401);
  });

  it('counts requests per route pattern, never per raw URL', async () => {
    const [p] = await api.database.db.select({ id: products.id }).from(products).limit(1);
    for (let i = 0; i < 3; i++)
      expect((await api.get(`/api/public/products/${p.id}/details?lang=pt&n=${i}`)).status).toBe(200);
    expect((await api.get('/no/such/path/12345')).status).toBe(404);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const route = { route: '/api/public/products/:id/details', method: 'GET', status_code: '200' };
    expect(sample(text, 'http_request_duration_seconds_count', route)).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBe(1);
    expect(text).not.toContain(`/api/public/products/${p.id}`);
    expect(text).not.toContain('12345');
    // Process numbers come along (prom-client's defaults).
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('counts checkouts and payment events by outcome', async () => {
    const before = await scrape();
    const okBefore = sample(before.body, 'loja_checkouts_total', { operation: 'start', outcome: 'ok' }) ?? 0;
    await paidCheckout();
    // A checkout of a cart that does not exist is refused, with the reason's message key.
    const refused = await api.app.inject({
      method: 'POST',
      url: `/ecom/venda/carrinho/${randomUUID()}/iniciar-checkout`,
      payload: { token_entrega: 'x', valor_frete: 0, entrega_servico_id: null, id_ponto_entrega: 1 },
      headers: bearer(shopper),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const text = (await scrape()).body;
    expect(sample(text, 'loja_checkouts_total', { operation: 'start', outcome: 'ok' })).toBe(okBefore + 1);
    expect(
      sample(text, 'loja_checkouts_total', { operation: 'start', outcome: 'refused' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'loja_payment_events_total', { type: 'approved', outcome: 'applied' })).toBe(1);
  });

  it('reads the outbox and payment lag from the database at scrape time', async () => {
    await api.database.db.delete(emailOutbox);
    let text = (await scrape()).body;
    expect(sample(text, 'loja_outbox_unsent_mails')).toBe(0);
    expect(sample(text, 'loja_outbox_oldest_unsent_age_seconds')).toBe(0);
    await api.database.db.insert(emailOutbox).values({
      toAddress: 'late@example.com',
      subject: 'late',
      createdAt: sql`now() - interval '10 minutes'` as never,
    });
    text = (await scrape()).body;
    expect(sample(text, 'loja_outbox_unsent_mails')).toBe(1);
    const age = sample(text, 'loja_outbox_oldest_unsent_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(700);
    expect(sample(text, 'loja_payments_pending')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE loja_payments_oldest_pending_age_seconds gauge');
    expect(sample(text, 'loja_payments_oldest_soliciting_age_seconds')).toBe(0);
    // A checkout whose provider answer never got recorded (a crash between its two writes), two minutes old.
    await paidCheckout();
    const [latest] = await api.database.db
      .select({ id: payments.id })
      .from(payments)
      .orderBy(desc(payments.id))
      .limit(1);
    await api.database.db
      .update(payments)
      .set({ status: 'SOLICITANDO', createdAt: sql`now() - interval '2 minutes'` as never })
      .where(eq(payments.id, latest.id));
    text = (await scrape()).body;
    const soliciting = sample(text, 'loja_payments_oldest_soliciting_age_seconds')!;
    expect(soliciting).toBeGreaterThanOrEqual(120);
    expect(soliciting).toBeLessThan(200);
  });

  it('counts catalogue cache hits and misses, and rate-limit refusals per route', async () => {
    const before = (await scrape()).body;
    const hits = sample(before, 'loja_catalogue_cache_lookups_total', { result: 'hit' }) ?? 0;
    const misses = sample(before, 'loja_catalogue_cache_lookups_total', { result: 'miss' }) ?? 0;
    const url = '/api/public/products?page=1&per_page=5&lang=es&tem_estoque=1';
    for (let i = 0; i < 3; i++) expect((await api.get(url)).status).toBe(200);
    let text = (await scrape()).body;
    expect(sample(text, 'loja_catalogue_cache_lookups_total', { result: 'miss' })).toBeGreaterThan(misses);
    expect(sample(text, 'loja_catalogue_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(
      hits + 2,
    );

    const search = () =>
      api.app.inject({
        method: 'GET',
        url: '/api/public/products?text=perfume',
        remoteAddress: '198.51.100.77',
      });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await search()).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    text = (await scrape()).body;
    expect(sample(text, 'loja_rate_limit_refusals_total', { route: '/api/public/products' })).toBe(1);
  });
});

describe('metrics exposure', () => {
  let bare: TestApi;
  // In a hook: starting a second app takes a while on a busy machine.
  beforeAll(async () => void (bare = await startTestApi(0)));
  afterAll(() => bare?.close());

  it('has no /metrics on the API port without METRICS_TOKEN', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect(
      (
        await bare.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('serves the internal port on loopback, with the token when one is set', async () => {
    const log = { info: () => {}, error: () => {} };
    const open = await startMetricsServer({ port: 0, host: '127.0.0.1', token: undefined, log });
    const guarded = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN, log });
    try {
      const at = (s: typeof open, path = '/metrics') =>
        `http://127.0.0.1:${(s.address() as AddressInfo).port}${path}`;
      const res = await fetch(at(open));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await fetch(at(open, '/other'))).status).toBe(404);
      expect((await fetch(at(guarded))).status).toBe(401);
      const withToken = await fetch(at(guarded), { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(withToken.status).toBe(200);
      expect(await withToken.text()).toContain('loja_checkouts_total');
    } finally {
      open.close();
      guarded.close();
    }
  });
});
