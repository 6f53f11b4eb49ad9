/**
 * npm run catalog:import -- <feed.csv|feed.json> [--dry-run] [--lang pt|es] [--batch-size N]
 * Imports the ERP's products by code (decision 0030; columns in the README). --dry-run lists what would be created,
 * changed and left, with row errors, and writes nothing. An apply writes in batches; if it stops, the same command
 * on the same feed resumes at the next batch. After an apply that changed something every API replica drops its
 * cached reads and the storefront revalidates at once, as catalog:price does. With PGlite the API must be stopped.
 * Exit code: 0 done, 3 done with row errors (those rows were left out), 1 failed, 2 usage.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { announceCatalogChange } from '../adapters/catalog-change';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { FeedError, hashFile, readFeed } from '../services/catalog-import/feed-reader';
import { importCatalog, type ImportReport } from '../services/catalog-import/import-run';
import { issueText, type ImportLang } from '../services/catalog-import/messages';

const USAGE =
  'usage: npm run catalog:import -- <feed.csv|feed.json> [--dry-run] [--lang pt|es] [--batch-size N]';
const SHOWN_ISSUES = 50;

function fail(message: string, code = 2): never {
  console.error(`catalog:import: ${message}\n${USAGE}`);
  process.exit(code);
}

const TEXT = {
  pt: { line: 'linha', feed: 'arquivo', error: 'erro', warning: 'aviso', more: 'e mais' },
  es: { line: 'línea', feed: 'archivo', error: 'error', warning: 'aviso', more: 'y más' },
} as const;

function printReport(report: ImportReport, lang: ImportLang, seconds: number) {
  const t = TEXT[lang];
  const mode = report.dryRun ? 'dry run' : report.finished ? 'applied' : 'stopped';
  const created = report.taxonomy;
  console.log(
    `catalog:import: ${mode} (${report.kind}) in ${seconds.toFixed(1)} s: ${report.records} records, ${report.validRows} valid; ` +
      `${report.created} created, ${report.changed} changed, ${report.unchanged} unchanged; ${report.errorCount} errors, ${report.warningCount} warnings` +
      (report.resumedAtRow ? `; resumed at row ${report.resumedAtRow}` : '') +
      (report.runId ? `; run ${report.runId}` : ''),
  );
  if (created.brands.length + created.categories.length + created.departments.length)
    console.log(
      `catalog:import: new brands [${created.brands.join(', ')}], categories [${created.categories.join(', ')}], departments [${created.departments.join(', ')}]`,
    );
  if (report.picturesFetched)
    console.log(
      `catalog:import: ${report.picturesFetched} picture(s) ${report.dryRun ? 'to fetch' : 'fetched'}`,
    );
  for (const issue of report.issues.slice(0, SHOWN_ISSUES)) {
    const where = issue.line === 0 ? t.feed : `${t.line} ${issue.line}`;
    const what =
      issue.code === 'pictures-too-many' ||
      issue.code === 'picture-failed' ||
      issue.code === 'feed-unknown-columns'
        ? t.warning
        : t.error;
    console.log(
      `  ${where}${issue.productCode ? ` [${issue.productCode}]` : ''} ${what}: ${issueText(issue, lang)}`,
    );
  }
  const hidden = report.errorCount + report.warningCount - Math.min(SHOWN_ISSUES, report.issues.length);
  if (hidden > 0) console.log(`  … ${t.more} ${hidden}`);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        lang: { type: 'string', default: 'pt' },
        'batch-size': { type: 'string' },
      },
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) fail('give one feed file');
  const lang =
    values.lang === 'es' || values.lang === 'es-PY'
      ? 'es'
      : values.lang === 'pt' || values.lang === 'pt-BR'
        ? 'pt'
        : fail('--lang is pt or es');
  const batchSize =
    values['batch-size'] === undefined
      ? 1000
      : /^\d{1,4}$/.test(values['batch-size'])
        ? Number(values['batch-size'])
        : fail('--batch-size is a whole number up to 5000');
  const file = path.resolve(positionals[0]);
  let feedHash: string;
  try {
    feedHash = await hashFile(file);
  } catch (error) {
    fail(`cannot read ${file}: ${(error as Error).message}`, 1);
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = performance.now();
  let report: ImportReport;
  try {
    await migrate(database);
    let lastShown = 0;
    report = await importCatalog(database.db, {
      items: readFeed(file),
      feedHash,
      feedName: path.basename(file),
      dryRun: values['dry-run'] ?? false,
      batchSize,
      pictures: { mediaDir: config.mediaDir, feedDir: path.dirname(file) },
      onProgress(done, total) {
        if (done === total || done - lastShown >= Math.max(10_000, total / 10)) {
          lastShown = done;
          console.log(`catalog:import:   ${done}/${total} rows`);
        }
      },
    });
  } catch (error) {
    if (error instanceof FeedError) fail(issueText({ code: error.code, params: error.params }, lang), 1);
    throw error;
  } finally {
    await database.close();
  }
  printReport(report, lang, (performance.now() - started) / 1000);
  if (!report.dryRun && report.created + report.changed > 0) {
    // 'catalog' reaches every cached catalogue page; product tags too for the few a small feed touched.
    const tags = [
      'catalog',
      ...(report.productIds.length <= 50 ? report.productIds.map((id) => `product:${id}`) : []),
    ];
    const change = await announceCatalogChange(config, {
      reason: `import ${path.basename(file)}`,
      tags,
      immediate: true,
    });
    console.log(
      change.replicas === null
        ? 'catalog:import: no REDIS_URL: the API serves the old answers until its cache (RESPONSE_CACHE_MS) runs out'
        : `catalog:import: ${change.replicas} API replica(s) dropped their cached reads`,
    );
    console.log(
      change.storefront.ok
        ? `catalog:import: storefront at ${config.storefrontUrl} revalidated`
        : `catalog:import: storefront at ${config.storefrontUrl} not revalidated (${change.storefront.error ?? change.storefront.status})`,
    );
  }
  if (report.errorCount > 0) process.exitCode = 3;
}

main().catch((error: unknown) => {
  const plain = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error('catalog:import: failed:', plain ? error.message : error);
  process.exitCode = 1;
});
