/**
 * `npm run bench:admin`: the back office's orders list at 100,000 orders on PostgreSQL (BENCH_DATABASE_URL, default a
 * scratch database `bench_admin` on 127.0.0.1:5432, emptied first). Seeds the demo catalogue (200 products), then
 * BENCH_ORDERS (100,000) orders of BENCH_CUSTOMERS (20,000) customers over a year, with SQL, and ANALYZE. Then times
 * the list the API serves (services/orders/admin-orders.ts, in process: the query is the cost) for each filter,
 * page 1 and a deep keyset page, BENCH_RUNS (200) times each after a warm-up, and prints p50/p99 per case, then:
 * bench admin: worst_p99_ms=… cases=… orders=…   (target p99 ≤ 100 ms per page)
 * Each case also shows server_ms: the statements one page runs (captured from the pool), each run once more under
 * EXPLAIN (ANALYZE, BUFFERS), planning plus execution summed. Unlike the wall times it hardly moves with the
 * machine's load. BENCH_EXPLAIN=plans prints the plans too.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { customers, orders as ordersTable } from '../server/db/schema';
import { seedDatabase } from '../server/demo/seed';
import { adminOrderQueries } from '../server/services/orders/admin-orders';
import { adminOrdersQuerySchema } from '../lib/contract/admin-orders';
import { freshDatabase } from './scratch-api';

const DB_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_admin';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const PLANS = process.env.BENCH_EXPLAIN === 'plans';

/** The statements drizzle sends through node-postgres's pool while `run` runs (text and parameters). */
async function captured(run: () => Promise<unknown>): Promise<{ text: string; values: unknown[] }[]> {
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, config: unknown, values?: unknown) {
    const c = config as { text?: string; values?: unknown[] };
    if (typeof c === 'object' && c?.text)
      seen.push({ text: c.text, values: (values as unknown[]) ?? c.values ?? [] });
    return (original as (...a: unknown[]) => unknown).call(this, config, values);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return seen;
}

/** Planning plus execution time PostgreSQL reports for each statement, and the plans. */
async function serverTime(
  url: string,
  statements: { text: string; values: unknown[] }[],
): Promise<{ ms: number; plans: string[] }> {
  const client = new pg.Client({ connectionString: url, options: '-c random_page_cost=1.1' });
  await client.connect();
  let ms = 0;
  const plans: string[] = [];
  try {
    for (const s of statements) {
      const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
      const plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      for (const m of plan.matchAll(/(?:Planning|Execution) Time: ([\d.]+) ms/g)) ms += Number(m[1]);
      plans.push(plan);
    }
  } finally {
    await client.end();
  }
  return { ms, plans };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  await freshDatabase(DB_URL);
  const database = await openDatabase({ databaseUrl: DB_URL, dataDir: 'memory://' });
  const { db } = database;
  await migrate(database);
  await seedDatabase(database, { products: 200 });
  const t0 = performance.now();
  await db.execute(sql`
    INSERT INTO customers (first_name, last_name, email, phone, document_type, document, identity, "foreign", password_hash)
    SELECT 'Nome' || i, 'Sobrenome' || (i % 997), 'cliente' || i || '@example.com', '+595900000', CASE WHEN i % 2 = 0 THEN 'CPF' ELSE 'RUC' END,
           lpad((i * 7919 % 99999999)::text, 8, '0') || '-' || (i % 10), 'ID' || i, i % 2 = 0, 'x'
    FROM generate_series(1, ${CUSTOMERS}) i`);
  await db.execute(sql`
    WITH c AS (SELECT min(id) AS lo FROM customers), p AS (SELECT min(id) AS pp FROM pickup_points), d AS (SELECT min(id) AS ds FROM delivery_services)
    INSERT INTO orders (number, customer_id, currency_id, total_minor, status, pickup_code, delivery_service_id, pickup_point_id, payment_method, expires_at, created_at)
    SELECT nextval('order_number_seq'), c.lo + (i * 31 % ${CUSTOMERS}), 2, 1000 + i % 50000,
           (ARRAY['PAGO','PAGO','PAGO','ENVIADO','PAGAMENTO','CANCELADO','ESTORNADO'])[1 + i % 7],
           'B' || lpad(i::text, 7, '0'),
           CASE WHEN i % 3 = 0 THEN d.ds END, CASE WHEN i % 3 <> 0 THEN p.pp END,
           (ARRAY['PIX','CARTAO','VOUCHER','QR','TRANSFERENCIA','TARJETA','POS'])[1 + i % 7],
           now(), now() - interval '365 days' + (i * interval '1 second' * (31536000 / ${ORDERS}))
    FROM generate_series(1, ${ORDERS}) i, c, p, d`);
  await db.execute(sql`ANALYZE`);
  console.log(
    `bench admin: ${ORDERS} orders, ${CUSTOMERS} customers seeded in ${Math.round(performance.now() - t0)} ms`,
  );

  const orders = adminOrderQueries(db);
  const [mid] = await db
    .select({ id: ordersTable.id })
    .from(ordersTable)
    .orderBy(ordersTable.id)
    .offset(Math.floor(ORDERS / 2))
    .limit(1);
  const [someone] = await db
    .select({ email: customers.email, document: customers.document })
    .from(customers)
    .orderBy(customers.id)
    .offset(777)
    .limit(1);
  const [num] = await db
    .select({ number: ordersTable.number })
    .from(ordersTable)
    .orderBy(ordersTable.id)
    .offset(4242)
    .limit(1);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const monthStart = new Date(Date.now() - 200 * 86_400_000).toISOString();
  const monthEnd = new Date(Date.now() - 170 * 86_400_000).toISOString();
  const cases: [string, Record<string, string>][] = [
    ['page 1', {}],
    ['deep page (keyset, middle)', { cursor: String(mid.id) }],
    ['status=PAGO', { status: 'PAGO' }],
    ['status=ESTORNADO deep', { status: 'ESTORNADO', cursor: String(mid.id) }],
    ['buyer=foreign', { buyer: 'foreign' }],
    ['payment_method=POS', { payment_method: 'POS' }],
    ['pickup point', { pickup_point_id: '1' }],
    ['last 7 days', { from: weekAgo }],
    ['a month, 6 months ago', { from: monthStart, to: monthEnd }],
    ['status+buyer+method', { status: 'PAGO', buyer: 'local', payment_method: 'QR' }],
    ['text: order number', { q: String(num.number) }],
    ['text: e-mail', { q: someone.email }],
    ['text: document digits', { q: someone.document.replace(/\D/g, '') }],
    ['text: name fragment', { q: 'sobrenome42' }],
  ];
  let worst = 0;
  for (const [name, query] of cases) {
    const q = adminOrdersQuerySchema.parse({ limit: '50', ...query });
    for (let i = 0; i < 10; i++) await orders.list(q);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      rows = (await orders.list(q)).data.length;
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    worst = Math.max(worst, pct(times, 99));
    const server = await serverTime(DB_URL, await captured(() => orders.list(q)));
    console.log(
      `${name.padEnd(30)} rows=${String(rows).padStart(2)} p50_ms=${pct(times, 50).toFixed(2)} p99_ms=${pct(times, 99).toFixed(2)} server_ms=${server.ms.toFixed(2)} statements=${server.plans.length}`,
    );
    if (PLANS) console.log(server.plans.join('\n---\n'));
  }
  console.log(`bench admin: worst_p99_ms=${worst.toFixed(1)} cases=${cases.length} orders=${ORDERS}`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
