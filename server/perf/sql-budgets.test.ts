import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../lib/contract/cart';
import type { CheckoutStartResponse } from '../../lib/contract/checkout';
import type { ShippingOptionBody } from '../../lib/contract/shipping';
import { testConfig } from '../config';
import { payments, products } from '../db/schema';
import { PROJECT_ROOT } from '../project-root';
import { bearer, brazilian, register, testClock } from '../test/account-fixtures';
import { ebanxDouble, EBANX_KEY, type EbanxDouble } from '../test/doubles/ebanx-double';
import { startTestApi, type TestApi } from '../test/harness';
import { staffMember } from '../test/staff-fixtures';
import { readCost, StatementRecorder, type Statement } from '../test/statement-recorder';

/**
 * SQL budgets of the hot paths (issue 31): how many statements each one sends and how many rows its statements'
 * table scans read, against bench/budgets/sql.json. No timing: a path that gains a statement, or a plan that turns
 * into a larger scan, fails here on any machine. The statement count must match exactly (a change that saves one
 * lowers the budget in the same commit, so the file keeps telling the truth); rows read may be at most the budget
 * for this database (PGlite in `npm test`, PostgreSQL in CI's second pass: their planners differ a little) plus the
 * file's `rowsSlack` (a background ANALYZE can move a plan a little; a new full scan is far more).
 * SQL_BUDGETS_WRITE=1 writes the measured figures into the file instead of checking them.
 *
 * Each path is measured warm (its statements prepared and the per-process caches filled by an earlier call, as in
 * a running store), with the API's response cache off, and a Brazilian buyer on EBANX's double, the real provider
 * path.
 */
const BUDGET_FILE = path.join(PROJECT_ROOT, 'bench', 'budgets', 'sql.json');
const WRITE = process.env.SQL_BUDGETS_WRITE === '1';
/** SQL_BUDGETS_LIST=1 prints every path's statements. */
const LIST = process.env.SQL_BUDGETS_LIST === '1';

type Driver = 'pglite' | 'postgres';
interface Budget {
  statements: number;
  rows: Partial<Record<Driver, number>>;
}
interface Measured {
  statements: Statement[];
  rows: number;
  buffers: number;
  unreplayed: number;
}

const clock = testClock(new Date('2026-11-23T12:00:00Z'));
const recorder = new StatementRecorder();
const measured = new Map<string, Measured>();
let api: TestApi;
let ebanx: EbanxDouble;
let shopper: string;
let clerk: string;
let productIds: number[];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) =>
  api.app.inject({ method, url, payload: payload as never, headers: token ? bearer(token) : {} });

