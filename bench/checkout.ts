/**
 * `npm run bench:checkout`: shoppers checking out at once on PostgreSQL (BENCH_DATABASE_URL, default a scratch
 * database `bench_checkout` on 127.0.0.1:5432). Starts the API as its own process on a fresh schema (1,000 products,
 * rate limits off), prepares logged-in customers with carts and shipping quotes through the API, then fires
 * iniciar-checkout with 50 requests in flight:
 *   - spread: every shopper buys a different mix of products (plenty of stock);
 *   - hot: every shopper wants the same product, which has fewer units than shoppers.
 * Prints checkouts per second, p50/p99, the CPU each checkout cost the API and PostgreSQL (Linux /proc; steady when
 * the machine is shared, unlike the latencies) and the oversell count (orders beyond the stock; must be 0), then:
 * bench checkout: spread_rps=… spread_p50_ms=… spread_p99_ms=… hot_rps=… hot_p99_ms=… oversell=… spread_api_cpu_ms=…
 * A warm-up of BENCH_WARMUP (200) spread checkouts runs first and is not counted.
 * Environment: BENCH_PORT (4910), BENCH_PG_POOL_MAX (20), BENCH_CPU_PROF (a folder for the API's CPU profile),
 * BENCH_API_ROOT (another checkout whose API to measure with this bench, for A/B runs).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { newToken, tokenHash } from '../server/services/accounts/secret-tokens';
import { watchMachine } from './machine';
import { apiProcesses, cpuDuring } from './process-cpu';
import { ebanxDouble, EBANX_KEY } from '../server/test/doubles/ebanx-double';
import { freshDatabase, pool, startApi } from './scratch-api';

/** Whose API to measure: this checkout's by default, another worktree's for an A/B run with the same bench. */
const API_ROOT = path.resolve(process.env.BENCH_API_ROOT ?? path.resolve(import.meta.dirname, '..'));
const PORT = Number(process.env.BENCH_PORT ?? 4910);
const BASE = `http://127.0.0.1:${PORT}`;
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_checkout';
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
const HOT_STOCK = Number(process.env.BENCH_HOT_STOCK ?? 100);
const CONNECTIONS = 50;
/** Checkouts fired before measuring (BENCH_WARMUP): JIT, pool and statement plans warm. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
/** API connections to PostgreSQL. More than a few per core only adds context switches on a 2-core machine. */
const POOL = process.env.BENCH_PG_POOL_MAX ?? '20';
/** A folder for a CPU profile of the API (node --cpu-prof), written when it stops. */
const CPU_PROF = process.env.BENCH_CPU_PROF;

interface Prepared {
  token: string;
  externalId: string;
  body: Record<string, unknown>;
}

async function api(method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> & unknown[] };
}

/** Customers and sessions written directly (argon2 for a thousand registrations would measure hashing, not checkout). */
async function prepare(
  db: pg.Client,
  count: number,
  productsFor: (i: number) => number[],
): Promise<Prepared[]> {
  const tag = randomUUID().slice(0, 8);
  const tokens = Array.from({ length: count }, () => newToken());
  const ids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const chunk = tokens.slice(i, i + 500);
    const values = chunk.map(
      (_, j) =>
        `('B', '${i + j}', 'b${tag}-${i + j}@bench.test', '+55 11 900000000', 'CPF', '52998224725', '1', true, 'x')`,
    );
    const res = await db.query(
      `insert into customers (first_name, last_name, email, phone, document_type, document, identity, "foreign", password_hash) values ${values.join(',')} returning id`,
    );
    ids.push(...res.rows.map((r) => r.id));
  }
  await db.query(
    `insert into sessions (customer_id, token_hash, expires_at) select unnest($1::int[]), unnest($2::text[]), now() + interval '1 hour'`,
    [ids, tokens.map(tokenHash)],
  );
  const prepared: Prepared[] = [];
  await pool(
    tokens.map((token, i) => async () => {
      const externalId = randomUUID();
      const itens = productsFor(i).map((id) => ({ produto_id: id, qtde: 1 }));
      const cart = await api('POST', '/ecom/venda/carrinho', token, {
        external_id: externalId,
        moeda_id: 2,
        itens,
      });
      if (cart.status !== 201) throw new Error(`cart: ${cart.status} ${JSON.stringify(cart.json)}`);
      const options = await api('PUT', `/ecom/venda/carrinho/${externalId}/calcular-frete`, token, {
        cidade_id: 3830,
      });
      const pickup = (
        options.json as unknown as { token: string; opcionais: { pontos_entrega: { id: number }[] } }[]
      )[0];
      prepared.push({
        token,
        externalId,
        body: {
          token_entrega: pickup.token,
          valor_frete: 0,
          entrega_servico_id: null,
          id_ponto_entrega: pickup.opcionais.pontos_entrega[0].id,
          metodo_pagamento: 'PIX',
        },
      });
    }),
    20,
  );
  return prepared;
}

