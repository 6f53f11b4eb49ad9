/**
 * npm run seed -- [--products N] [--reset] [--batch-size N]
 * Migrates the configured database (PGlite by default, PostgreSQL when DATABASE_URL is set) and fills it
 * with the demo catalogue. On an already seeded database it does nothing unless --reset is given.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { demoRequested } from '../../entry';
import { openDatabase } from '../../db/client';
import { announceCatalogChange } from '../../adapters/catalog-change';
import { migrate } from '../../db/migrate';
import { isSeeded, MAX_PRODUCTS, RESET_TABLES, seedDatabase } from './index';

function usage(message?: string): never {
  if (message) console.error(`seed: ${message}`);
  console.error('usage: npm run seed -- [--products N] [--reset] [--batch-size N]');
  process.exit(2);
}

function positiveInt(raw: string | undefined, name: string, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) usage(`--${name} must be a whole number from 0 to ${max}`);
  return Number(raw);
}

async function main(): Promise<void> {
  let values: { products?: string; reset?: boolean; 'batch-size'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        products: { type: 'string', short: 'n' },
        reset: { type: 'boolean', default: false },
        'batch-size': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    usage((error as Error).message);
  }
  if (values.help) usage();

  const config = loadConfig();
  // A deployment never gets fictional products by a stray command: production needs the demo's explicit opt-in.
  if (config.env === 'production' && !demoRequested())
    usage(
      'NODE_ENV=production: the demo catalogue is seeded only with DEMO_SEED=on (never into a real store)',
    );
  const products = positiveInt(values.products, 'products', config.seedProducts, MAX_PRODUCTS);
  const batchSize = positiveInt(values['batch-size'], 'batch-size', 1000, 5000) || 1000;
  const target = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    if (!values.reset && (await isSeeded(database))) {
      console.log(`seed: ${target} already holds a catalogue; nothing to do. Use --reset to rebuild it.`);
      return;
    }
    if (values.reset) console.log(`seed: --reset empties ${RESET_TABLES.join(', ')}`);
    console.log(`seed: writing ${products} products to ${target} …`);
    let lastShown = 0;
    const report = await seedDatabase(database, {
      products,
      reset: values.reset,
      batchSize,
      onProgress(done, total) {
        if (done === total || done - lastShown >= Math.max(10_000, total / 10)) {
          lastShown = done;
          console.log(`seed:   ${done}/${total} products`);
        }
      },
    });
    if (report.skipped) {
      console.log(`seed: ${target} already holds a catalogue; nothing to do.`);
      return;
    }
    const t = report.timings;
    console.log(
      `seed: done in ${(t.total / 1000).toFixed(1)} s — ${report.products} products, ${report.images} images, ${report.specs} specs, ` +
        `${report.brands} brands, ${report.categories} categories, ${report.departments} departments, ${report.states} states, ` +
        `${report.cities} cities, ${report.banners} banners, ${report.sellers} sellers, ${report.exchangeRates} rates, ` +
        `${report.deliveryServices} delivery services, ${report.pickupPoints} pickup points ` +
        `(reference ${t.reference} ms, taxonomy ${t.taxonomy} ms, products ${t.products} ms, store ${t.store} ms)`,
    );
    const { replicas, storefront: purge } = await announceCatalogChange(config, {
      reason: 'seed',
      tags: ['catalog', 'team'],
    });
    if (replicas !== null) console.log(`seed: ${replicas} API replica(s) dropped their cached reads`);
    console.log(
      purge.ok
        ? `seed: storefront at ${config.storefrontUrl} revalidated`
        : `seed: storefront at ${config.storefrontUrl} not revalidated (${purge.error ?? purge.status}); its pages refresh within 5 minutes`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed: failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
