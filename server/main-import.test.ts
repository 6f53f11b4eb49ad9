import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deriveKey } from '../lib/contract/secrets';
import { PROJECT_ROOT } from './project-root';
import { brazilian, jpeg, multipart, png } from './test/account-fixtures';
import {
  buildApiForTests,
  productionApiEnv,
  startApi,
  type RunningProcess,
  describeEmbedded,
} from './test/api-process';
import { ebanxDouble, EBANX_KEY, type EbanxDouble } from './test/doubles/ebanx-double';

/**
 * Issue 20's "a store can start empty in production, import a 1,000-row CSV (dry run, then apply) and sell those
 * products", as a deployment runs it: the built store API (dist/…/main.js, no demo code) on an empty database, its
 * first manager made by staff:add, the CSV uploaded through the back office's API, and a Brazilian shopper paying
 * one imported product by PIX through EBANX (a local double of its API).
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-import-'));
let ebanx: EbanxDouble;
let api: (RunningProcess & { url: string }) | undefined;
let env: NodeJS.ProcessEnv;
const ROWS = 1000;

const feed = () =>
  ['codigo,nome_pt,nome_es,marca,categoria,valor_venda,moeda,estoque']
    .concat(
      Array.from(
        { length: ROWS },
        (_, i) =>
          `ERP${String(i + 1).padStart(5, '0')},Relógio ERP ${i + 1},Reloj ERP ${i + 1},Marca ${i % 5},Relógios,${(20 + (i % 50)).toFixed(2)},USD,${1 + (i % 4)}`,
      ),
    )
    .join('\n');

async function call<T = Record<string, unknown>>(
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T }> {
  const isBuffer = body instanceof Buffer;
  const res = await fetch(`${api!.url}${url}`, {
    method,
    headers: {
      ...(body !== undefined && !isBuffer ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // /admin answers only the storefront's server (http/storefront-only.ts): this test stands where its proxy does.
      ...(url.startsWith('/admin/')
        ? { 'x-storefront-key': deriveKey(env.APP_SECRET!, 'storefront-identity') }
        : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isBuffer ? new Uint8Array(body) : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as T };
}

beforeAll(async () => {
  ebanx = await ebanxDouble();
  // The store API: no demo seed (an empty database gets reference data only).
  env = productionApiEnv(folder, {
    SEED_PRODUCTS: undefined,
    DEMO_SEED: undefined,
    PAYMENT_PROVIDER_BR: 'ebanx',
    EBANX_INTEGRATION_KEY: EBANX_KEY,
    EBANX_API_URL: ebanx.url,
  });
  const storeApi = buildApiForTests();
  // The first manager, made the one way staff are made before the API opens the data folder (PGlite: one writer).
  const added = spawnSync(
    path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
    ['server/cli/staff-add.ts', 'gerente@loja.test', 'manager', 'Gerente'],
    { cwd: PROJECT_ROOT, env, encoding: 'utf8' },
  );
  expect(added.status, added.stderr).toBe(0);
  fs.writeFileSync(
    path.join(folder, 'link.txt'),
    added.stdout
      .split('\n')
      .find((l) => l.includes('/admin/ativar#'))!
      .trim(),
  );
  api = await startApi(env, 180_000, storeApi);
}, 400_000);

afterAll(async () => {
  if (api?.child.exitCode === null) api.child.kill('SIGKILL');
  await ebanx?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describeEmbedded('an empty production store imports its catalogue and sells it', () => {
  it('dry run, apply, then a shopper buys an imported product', async () => {
    // The manager activates (password + TOTP) and signs in with the next code.
    const setupToken = fs.readFileSync(path.join(folder, 'link.txt'), 'utf8').split('#')[1];
    const info = await call<{ totp_secret: string }>('POST', '/admin/auth/setup/info', { token: setupToken });
    const secret = info.json.totp_secret;
    const password = 'Gerente#Producao-2026';
    const now = Math.floor(Date.now() / 1000);
    expect(
      (
        await call('POST', '/admin/auth/setup', {
          token: setupToken,
          password,
          password_confirmation: password,
          totp: await generate({ secret, epoch: now }),
        })
      ).status,
    ).toBe(200);
    const login = await call<{ token: string }>('POST', '/admin/auth/login', {
      email: 'gerente@loja.test',
      password,
      totp: await generate({ secret, epoch: now + 30 }),
    });
    expect(login.status).toBe(200);
    const staff = login.json.token;

    const upload = multipart(
      {},
      { arquivo: { data: Buffer.from(feed()), filename: 'erp.csv', type: 'text/csv' } },
    );
    const dry = await call<{ arquivo: string; criados: number; erros: number; simulacao: boolean }>(
      'POST',
      '/admin/catalog/import',
      upload.payload,
      staff,
      upload.headers,
    );
    expect(dry.status, JSON.stringify(dry.json)).toBe(200);
    expect(dry.json).toMatchObject({ simulacao: true, criados: ROWS, erros: 0 });
    expect(
      (await call<{ total: number }>('GET', '/api/public/products?all_products=1&lang=pt')).json.total,
    ).toBe(0);

    expect(
      (await call('POST', `/admin/catalog/import/${dry.json.arquivo}/apply`, undefined, staff)).status,
    ).toBe(200);
    let state = '';
    for (let i = 0; i < 240 && state !== 'concluido'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      state = (
        await call<{ estado: string }>('GET', `/admin/catalog/import/${dry.json.arquivo}`, undefined, staff)
      ).json.estado;
      expect(state).not.toBe('falhou');
    }
    expect(state).toBe('concluido');
    const listed = await call<{ total: number; data: { id: number; codigo: string }[] }>(
      'GET',
      '/api/public/products?all_products=1&lang=pt',
    );
    expect(listed.json.total).toBe(ROWS);

    // A Brazilian registers, picks up an imported watch at the store and pays by PIX.
    const email = `ana-${randomUUID().slice(0, 8)}@example.com`;
    const reg = multipart(brazilian(email), {
      frente: { data: await png() },
      verso: { data: await jpeg(), filename: 'verso.jpg', type: 'image/jpeg' },
    });
    const registered = await call<{ token: string }>(
      'POST',
      '/ecom/cliente/cadastrar?lang=pt',
      reg.payload,
      undefined,
      reg.headers,
    );
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    const shopper = registered.json.token;
    const productId = listed.json.data[0].id;
    const cart = await call<{ external_id: string }>(
      'POST',
      '/ecom/venda/carrinho',
      { external_id: randomUUID(), moeda_id: 2, itens: [{ produto_id: productId, qtde: 1 }] },
      shopper,
    );
    expect(cart.status, JSON.stringify(cart.json)).toBe(201);
    const options = await call<
      {
        token: string;
        valor: number;
        entrega_servico_id: number | null;
        opcionais: { pontos_entrega: { id: number }[] };
      }[]
    >('PUT', `/ecom/venda/carrinho/${cart.json.external_id}/calcular-frete`, { cidade_id: 3830 }, shopper);
    expect(options.status, JSON.stringify(options.json)).toBe(200);
    const pickup = options.json.find((o) => o.entrega_servico_id === null)!;
    const started = await call<{ pedido: { external_id: string }; pagamento_external_id: string }>(
      'POST',
      `/ecom/venda/carrinho/${cart.json.external_id}/iniciar-checkout`,
      {
        token_entrega: pickup.token,
        valor_frete: pickup.valor,
        entrega_servico_id: null,
        cliente_endereco_id: null,
        id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
        metodo_pagamento: 'PIX',
      },
      shopper,
    );
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const payment = ebanx.byCode(started.json.pagamento_external_id);
    ebanx.confirm(payment.hash);
    const notified = await fetch(`${api!.url}/ecom/pagamentos/ebanx`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: ebanx.notification([payment.hash]),
    });
    expect(notified.status).toBe(200);
    const order = await call<{ status: string }>(
      'GET',
      `/ecom/venda/pedidos/${started.json.pedido.external_id}`,
      undefined,
      shopper,
    );
    expect(order.json.status).toBe('PAGO');
  }, 300_000);
});
