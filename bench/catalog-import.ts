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
    const apply = async (file: string): Promise<[ImportReport, number]> => {
      const t0 = performance.now();
      const report = await importCatalog(database.db, {
        items: readFeed(file),
        feedHash: await hashFile(file),
        feedName: path.basename(file),
        dryRun: false,
        pictures: { mediaDir: path.join(dir, 'media') },
      });
      return [report, (performance.now() - t0) / 1000];
    };
    const [a, fullS] = await apply(full);
    const [b, stockS] = await apply(stock);
    const [c, againS] = await apply(stock);
    const ok =
      a.created === ROWS &&
      a.errorCount === 0 &&
      b.changed > 0 &&
      c.changed === 0 &&
      fullS <= TARGET_FULL_S &&
      stockS <= TARGET_STOCK_S;
    console.log(
      `bench:import (PostgreSQL): ${a.created} rows created in ${fullS.toFixed(1)} s (read ${(a.timings.read / 1000).toFixed(1)} s, batches ${(a.timings.batches / 1000).toFixed(1)} s; ${Math.round(ROWS / fullS)} rows/s, target ≤ ${TARGET_FULL_S} s); ` +
        `${STOCK_ROWS}-row stock/price update (${b.kind}) ${b.changed} changed in ${(stockS * 1000).toFixed(0)} ms (target ≤ ${TARGET_STOCK_S * 1000} ms); ` +
        `same feed again ${c.unchanged} unchanged, ${c.changed} changed in ${(againS * 1000).toFixed(0)} ms — ${ok ? 'OK' : 'MISSED'} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:import failed:', error);
  process.exitCode = 1;
});
