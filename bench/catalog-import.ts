/**
 * npm run bench:import — the ERP import on PostgreSQL (decision 0030): a 100,000-row CSV feed applied to an empty
 * store (target ≤ 60 s), then a 1,000-row stock-and-price feed (target ≤ 2 s), then the same stock feed again
 * (idempotent: nothing written). BENCH_DATABASE_URL picks the database (default a scratch one, dropped and rebuilt);
 * BENCH_IMPORT_ROWS changes the size. Prints the figures in one line; exits 1 when a target is missed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { ensureReferenceData } from '../server/db/reference/store-reference';
import { mulberry32 } from '../server/demo/random';
import { hashFile, readFeed } from '../server/services/catalog-import/feed-reader';
import { importCatalog, type ImportReport } from '../server/services/catalog-import/import-run';
import pg from 'pg';
import { backendsOf, cpuSnapshot, cpuSpent } from './process-cpu';
import { freshDatabase } from './scratch-api';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wt_catalog_import_bench';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const STOCK_ROWS = 1000;
const TARGET_FULL_S = 60;
const TARGET_STOCK_S = 2;

const BRANDS = Array.from({ length: 60 }, (_, i) => `Marca ${String.fromCharCode(65 + (i % 26))}${i}`);
const CATEGORIES = [
  'Perfumaria',
  'Cosméticos',
  'Eletrônicos',
  'Informática',
  'Celulares',
  'Relógios',
  'Casa',
  'Brinquedos',
];
const WORDS = [
  'Âmbar',
  'Noturno',
  'Pro',
  'Max',
  'Lite',
  'Azul',
  'Ouro',
  'Vetiver',
  'Rosa',
  'Carbono',
  'Solar',
  'Brisa',
  'Cedro',
  'Nova',
];

function csvCell(s: string) {
  return /[;"\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

function writeFullFeed(file: string) {
  const random = mulberry32(20);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const lines = [
    'codigo;nome_pt;nome_es;marca;categoria;departamento;valor_venda;estoque;mostrar_preco;tem_medida;caracteristica_pt;especificacoes_pt;especificacoes_es',
  ];
  for (let i = 1; i <= ROWS; i++) {
    const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${i}`;
    const category = pick(CATEGORIES);
    lines.push(
      [
        `ERP-${i}`,
        `Produto ${name}`,
        `Producto ${name}`,
        pick(BRANDS),
        category,
        `${category} ${1 + Math.floor(random() * 5)}`,
        (1 + random() * 999).toFixed(2).replace('.', ','),
        String(Math.floor(random() * 40)),
        random() < 0.95 ? 'sim' : 'não',
        'sim',
        csvCell(`Produto original; garantia de ${1 + Math.floor(random() * 12)} meses.`),
        `Cor: ${pick(WORDS)} | Peso: ${Math.floor(random() * 900)} g`,
        `Color: ${pick(WORDS)} | Peso: ${Math.floor(random() * 900)} g`,
      ].join(';'),
    );
  }
  writeFileSync(file, lines.join('\n') + '\n');
}

function writeStockFeed(file: string) {
  const random = mulberry32(21);
  const lines = ['codigo,valor_venda,estoque'];
  const seen = new Set<number>();
  while (seen.size < Math.min(STOCK_ROWS, ROWS)) seen.add(1 + Math.floor(random() * ROWS));
  for (const i of seen)
    lines.push(`ERP-${i},${(1 + random() * 999).toFixed(2)},${Math.floor(random() * 40)}`);
  writeFileSync(file, lines.join('\n') + '\n');
}

/**
 * BENCH_IMPORT_TRACE=1: every statement the import sends, grouped by its first words, with count and wall-clock
 * total, per apply (printed at the end): where a batch's time goes without pg_stat_statements.
 */
