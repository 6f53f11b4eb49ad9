/**
 * An import of an ERP feed (decision 0030): read and check every row, then in batches compare with the store and,
 * unless it is a dry run, write what differs. Keyed by product code; applying the same feed twice writes nothing
 * the second time. Each batch commits with the run's progress row (catalog_import_runs), so an apply that stopped
 * (crash, Ctrl-C, lost connection) resumes at its next batch when the same feed is imported again.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fullBatch, stockPriceBatch, type BatchResult } from './batch';
import { FeedError, isRecordError, type FeedItem } from './feed-reader';
import type { RowIssue } from './messages';
import type { PictureContext } from './pictures';
import {
  columnOf,
  parseRow,
  STOCK_PRICE_COLUMNS,
  type Column,
  type Currency,
  type ImportRow,
} from './row-parser';
import { restoreIndexes, setIndexesAside } from './set-aside-indexes';
import { Taxonomy, type TaxonomyCreations } from '../catalog/taxonomy-import';

export type ImportKind = 'full' | 'stock-price';

export interface ImportOptions {
  /** The feed's records (readFeed / readFeedText). */
  items: AsyncIterable<FeedItem>;
  /** sha256 of the feed's bytes: the key a resumed run is found by. */
  feedHash: string;
  feedName: string;
  dryRun: boolean;
  pictures: PictureContext;
  /** Rows per transaction (default 1000). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Tests stop an apply after this many batches, as a crash would (nothing is cleaned up). */
  stopAfterBatches?: number;
  /**
   * Set the catalogue's secondary indexes aside while writing: 'auto' (default) for an apply of at least
   * INITIAL_LOAD_ROWS rows into a catalogue of less than half as many products (a first load).
   */
  initialLoad?: 'auto' | 'always' | 'never';
}

export interface ImportReport {
  runId: string | null;
  kind: ImportKind;
  dryRun: boolean;
  /** Records in the feed, and how many were valid rows. */
  records: number;
  validRows: number;
  created: number;
  changed: number;
  unchanged: number;
  /** Row errors (the row is left out) and warnings (the row goes in without what failed); the first 1000 kept. */
  issues: RowIssue[];
  errorCount: number;
  warningCount: number;
  /** Brands, categories and departments created (or that an apply would create). */
  taxonomy: TaxonomyCreations;
  picturesFetched: number;
  /** Products created or changed (first 10,000), for revalidation. */
  productIds: number[];
  /** The batch the run started at (more than 0 when it resumed an earlier run). */
  resumedAtRow: number;
  finished: boolean;
  /** Wall-clock milliseconds reading and checking the feed, and comparing and writing it (measurement only). */
  timings: { read: number; batches: number };
}

const WARNINGS = new Set<RowIssue['code']>(['pictures-too-many', 'picture-failed', 'feed-unknown-columns']);
const MAX_ISSUES = 1000;

/** Currencies a price may be given in, with the store's rates (USD is the base). */
async function loadCurrencies(db: Db): Promise<Map<string, Currency>> {
  const result = await db.execute(sql`
    SELECT c.code, c.decimals, CASE WHEN c.code = 'USD' THEN 1000000
      ELSE round(CASE WHEN r.multiply THEN r.rate ELSE 1 / nullif(r.rate, 0) END * 1000000) END::text AS micros
    FROM currencies c LEFT JOIN exchange_rates r ON r.source_currency_id = 2 AND r.target_currency_id = c.id`);
  const map = new Map<string, Currency>();
  for (const r of (
    result as unknown as { rows: Array<{ code: string; decimals: number; micros: string | null }> }
  ).rows)
    if (r.micros && BigInt(r.micros) > 0n)
      map.set(r.code, { decimals: r.decimals, perUsdMicros: BigInt(r.micros) });
  return map;
}

interface Parsed {
  rows: ImportRow[];
  records: number;
  issues: RowIssue[];
  columns: Set<Column>;
}

async function parseFeed(items: AsyncIterable<FeedItem>, currencies: Map<string, Currency>): Promise<Parsed> {
  const rows: ImportRow[] = [];
  const issues: RowIssue[] = [];
  const columns = new Set<Column>();
  const unknown = new Set<string>();
  const firstLine = new Map<string, number>();
  let records = 0;
  for await (const item of items) {
    records++;
    if (isRecordError(item)) {
      issues.push({ line: item.line, code: item.code, params: item.params });
      continue;
    }
    for (const key of Object.keys(item.fields)) {
      const col = columnOf(key);
      if (col) columns.add(col);
      else if (unknown.size < 20) unknown.add(key);
    }
    const { row, issues: rowIssues, fatal } = parseRow(item, currencies);
    issues.push(...rowIssues);
    if (!row || fatal) continue;
    const first = firstLine.get(row.code);
    if (first !== undefined) {
      issues.push({ line: row.line, code: 'code-repeated', productCode: row.code, params: { first } });
      continue;
    }
    firstLine.set(row.code, row.line);
    rows.push(row);
  }
  if (records > 0 && !columns.has('codigo')) throw new FeedError('feed-no-code-column');
  if (unknown.size)
    issues.unshift({ line: 0, code: 'feed-unknown-columns', params: { columns: [...unknown].join(', ') } });
  return { rows, records, issues, columns };
}