async function ok(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string) {
  const res = await call(method, url, payload, token);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/** Runs `fn` with the recorder on, then replays each statement under EXPLAIN ANALYZE for what it read. */
async function measure(name: string, fn: () => Promise<unknown>) {
  const statements = await recorder.measure(fn);
  const result: Measured = { statements, rows: 0, buffers: 0, unreplayed: 0 };
  for (const statement of statements) {
    const cost = await readCost(api.database.db, statement);
    if (!cost) result.unreplayed++;
    else {
      result.rows += cost.rows;
      result.buffers += cost.buffers;
    }
  }
  measured.set(name, result);
}

/** A Brazilian's cart with one line, quoted for store pickup: what a checkout starts from. */
async function quotedCart(product: number) {
  const cart = (
    await ok(
      'POST',
      '/ecom/venda/carrinho',
      { external_id: randomUUID(), moeda_id: 2, itens: [{ produto_id: product, qtde: 1 }] },
      shopper,
    )
  ).json<CartResponse>();
  const [pickup] = (
    await ok('PUT', `/ecom/venda/carrinho/${cart.external_id}/calcular-frete`, { cidade_id: 3830 }, shopper)
  ).json<ShippingOptionBody[]>();
  const body = {
    token_entrega: pickup.token,
    valor_frete: pickup.valor,
    entrega_servico_id: null,
    cliente_endereco_id: null,
    id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
    metodo_pagamento: 'PIX',
  };
  return { cart, body };
}

const checkoutUrl = (cart: CartResponse) => `/ecom/venda/carrinho/${cart.external_id}/iniciar-checkout`;
const notify = async (started: CheckoutStartResponse) => {
  const [{ ref }] = await api.database.db
    .select({ ref: payments.gatewayReference })
    .from(payments)
    .where(eq(payments.externalId, started.pagamento_external_id));
  ebanx.confirm(ref!);
  const res = await api.app.inject({
    method: 'POST',
    url: '/ecom/pagamentos/ebanx',
    payload: ebanx.notification([ref!]),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const listing = (page: number) =>
  `/api/public/products?lang=pt&moeda_id=2&page=${page}&per_page=20&tem_estoque=1`;
const productPage = async (id: number) => {
  const [{ slug }] = await api.database.db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.id, id));
  return async () => {
    await ok('GET', `/api/public/products/slug/${slug}?lang=pt&moeda_id=2`);
    await ok('GET', `/api/public/products/${id}/details?lang=pt&moeda_id=2`);
    await ok('GET', `/api/public/products/${id}/related?lang=pt&moeda_id=2&limit=12`);
  };
};

beforeAll(async () => {
  ebanx = await ebanxDouble();
  const base = testConfig();
  api = await startTestApi(400, {
    logger: recorder,
    deps: { now: clock.now },
    config: {
      payments: {
        ...base.payments,
        brazilian: 'ebanx',
        ebanx: { integrationKey: EBANX_KEY, apiUrl: ebanx.url },
        timeoutMs: 2_000,
      },
    },
  });
  shopper = (await register(api.app, brazilian('ana@example.com'))).json().token;
  clerk = (await staffMember(api, clock, 'balcao@loja.test', 'clerk')).token;
  productIds = (
    await api.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.stockQty} >= 20 AND ${products.showPrice} AND ${products.hasUnit} AND ${products.active}`,
      )
      .orderBy(products.id)
      .limit(4)
  ).map((p) => p.id);

  // Warm every path once: prepared statements, exchange rates, pickup points and the like as a running store has them.
  const warm = await quotedCart(productIds[0]);
  await ok(
    'POST',
    `/ecom/venda/carrinho/${warm.cart.external_id}/itens`,
    { produto_id: productIds[1], moeda_id: 2 },
    shopper,
  );
  await ok(
    'PUT',
    `/ecom/venda/carrinho/${warm.cart.external_id}/calcular-frete`,
    { cidade_id: 3830 },
    shopper,
  );
  const warmQuote = await quotedCart(productIds[0]);
  await notify(
    (await ok('POST', checkoutUrl(warmQuote.cart), warmQuote.body, shopper)).json<CheckoutStartResponse>(),
  );
  await ok('GET', listing(2));
  await (
    await productPage(productIds[3])
  )();
  await ok('GET', '/admin/orders?status=PAGO', undefined, clerk);

  const next = await quotedCart(productIds[0]);
  await measure('add-to-cart', () =>
    ok(
      'POST',
      `/ecom/venda/carrinho/${next.cart.external_id}/itens`,
      { produto_id: productIds[1], moeda_id: 2 },
      shopper,
    ),
  );
  await measure('quote', () =>
    ok('PUT', `/ecom/venda/carrinho/${next.cart.external_id}/calcular-frete`, { cidade_id: 3830 }, shopper),
  );
  const [pickup] = (
    await ok(
      'PUT',
      `/ecom/venda/carrinho/${next.cart.external_id}/calcular-frete`,
      { cidade_id: 3830 },
      shopper,
    )
  ).json<ShippingOptionBody[]>();
  let started: CheckoutStartResponse | undefined;
  await measure('checkout', async () => {
    started = (
      await ok(
        'POST',
        checkoutUrl(next.cart),
        { ...next.body, token_entrega: pickup.token, valor_frete: pickup.valor },
        shopper,
      )
    ).json<CheckoutStartResponse>();
  });
  await measure('payment-notification', () => notify(started!));
  await measure('listing-page', () => ok('GET', listing(1)));
  await measure('product-page', await productPage(productIds[2]));
  await measure('admin-orders-list', () => ok('GET', '/admin/orders', undefined, clerk));
}, 300_000);

afterAll(async () => {
  await api?.close();
  await ebanx?.close();
});

describe('SQL budgets of the hot paths (bench/budgets/sql.json)', () => {
  it('each path sends its budget of statements and reads no more rows than its budget', () => {
    const driver: Driver = api.database.driver;
    const file = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as {
      rowsSlack: number;
      paths: Record<string, Budget>;
    } & Record<string, unknown>;
    const report = [...measured].map(([name, m]) => ({
      path: name,
      statements: m.statements.length,
      rows: m.rows,
      buffers: m.buffers,
      unreplayed: m.unreplayed,
    }));
    console.log(
      `SQL budgets (${driver}):\n${report.map((r) => `  ${r.path.padEnd(22)} statements ${String(r.statements).padStart(3)}  rows ${String(r.rows).padStart(6)}  buffers ${String(r.buffers).padStart(6)}${r.unreplayed ? `  (${r.unreplayed} not replayable)` : ''}`).join('\n')}`,
    );

    if (LIST)
      for (const [name, m] of measured)
        console.log(
          `${name}:\n${m.statements.map((st, i) => `  ${i + 1}. ${st.sql.replace(/\s+/g, ' ')}`).join('\n')}`,
        );

    if (WRITE) {
      for (const r of report) {
        const old = file.paths[r.path];
        file.paths[r.path] = { statements: r.statements, rows: { ...old?.rows, [driver]: r.rows } };
      }
      writeFileSync(BUDGET_FILE, `${JSON.stringify(file, null, 2)}\n`);
      return;
    }

    const failures: string[] = [];
    for (const [name, m] of measured) {
      const budget = file.paths[name];
      if (!budget) {
        failures.push(`${name}: no budget in bench/budgets/sql.json`);
        continue;
      }
      const listing = m.statements
        .map((s, i) => `    ${i + 1}. ${s.sql.replace(/\s+/g, ' ').slice(0, 160)}`)
        .join('\n');
      if (m.statements.length > budget.statements) {
        failures.push(
          `${name}: ${m.statements.length} statements, budget ${budget.statements}. A change that needs more raises the budget in the same commit.\n${listing}`,
        );
      } else if (m.statements.length < budget.statements) {
        failures.push(
          `${name}: ${m.statements.length} statements, fewer than the budget's ${budget.statements}: lower the budget in bench/budgets/sql.json.\n${listing}`,
        );
      }
      const rows = budget.rows[driver];
      if (rows === undefined) failures.push(`${name}: no rows budget for ${driver}`);
      else if (m.rows > Math.ceil(rows * (1 + file.rowsSlack)))
        failures.push(
          `${name}: read ${m.rows} rows, budget ${rows} (+${file.rowsSlack * 100} %) on ${driver} (a plan that scans more).\n${listing}`,
        );
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