async function fire(shoppers: Prepared[], server: ChildProcess, db: pg.Client) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const { apiMs, pgMs } = await cpuDuring(server.pid!, db, () =>
    pool(
      shoppers.map((s) => async () => {
        const t = performance.now();
        const res = await api(
          'POST',
          `/ecom/venda/carrinho/${s.externalId}/iniciar-checkout`,
          s.token,
          s.body,
        );
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }),
      CONNECTIONS,
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  // CPU per checkout, API (its process tree) and PostgreSQL (this database's backends): comparable on a busy machine.
  const perCheckout = (ms: number) => Number((ms / shoppers.length).toFixed(2));
  return {
    rps: Math.round(shoppers.length / seconds),
    p50: pct(50),
    p99: pct(99),
    statuses: Object.fromEntries(statuses),
    apiCpu: perCheckout(apiMs),
    pgCpu: perCheckout(pgMs!),
  };
}

async function main() {
  const machine = watchMachine();
  await freshDatabase(DB_URL);
  // Production has no sandbox (issue 22): the Brazilian shoppers' PIX goes to EBANX, here its local double (the
  // tests' one, built from EBANX's docs), so each checkout also makes the provider call a real one makes.
  const ebanx = await ebanxDouble();
  const apiProcess = await startApi(
    DB_URL,
    PORT,
    {
      PG_POOL_MAX: POOL,
      PAYMENT_PROVIDER_BR: 'ebanx',
      EBANX_INTEGRATION_KEY: EBANX_KEY,
      EBANX_API_URL: ebanx.url,
    },
    {
      apiRoot: API_ROOT,
      nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF)}`] : [],
    },
  );
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  try {
    const sellable = (
      await db.query('select id from products where active and show_price and has_unit order by id')
    ).rows.map((r) => r.id as number);
    await db.query('update products set stock_qty = 1000000 where id = any($1)', [sellable]);
    const hot = sellable[0];
    const spreadPool = sellable.slice(1);

    const spreadCart = (i: number) => [
      spreadPool[(i * 7) % spreadPool.length],
      spreadPool[(i * 13 + 5) % spreadPool.length],
    ];
    // As bench:api does: a freshly started API has cold JIT, an unfilled connection pool and no cached plans;
    // shoppers meet a warm one. The warm-up's figures are printed but not counted.
    const warmShoppers = await prepare(db, WARMUP, (i) => spreadCart(i + SHOPPERS));
    console.log(`bench checkout: measuring ${apiProcesses(apiProcess.pid!)}`);
    const warm = await fire(warmShoppers, apiProcess, db);
    console.log(
      `warm-up: ${WARMUP} checkouts, ${warm.rps}/s, p50 ${warm.p50} ms, p99 ${warm.p99} ms (not counted)`,
    );
    console.log(`bench checkout: preparing ${SHOPPERS} shoppers with spread carts …`);
    const spreadShoppers = await prepare(db, SHOPPERS, spreadCart);
    const spread = await fire(spreadShoppers, apiProcess, db);
    console.log(
      `spread: ${SHOPPERS} checkouts, ${spread.rps}/s, p50 ${spread.p50} ms, p99 ${spread.p99} ms, CPU per checkout: API ${spread.apiCpu} ms, PostgreSQL ${spread.pgCpu} ms, answers ${JSON.stringify(spread.statuses)}`,
    );

    const hotShoppers = await prepare(db, Math.min(SHOPPERS, 500), () => [hot]);
    await db.query('update products set stock_qty = $1 where id = $2', [HOT_STOCK, hot]);
    const hotRun = await fire(hotShoppers, apiProcess, db);
    const sold = Number(
      (
        await db.query('select coalesce(sum(quantity), 0)::int as n from order_items where product_id = $1', [
          hot,
        ])
      ).rows[0].n,
    );
    const stock = Number(
      (await db.query('select stock_qty from products where id = $1', [hot])).rows[0].stock_qty,
    );
    const oversell = Math.max(0, sold - HOT_STOCK) + Math.max(0, -stock);
    console.log(
      `hot: ${hotShoppers.length} shoppers for ${HOT_STOCK} units, ${hotRun.rps}/s, p50 ${hotRun.p50} ms, p99 ${hotRun.p99} ms, CPU per checkout: API ${hotRun.apiCpu} ms, PostgreSQL ${hotRun.pgCpu} ms, answers ${JSON.stringify(hotRun.statuses)}, sold ${sold}, stock left ${stock}`,
    );
    console.log(machine.end());
    console.log(
      `bench checkout: spread_rps=${spread.rps} spread_p50_ms=${spread.p50} spread_p99_ms=${spread.p99} hot_rps=${hotRun.rps} hot_p99_ms=${hotRun.p99} oversell=${oversell} spread_api_cpu_ms=${spread.apiCpu} spread_pg_cpu_ms=${spread.pgCpu}`,
    );
    // A bench whose checkouts were all refused would print oversell=0 and prove nothing: every spread checkout must
    // make its order, and the hot product must sell out exactly.
    const made = spread.statuses['200'] ?? 0;
    if (oversell > 0 || made !== SHOPPERS || sold !== HOT_STOCK) {
      console.error(
        `bench checkout: FAILED (${made}/${SHOPPERS} spread orders made, ${sold}/${HOT_STOCK} hot units sold, oversell ${oversell})`,
      );
      process.exitCode = 1;
    }
  } finally {
    await db.end();
    const exited = new Promise((resolve) => apiProcess.once('exit', resolve));
    apiProcess.kill('SIGTERM');
    await exited; // a CPU profile is written as the API exits
    await ebanx.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