interface RunRow {
  id: string;
  next_row: number;
  set_aside_indexes: string[] | string | null;
  counts: { created: number; changed: number; unchanged: number; picturesFetched: number };
}

/** The unfinished apply of this very feed, if one stopped part-way. */
async function openRun(db: Db, options: ImportOptions, kind: ImportKind, total: number): Promise<RunRow> {
  const result = await db.execute(sql`
    SELECT id, next_row, counts, set_aside_indexes FROM catalog_import_runs
    WHERE feed_hash = ${options.feedHash} AND status = 'running' AND total_rows = ${total} ORDER BY started_at DESC LIMIT 1`);
  const [previous] = (result as unknown as { rows: RunRow[] }).rows;
  if (previous)
    return {
      ...previous,
      counts: typeof previous.counts === 'string' ? JSON.parse(previous.counts) : previous.counts,
    };
  const run: RunRow = {
    id: randomUUID(),
    next_row: 0,
    set_aside_indexes: null,
    counts: { created: 0, changed: 0, unchanged: 0, picturesFetched: 0 },
  };
  await db.execute(sql`
    INSERT INTO catalog_import_runs (id, feed_hash, feed_name, kind, status, total_rows, next_row, counts)
    VALUES (${run.id}, ${options.feedHash}, ${options.feedName.slice(0, 300)}, ${kind}, 'running', ${total}, 0, ${JSON.stringify(run.counts)}::jsonb)`);
  return run;
}

/** Applies of at least this many rows load the search indexes in bulk. */
const BULK_ROWS = 500;
/** A first load of at least this many rows sets the catalogue's indexes aside (set-aside-indexes.ts). */
export const INITIAL_LOAD_ROWS = 5000;

