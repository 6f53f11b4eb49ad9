/**
 * The cart half of `npm run bench:api`: add-to-cart and shipping under 50 connections on PostgreSQL
 * (BENCH_DATABASE_URL, default a scratch database `bench_cart` on 127.0.0.1:5432). Starts the API as its own process
 * on a fresh schema (1,000 products, rate limits off) and drives it with autocannon:
 *   - add: the calls the storefront's add-to-cart makes (lib/cart/cart-api.ts): a new browser cart is created with
 *     its first line under a fresh external id, then products go in one unit at a time and a quantity is set, every connection
 *     on carts of its own; every other cart belongs to a logged-in shopper (bearer), the rest are anonymous;
 *   - freight: calcular-frete for Paraguayans' own addresses across the country, for Paraguayans choosing a pickup
 *     point, and for Brazilians (store pickup only), each shopper with a cart of their own.
 * Also prints the CPU each call cost the API and PostgreSQL (Linux /proc; steady when the machine is busy, unlike
 * latency). Ends with one line:
 * bench cart: add_p50_ms=… add_p99_ms=… add_rps=… freight_p50_ms=… freight_p99_ms=… freight_rps=… add_api_cpu_ms=…
 * add_pg_cpu_ms=… freight_api_cpu_ms=… freight_pg_cpu_ms=…
 * BENCH_API_ROOT: another checkout whose API to measure with this bench (A/B runs). API_WORKERS=N: an N-worker
 * cluster (every worker's CPU counts). BENCH_CPU_PROF: a folder for the API's CPU profiles (one per process),
 * written when it stops.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { newToken, tokenHash } from '../server/services/accounts/secret-tokens';
import { watchMachine } from './machine';
import { apiProcesses, cpuDuring } from './process-cpu';
import { freshDatabase, pool, startApi } from './scratch-api';

const PORT = Number(process.env.BENCH_PORT ?? 4901);
const BASE = `http://127.0.0.1:${PORT}`;
const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_cart';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 600);
const CONNECTIONS = 50;
const API_ROOT = path.resolve(process.env.BENCH_API_ROOT ?? path.resolve(import.meta.dirname, '..'));
const CPU_PROF = process.env.BENCH_CPU_PROF;
const USD = 2;
const PYG = 3;
const CART = '/ecom/venda/carrinho';

interface Shopper {
  token: string;
  foreign: boolean;
  addressId: number;
}

/** Customers, sessions and one main address each, written directly (argon2 for hundreds of sign-ups would measure hashing). */
async function shoppers(
  db: pg.Client,
  count: number,
  foreign: boolean,
  cityIds: number[],
): Promise<Shopper[]> {
  const tag = randomUUID().slice(0, 8);
  const tokens = Array.from({ length: count }, () => newToken());
  const rows = tokens.map((_, i) =>
    foreign
      ? ['B', `${i}`, `b${tag}-${i}@bench.test`, '+55 11 900000000', 'CPF', '52998224725', true]
      : ['P', `${i}`, `p${tag}-${i}@bench.test`, '+595 981000000', 'RUC', '80000519-8', false],
  );
  const customers = await db.query(
    `insert into customers (first_name, last_name, email, phone, document_type, document, identity, "foreign", password_hash)
     select f, l, e, ph, dt, d, '1', fr, 'x' from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bool[]) as t(f, l, e, ph, dt, d, fr)
     returning id`,
    [0, 1, 2, 3, 4, 5, 6].map((c) => rows.map((r) => r[c])),
  );
  const ids = customers.rows.map((r) => r.id as number);
  await db.query(
    `insert into sessions (customer_id, token_hash, expires_at) select unnest($1::int[]), unnest($2::text[]), now() + interval '1 hour'`,
    [ids, tokens.map(tokenHash)],
  );
  const cityOf = ids.map((_, i) => cityIds[i % cityIds.length]);
  const addresses = await db.query(
    `insert into addresses (customer_id, name, street, number, district, city_id, state_id, country_id, main)
     select c.id, 'Casa', 'Calle 1', '100', 'Centro', c.city, ci.state_id, s.country_id, true
     from unnest($1::int[], $2::int[]) with ordinality as c(id, city, n)
     join cities ci on ci.id = c.city join states s on s.id = ci.state_id
     order by c.n
     returning id`,
    [ids, cityOf],
  );
  return tokens.map((token, i) => ({ token, foreign, addressId: addresses.rows[i].id as number }));
}