let trace = new Map<string, { n: number; ms: number }>();
const traces: Array<[string, typeof trace]> = [];
if (process.env.BENCH_IMPORT_TRACE) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => Promise<unknown>;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 60);
    const t0 = performance.now();
    const done = () => {
      const entry = trace.get(key) ?? { n: 0, ms: 0 };
      entry.n++;
      entry.ms += performance.now() - t0;
      trace.set(key, entry);
    };
    // pg.Pool's query passes a callback (and gets no promise back).
    const callback = args.at(-1);
    if (typeof callback === 'function')
      args[args.length - 1] = (...r: unknown[]) => {
        done();
        return (callback as (...r: unknown[]) => unknown)(...r);
      };
    const result = query.apply(this, args);
    if (typeof callback !== 'function' && result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  const full = path.join(dir, 'full.csv');
  const stock = path.join(dir, 'stock.csv');
  writeFullFeed(full);
  writeStockFeed(stock);
  await freshDatabase(URL_);
  const database = await openDatabase({ databaseUrl: URL_, dataDir: dir });
  try {
    await migrate(database);
    await ensureReferenceData(database.db);
    // CPU each apply costs this process and the database's backends: wall-clock follows the machine's load, CPU
    // per row much less (bench/process-cpu.ts).
    const probe = new pg.Client({ connectionString: URL_ });
    await probe.connect();
    const cpu: Array<{ nodeMs: number; pgMs: number }> = [];
    const apply = async (file: string): Promise<[ImportReport, number]> => {
      const pgBefore = cpuSnapshot(await backendsOf(probe));
      const nodeBefore = process.cpuUsage();
      trace = new Map();
      const t0 = performance.now();
      const report = await importCatalog(database.db, {
        items: readFeed(file),
        feedHash: await hashFile(file),
        feedName: path.basename(file),
        dryRun: false,
        pictures: { mediaDir: path.join(dir, 'media') },
      });
      const node = process.cpuUsage(nodeBefore);
      traces.push([path.basename(file), trace]);
      cpu.push({
        nodeMs: (node.user + node.system) / 1000,
        pgMs: cpuSpent(pgBefore, cpuSnapshot(await backendsOf(probe))),
      });
      return [report, (performance.now() - t0) / 1000];
    };
    const [a, fullS] = await apply(full);
    const [b, stockS] = await apply(stock);
    const [c, againS] = await apply(stock);
    await probe.end();
    const perRow = (i: number, rows: number) =>
      `node ${((cpu[i].nodeMs * 1000) / rows).toFixed(0)} µs + PostgreSQL ${((cpu[i].pgMs * 1000) / rows).toFixed(0)} µs CPU per row`;
    const ok =
      a.created === ROWS &&
      a.errorCount === 0 &&
      b.changed > 0 &&
      c.changed === 0 &&
      fullS <= TARGET_FULL_S &&
      stockS <= TARGET_STOCK_S;
    console.log(
      `bench:import (PostgreSQL): ${a.created} rows created in ${fullS.toFixed(1)} s (read ${(a.timings.read / 1000).toFixed(1)} s, batches ${(a.timings.batches / 1000).toFixed(1)} s; ${Math.round(ROWS / fullS)} rows/s; ${perRow(0, ROWS)}; target ≤ ${TARGET_FULL_S} s); ` +
        `${STOCK_ROWS}-row stock/price update (${b.kind}) ${b.changed} changed in ${(stockS * 1000).toFixed(0)} ms (${perRow(1, STOCK_ROWS)}; target ≤ ${TARGET_STOCK_S * 1000} ms); ` +
        `same feed again ${c.unchanged} unchanged, ${c.changed} changed in ${(againS * 1000).toFixed(0)} ms — ${ok ? 'OK' : 'MISSED'} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
    );
    if (!ok) process.exitCode = 1;
    for (const [name, entries] of process.env.BENCH_IMPORT_TRACE ? traces : []) {
      const all = [...entries].sort((x, y) => y[1].ms - x[1].ms);
      const sum = (list: typeof all) => list.reduce((t, [, e]) => t + e.ms, 0).toFixed(0);
      console.log(
        `${name}: ${all.reduce((t, [, e]) => t + e.n, 0)} statements, ${sum(all)} ms; index builds ${sum(all.filter(([k]) => k.startsWith('CREATE INDEX')))} ms`,
      );
      for (const [key, { n, ms }] of all.slice(0, 14))
        console.log(`${ms.toFixed(0).padStart(8)} ms ${String(n).padStart(6)}× ${key}`);
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:import failed:', error);
  process.exitCode = 1;
});
