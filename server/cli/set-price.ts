/**
 * npm run catalog:price -- <product code> <price in US$>
 * Changes one product's base price the way the ERP's price updates reach the store, then announces the change:
 * every API replica drops its cached reads (Redis, when REDIS_URL is set) and the storefront at STOREFRONT_URL
 * re-renders the product and the listings at once (signed revalidation; replicas sharing the Redis cache
 * handler all see it). With PGlite the API must be stopped (one writer per folder).
 */
import { z } from 'zod';
import { announceCatalogChange } from '../adapters/catalog-change';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { setProductPrice } from '../services/catalog/catalog-prices';

const argsSchema = z.tuple([
  z.string().trim().min(1).max(40),
  z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'price: a number of US dollars with at most two decimals, e.g. 129.90'),
]);

async function main(): Promise<void> {
  const parsed = argsSchema.safeParse(process.argv.slice(2));
  if (!parsed.success) {
    console.error(
      `catalog:price: ${parsed.error.issues[0].message}\nusage: npm run catalog:price -- <product code> <price in US$>`,
    );
    process.exitCode = 2;
    return;
  }
  const [code, price] = parsed.data;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let change;
  try {
    change = await setProductPrice(database.db, code, price);
  } finally {
    await database.close();
  }
  if (!change) {
    console.error(`catalog:price: no product has code ${code}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `catalog:price: ${change.code} (id ${change.id}) US$ ${change.previousUsd} → ${change.priceUsd}`,
  );
  const report = await announceCatalogChange(config, {
    reason: `price ${change.code}`,
    tags: ['catalog', `product:${change.id}`],
    immediate: true,
  });
  console.log(
    report.replicas === null
      ? `catalog:price: no REDIS_URL: the API serves the old price until its answer cache (RESPONSE_CACHE_MS) runs out`
      : `catalog:price: ${report.replicas} API replica(s) dropped their cached reads`,
  );
  console.log(
    report.storefront.ok
      ? `catalog:price: storefront at ${config.storefrontUrl} revalidated`
      : `catalog:price: storefront at ${config.storefrontUrl} not revalidated (${report.storefront.error ?? report.storefront.status})`,
  );
}

main().catch((error: unknown) => {
  const plain = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error('catalog:price: failed:', plain ? error.message : error);
  process.exitCode = 1;
});