async function call(method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  requests: number;
  /** CPU ms per call, the API's process tree and this database's PostgreSQL backends. */
  apiCpu: number;
  pgCpu: number;
}

/** Runs a drive and reads latency, throughput and the CPU each call cost. */
async function measure(
  server: ChildProcess,
  db: pg.Client,
  drive: () => Promise<autocannon.Result>,
): Promise<Figures> {
  const { result: r, apiMs, pgMs } = await cpuDuring(server.pid!, db, drive);
  const perCall = (ms: number) => Number((ms / Math.max(1, r.requests.total)).toFixed(2));
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    errors: r.errors + r.non2xx,
    requests: r.requests.total,
    apiCpu: perCall(apiMs),
    pgCpu: perCall(pgMs!),
  };
}

/**
 * Add-to-cart as the storefront does it: POST the cart with its first line under a new external id (the browser's
 * first add, one call), then POST …/itens per product, and PATCH a quantity from the panel. Each pass through the
 * list is a new cart.
 */
function driveAdds(products: number[], logged: Shopper[], seconds: number): Promise<autocannon.Result> {
  let cartNo = 0;
  type Ctx = { ext?: string; auth?: string; picks?: number[]; currency?: number };
  const json = (
    req: autocannon.Request,
    ctx: Ctx,
    method: string,
    p: string,
    body: unknown,
  ): autocannon.Request => ({
    ...req,
    method: method as autocannon.Request['method'],
    path: p,
    headers: { 'content-type': 'application/json', ...(ctx.auth ? { authorization: ctx.auth } : {}) },
    body: JSON.stringify(body),
  });
  const add = (k: number) => ({
    setupRequest: (req: autocannon.Request, ctx: Ctx) =>
      json(req, ctx, 'POST', `${CART}/${ctx.ext}/itens`, {
        produto_id: ctx.picks![k],
        moeda_id: ctx.currency,
      }),
  });
  return autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: autocannon.Request, ctx: Ctx) => {
          const n = cartNo++;
          ctx.ext = randomUUID();
          ctx.auth = n % 2 ? `Bearer ${logged[n % logged.length].token}` : undefined;
          ctx.currency = n % 3 ? USD : PYG;
          ctx.picks = [0, 1, 2].map((k) => products[(n * 7 + k * 131) % products.length]);
          const first = { produto_id: String(ctx.picks[0]), qtde: '1', armazem_id: '1', ativo: 'true' };
          return json(req, ctx, 'POST', CART, {
            external_id: ctx.ext,
            filial_id: 1,
            moeda_id: ctx.currency,
            itens: [first],
          });
        },
      },
      add(1),
      add(2),
      add(0),
      {
        setupRequest: (req: autocannon.Request, ctx: Ctx) =>
          json(req, ctx, 'PATCH', `${CART}/${ctx.ext}/itens/${ctx.picks![1]}`, {
            qtde: 3,
            moeda_id: ctx.currency,
          }),
      },
    ],
  });
}

interface FreightCase {
  token: string;
  externalId: string;
  body: Record<string, unknown>;
}