async function productCount(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM products`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}
const SEARCH_GIN_INDEXES = ['products_search_words_idx', 'products_search_trgm_idx'];

/**
 * fastupdate on for the import (ALTER INDEX … SET takes a lock that lets reads and writes go on), then the pending
 * lists merged and fastupdate off again, as searches need it. A crash in between leaves it on until the next import.
 */
async function setSearchIndexesBulk(db: Db, on: boolean) {
  for (const index of SEARCH_GIN_INDEXES) {
    if (!on) await db.execute(sql.raw(`SELECT gin_clean_pending_list('${index}'::regclass)`));
    await db.execute(sql.raw(`ALTER INDEX ${index} SET (fastupdate = ${on ? 'on' : 'off'})`));
  }
}

export async function importCatalog(db: Db, options: ImportOptions): Promise<ImportReport> {
  const t0 = performance.now();
  const currencies = await loadCurrencies(db);
  const parsed = await parseFeed(options.items, currencies);
  const t1 = performance.now();
  const read = Math.round(t1 - t0);
  const kind: ImportKind = [...parsed.columns].every((c) => STOCK_PRICE_COLUMNS.has(c))
    ? 'stock-price'
    : 'full';
  const batchSize = Math.max(1, Math.min(5000, options.batchSize ?? 1000));
  const taxonomy = kind === 'full' ? await Taxonomy.load(db) : Taxonomy.none();
  const total = parsed.rows.length;
  const report: ImportReport = {
    runId: null,
    kind,
    dryRun: options.dryRun,
    records: parsed.records,
    validRows: total,
    created: 0,
    changed: 0,
    unchanged: 0,
    issues: [],
    errorCount: 0,
    warningCount: 0,
    taxonomy: taxonomy.created,
    picturesFetched: 0,
    productIds: [],
    resumedAtRow: 0,
    finished: false,
    timings: { read, batches: 0 },
  };
  const issues = [...parsed.issues];
  let start = 0;
  let run: RunRow | undefined;
  if (!options.dryRun) {
    run = await openRun(db, options, kind, total);
    report.runId = run.id;
    start = report.resumedAtRow = run.next_row;
    Object.assign(report, {
      created: run.counts.created,
      changed: run.counts.changed,
      unchanged: run.counts.unchanged,
      picturesFetched: run.counts.picturesFetched,
    });
  }
  let batches = 0;
  // A large apply fills the two search GIN indexes through their pending lists (bulk insertion), then merges them
  // and puts them back to fastupdate off (migrations 0008, 0010): row by row they cost ~0.6 ms per product.
  const bulk = !options.dryRun && total - start >= BULK_ROWS;
  // Indexes an earlier, interrupted run of this feed set aside are still aside: this run rebuilds them.
  let aside: string[] | null = run?.set_aside_indexes
    ? typeof run.set_aside_indexes === 'string'
      ? (JSON.parse(run.set_aside_indexes) as string[])
      : run.set_aside_indexes
    : null;
  const mode = options.initialLoad ?? 'auto';
  if (run && !aside && kind === 'full' && total > start) {
    const first =
      mode === 'always' ||
      (mode === 'auto' && total - start >= INITIAL_LOAD_ROWS && (await productCount(db)) * 2 < total - start);
    if (first) {
      aside = await setIndexesAside(db);
      await db.execute(
        sql`UPDATE catalog_import_runs SET set_aside_indexes = ${JSON.stringify(aside)}::jsonb WHERE id = ${run.id}`,
      );
    }
  }
  if (bulk && !aside) await setSearchIndexesBulk(db, true);
  let stopped = false;
  try {
    for (let from = start; from < total; from += batchSize) {
      if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) {
        stopped = true;
        return finish(report, issues, false, t1);
      }
      const rows = parsed.rows.slice(from, from + batchSize);
      const work = async (tx: Db): Promise<BatchResult> => {
        const result =
          kind === 'stock-price'
            ? await stockPriceBatch(tx, rows, !options.dryRun)
            : await fullBatch(tx, rows, taxonomy, options.pictures, !options.dryRun);
        if (run) {
          const counts = {
            created: report.created + result.created,
            changed: report.changed + result.changed,
            unchanged: report.unchanged + result.unchanged,
            picturesFetched: report.picturesFetched + result.picturesFetched,
          };
          await tx.execute(
            sql`UPDATE catalog_import_runs SET next_row = ${from + rows.length}, counts = ${JSON.stringify(counts)}::jsonb, updated_at = now() WHERE id = ${run.id}`,
          );
        }
        return result;
      };
      const result = options.dryRun
        ? await work(db)
        : await db.transaction(async (tx) => {
            // A batch commits without waiting for its WAL flush: a crash may lose the last batches, but each takes
            // its progress row with it, so the resumed run redoes exactly those. The run's final (synchronous)
            // commit flushes them all before the import reports it finished.
            await tx.execute(sql`SET LOCAL synchronous_commit = off`);
            return work(tx as unknown as Db);
          });
      report.created += result.created;
      report.changed += result.changed;
      report.unchanged += result.unchanged;
      report.picturesFetched += result.picturesFetched;
      if (report.productIds.length < 10_000)
        report.productIds.push(...result.productIds.slice(0, 10_000 - report.productIds.length));
      issues.push(...result.issues);
      batches++;
      options.onProgress?.(Math.min(total, from + batchSize), total);
    }
  } finally {
    if (!stopped && aside) {
      await restoreIndexes(db, aside);
      await db.execute(sql`UPDATE catalog_import_runs SET set_aside_indexes = NULL WHERE id = ${run!.id}`);
    } else if (!stopped && bulk) await setSearchIndexesBulk(db, false);
  }
  if (run)
    await db.execute(
      sql`UPDATE catalog_import_runs SET status = 'done', finished_at = now(), updated_at = now() WHERE id = ${run.id}`,
    );
  // Triggers appended facet deltas per batch: fold them back to one row per combination.
  if (!options.dryRun && report.created + report.changed > 0)
    await db.execute(sql`SELECT compact_product_facets()`);
  // Fresh statistics after a large load, or the planner guesses row counts and picks sequential scans (as the seed);
  // not after price and stock changes, which move no row counts and would pay seconds to analyze a large catalogue.
  if (aside || report.created >= INITIAL_LOAD_ROWS)
    await db.execute(sql`ANALYZE products, product_facets, search_lexemes, search_names`);
  return finish(report, issues, true, t1);
}

function finish(
  report: ImportReport,
  issues: RowIssue[],
  finished: boolean,
  batchesFrom: number,
): ImportReport {
  report.timings.batches = Math.round(performance.now() - batchesFrom);
  issues.sort((a, b) => a.line - b.line);
  report.warningCount = issues.filter((i) => WARNINGS.has(i.code)).length;
  report.errorCount = issues.length - report.warningCount;
  report.issues = issues.slice(0, MAX_ISSUES);
  report.finished = finished;
  return report;
}
