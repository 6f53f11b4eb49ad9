import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, tokenHash } from '../services/accounts/secret-tokens';

/**
 * kill -9 of the API in the middle of a burst of checkouts and webhooks, then a restart (issue 8 reliability). Needs
 * a real PostgreSQL, which another process can share: it runs in CI's PostgreSQL pass (DATABASE_URL), not on PGlite,
 * whose files one process owns.
 */
const DB_URL = process.env.DATABASE_URL;
const PORT = 4590;
const BASE = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '../..');
const SHOPPERS = 120;

let db: pg.Client;
let apiProcess: ChildProcess | undefined;

function startApi(): ChildProcess {
  // node itself, not the tsx wrapper: SIGKILL must reach the process that serves (a wrapper's child would survive it).
  return spawn(process.execPath, ['--import', 'tsx', 'server/demo/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: DB_URL,
      API_PORT: String(PORT),
      API_PUBLIC_URL: BASE,
      SEED_PRODUCTS: '60',
      DEMO_SEED: 'on',
      // The sandbox gateway's hosted page and its webhook queue are what this test kills the API in the middle of;
      // production refuses the sandbox (issue 22), so this API runs as development does (sandbox for both buyers).
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      RATE_LIMIT: 'off',
      APP_SECRET: randomBytes(32).toString('hex'),
      LOCAL_HTTP: 'on',
    },
  });
}

async function waitHealthy(child: ChildProcess) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not start');
}

const call = async (method: string, url: string, token: string, body?: unknown) => {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

const scalar = async (q: string, params: unknown[] = []) => Number((await db.query(q, params)).rows[0].n);

describe.runIf(DB_URL)('kill -9 during checkouts and webhooks', () => {
  beforeAll(async () => {
    db = new pg.Client({ connectionString: DB_URL });
    await db.connect();
    await db.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
    );
    apiProcess = startApi();
    await waitHealthy(apiProcess);
  }, 180_000);
  afterAll(async () => {
    apiProcess?.kill('SIGKILL');
    await db?.end();
  });

  it('loses no answered order, leaves no half-written one, keeps stock exact and delivers pending webhooks after restart', async () => {
    const products = (
      await db.query('select id from products where active and show_price and has_unit order by id limit 5')
    ).rows.map((r) => r.id as number);
    await db.query('update products set stock_qty = 1000 where id = any($1)', [products]);
    const initial = 1000 * products.length;

    const tokens = Array.from({ length: SHOPPERS }, () => newToken());
    const values = tokens.map(
      (_, i) => `('K', '${i}', 'k${i}@crash.test', '+55 11 900000000', 'CPF', '52998224725', '1', true, 'x')`,
    );
    const ids = (
      await db.query(
        `insert into customers (first_name, last_name, email, phone, document_type, document, identity, "foreign", password_hash) values ${values.join(',')} returning id`,
      )
    ).rows.map((r) => r.id);
    await db.query(
      `insert into sessions (customer_id, token_hash, expires_at) select unnest($1::int[]), unnest($2::text[]), now() + interval '1 hour'`,
      [ids, tokens.map(tokenHash)],
    );

    const prepared = [];
    for (const [i, token] of tokens.entries()) {
      const externalId = randomUUID();
      await call('POST', '/ecom/venda/carrinho', token, {
        external_id: externalId,
        moeda_id: 2,
        itens: [
          { produto_id: products[i % 5], qtde: 1 + (i % 3) },
          { produto_id: products[(i + 2) % 5], qtde: 1 },
        ],
      });
      const options = (
        await call('PUT', `/ecom/venda/carrinho/${externalId}/calcular-frete`, token, { cidade_id: 3830 })
      ).json as unknown as { token: string; opcionais: { pontos_entrega: { id: number }[] } }[];
      prepared.push({
        token,
        externalId,
        body: {
          token_entrega: options[0].token,
          valor_frete: 0,
          id_ponto_entrega: options[0].opcionais.pontos_entrega[0].id,
          metodo_pagamento: 'PIX',
        },
      });
    }
    // A first wave is paid on the hosted page, so that webhooks are in flight when the process dies.
    const firstWave = prepared.slice(0, 30);
    const paid: string[] = [];
    for (const s of firstWave) {
      const r = await call('POST', `/ecom/venda/carrinho/${s.externalId}/iniciar-checkout`, s.token, s.body);
      const link = (r.json.link_pagamento as string[])[0];
      await fetch(link, {
        method: 'POST',
        body: 'decision=approve&method=PIX',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      paid.push(r.json.pagamento_external_id as string);
    }

    // The burst: the rest check out at once; the process is killed while they are in flight.
    const answered: string[] = [];
    const burst = Promise.allSettled(
      prepared.slice(30).map(async (s) => {
        const r = await call(
          'POST',
          `/ecom/venda/carrinho/${s.externalId}/iniciar-checkout`,
          s.token,
          s.body,
        );
        if (r.status === 200) answered.push((r.json.pedido as { external_id: string }).external_id);
      }),
    );
    // Killed once some checkouts were answered and others are still in flight.
    const killAt = Date.now() + 10_000;
    while (answered.length < 15 && Date.now() < killAt) await new Promise((r) => setTimeout(r, 5));
    apiProcess!.kill('SIGKILL');
    await burst;
    if (apiProcess!.exitCode === null && apiProcess!.signalCode === null)
      await new Promise((r) => apiProcess!.once('exit', r));

    const inDb = await scalar('select count(*)::int as n from orders');
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(SHOPPERS - 30);
    console.info(
      `crash test: killed with ${answered.length} of ${SHOPPERS - 30} burst checkouts answered; ${inDb} orders in the database`,
    );
    // Whatever the kill cut off, the database is whole.
    const orderIds = [
      ...answered,
      ...(await db.query('select external_id from orders')).rows.map((r) => r.external_id),
    ];
    expect(new Set(orderIds).size).toBeGreaterThanOrEqual(firstWave.length);
    const answeredWhole = await scalar(
      `select count(*)::int as n from orders o where o.external_id = any($1::uuid[])
         and exists (select 1 from order_items i where i.order_id = o.id)
         and exists (select 1 from payments p where p.order_id = o.id)
         and exists (select 1 from email_outbox m join customers c on c.email = m.to_address where c.id = o.customer_id and m.template = 'order-received')`,
      [answered],
    );
    expect(answeredWhole).toBe(answered.length);
    expect(
      await scalar(
        'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id) or not exists (select 1 from payments p where p.order_id = o.id)',
      ),
    ).toBe(0);
    const reserved = await scalar(
      'select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id where o.released_at is null',
    );
    expect(await scalar('select sum(stock_qty)::int as n from products where id = any($1)', [products])).toBe(
      initial - reserved,
    );

    // After a restart the sandbox's pending webhooks are delivered and the first wave is paid.
    apiProcess = startApi();
    await waitHealthy(apiProcess);
    // Deliveries the killed process had leased are due again 15 s after their lease.
    const until = Date.now() + 60_000;
    while (
      Date.now() < until &&
      (await scalar('select count(*)::int as n from sandbox_deliveries where delivered_at is null')) > 0
    ) {
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await scalar('select count(*)::int as n from sandbox_deliveries where delivered_at is null')).toBe(
      0,
    );
    expect(
      await scalar(
        `select count(*)::int as n from payments where external_id = any($1::uuid[]) and status = 'PAGO'`,
        [paid],
      ),
    ).toBe(paid.length);
  }, 240_000);
});