/** calcular-frete with the body the checkout's shipping calculator sends (lib/cart/cart-api.ts calculateShipping). */
function driveFreight(cases: FreightCase[], seconds: number): Promise<autocannon.Result> {
  let i = 0;
  return autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const c = cases[i++ % cases.length];
          return {
            ...req,
            method: 'PUT',
            path: `${CART}/${c.externalId}/calcular-frete`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}` },
            body: JSON.stringify(c.body),
          };
        },
      },
    ],
  });
}

async function main() {
  const machine = watchMachine();
  await freshDatabase(DB_URL);
  const apiProcess = await startApi(
    DB_URL,
    PORT,
    {},
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
    // Plenty of stock: the benchmark measures writes, not the max-quantity refusal.
    await db.query('update products set stock_qty = 1000000 where id = any($1)', [sellable]);
    // Paraguayan districts across the country: the express courier's, Gran Asunción's and the national courier's.
    const pyCities = (
      await db.query(
        `select ci.id from cities ci join states s on s.id = ci.state_id where s.country_id = 2 order by ci.id`,
      )
    ).rows.map((r) => r.id as number);
    const brCities = (
      await db.query(
        `select ci.id from cities ci join states s on s.id = ci.state_id where s.country_id = 1 order by ci.id limit 500`,
      )
    ).rows.map((r) => r.id as number);
    const pointIds = (await db.query('select id from pickup_points where active order by id')).rows.map(
      (r) => r.id as number,
    );

    const paraguayans = await shoppers(db, Math.round(SHOPPERS * 0.7), false, pyCities);
    const brazilians = await shoppers(db, SHOPPERS - paraguayans.length, true, brCities);
    const everyone = [...paraguayans, ...brazilians];

    console.log(`bench cart: preparing ${everyone.length} shoppers' carts for shipping …`);
    const cases: FreightCase[] = [];
    await pool(
      everyone.map((s, i) => async () => {
        const externalId = randomUUID();
        const currency = s.foreign ? USD : PYG;
        const itens = [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => ({
          produto_id: sellable[(i * 11 + k * 97) % sellable.length],
          qtde: 1 + k,
          armazem_id: 1,
          ativo: true,
        }));
        await call('POST', CART, s.token, {
          external_id: externalId,
          filial_id: 1,
          moeda_id: currency,
          itens,
        });
        const base = {
          moeda_id: currency,
          filial_id: 1,
          external_id: externalId,
          pais_id: s.foreign ? 1 : 2,
          cliente_endereco_id: s.addressId,
        };
        // A third of the Paraguayans recompute for a pickup point they chose (spec §4: a point recomputes shipping).
        const pickup = !s.foreign && i % 3 === 0;
        cases.push({
          token: s.token,
          externalId,
          body: pickup ? { ...base, id_ponto_entrega: pointIds[i % pointIds.length] } : base,
        });
      }),
      10,
    );

    console.log(`bench cart: measuring ${apiProcesses(apiProcess.pid!)}`);
    // Warm the JIT and the pools on both calls, then measure each on its own.
    await driveAdds(sellable, paraguayans, 3);
    await driveFreight(cases, 3);
    const add = await measure(apiProcess, db, () => driveAdds(sellable, paraguayans, DURATION));
    console.log(
      `add-to-cart: ${add.requests} calls, p50 ${add.p50} ms, p99 ${add.p99} ms, ${add.rps} req/s (${add.errors} errors); CPU per call: API ${add.apiCpu} ms, PostgreSQL ${add.pgCpu} ms`,
    );
    const freight = await measure(apiProcess, db, () => driveFreight(cases, DURATION));
    console.log(
      `calcular-frete: ${freight.requests} calls over ${cases.length} carts, p50 ${freight.p50} ms, p99 ${freight.p99} ms, ${freight.rps} req/s (${freight.errors} errors); CPU per call: API ${freight.apiCpu} ms, PostgreSQL ${freight.pgCpu} ms`,
    );
    console.log(machine.end());
    console.log(
      `bench cart: add_p50_ms=${add.p50} add_p99_ms=${add.p99} add_rps=${add.rps} freight_p50_ms=${freight.p50} freight_p99_ms=${freight.p99} freight_rps=${freight.rps} ` +
        `add_api_cpu_ms=${add.apiCpu} add_pg_cpu_ms=${add.pgCpu} freight_api_cpu_ms=${freight.apiCpu} freight_pg_cpu_ms=${freight.pgCpu}`,
    );
    if (add.errors || freight.errors) {
      console.error('bench cart: some calls failed');
      process.exitCode = 1;
    }
  } finally {
    await db.end();
    apiProcess.kill('SIGTERM');
    await new Promise((r) => apiProcess.once('exit', r));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
