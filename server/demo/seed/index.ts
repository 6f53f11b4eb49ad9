import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { generateProduct } from '../catalog-model/product-generator';
import { MAX_PRODUCTS } from '../catalog-model/product-code';
import { DEFAULT_GEO_DIR, loadGeography } from '../../db/reference/reference-data';
import { seedReference } from '../../db/reference/store-reference';
import { resetCatalogue, seedProducts, seedStoreData, seedTaxonomy } from './steps';

export { generateProduct } from '../catalog-model/product-generator';
export { encodeProductCode, decodeProductCode, MAX_PRODUCTS } from '../catalog-model/product-code';
export { RESET_TABLES } from './steps';

export interface SeedOptions {
  /** How many products to generate (ids 1..products). */
  products: number;
  /** Empty the catalogue and store tables first (carts and orders pointing at them go too). */
  reset?: boolean;
  /** Directory holding br-states.json, br-cities.json and py-departments.json. Default: data/geo. */
  geoDir?: string;
  /** Products per INSERT statement (default 1000). */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedReport {
  /** True when the database already held a catalogue and reset was not asked for: nothing was written. */
  skipped: boolean;
  driver: Database['driver'];
  products: number;
  images: number;
  specs: number;
  brands: number;
  categories: number;
  departments: number;
  countries: number;
  currencies: number;
  states: number;
  cities: number;
  banners: number;
  sellers: number;
  exchangeRates: number;
  deliveryServices: number;
  pickupPoints: number;
  /** Wall-clock milliseconds per phase (measurement only; never stored). */
  timings: Record<'reference' | 'taxonomy' | 'products' | 'store' | 'total', number>;
}

const EMPTY_COUNTS = {
  products: 0,
  images: 0,
  specs: 0,
  brands: 0,
  categories: 0,
  departments: 0,
  countries: 0,
  currencies: 0,
  states: 0,
  cities: 0,
  banners: 0,
  sellers: 0,
  exchangeRates: 0,
  deliveryServices: 0,
  pickupPoints: 0,
};

async function hasCatalogue(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT (EXISTS (SELECT 1 FROM "categories") OR EXISTS (SELECT 1 FROM "products")) AS "seeded"`,
  );
  // Both drivers answer { rows: [...] }.
  return Boolean((result as unknown as { rows: Array<{ seeded: boolean }> }).rows[0]?.seeded);
}

/** True when the catalogue tables already hold data (categories or products). */
export async function isSeeded(database: Database): Promise<boolean> {
  return hasCatalogue(database.db);
}

/**
 * Fills a migrated database with the deterministic demo catalogue: reference data (countries, currencies,
 * geography, exchange rates: what production gets too, server/db/reference), taxonomy, `products` products with images and specs, and store data (banners, sellers,
 * exchange rates, delivery services, pickup points). Runs in one transaction: all or nothing.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedReport> {
  const count = options.products;
  if (!Number.isInteger(count) || count < 0 || count > MAX_PRODUCTS) {
    throw new RangeError(`products must be an integer from 0 to ${MAX_PRODUCTS}, got ${count}`);
  }
  const batchSize = Math.max(1, Math.min(5000, options.batchSize ?? 1000));
  const geo = loadGeography(options.geoDir ?? DEFAULT_GEO_DIR);
  const timings = { reference: 0, taxonomy: 0, products: 0, store: 0, total: 0 };
  const started = performance.now();
  const timed = async <T>(phase: keyof typeof timings, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    try {
      return await run();
    } finally {
      timings[phase] = Math.round(performance.now() - t0);
    }
  };

  const counts = await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (options.reset) await resetCatalogue(db);
    else if (await hasCatalogue(db)) return null;
    const reference = await timed('reference', () => seedReference(db, geo));
    const taxonomy = await timed('taxonomy', () => seedTaxonomy(db));
    const products = await timed('products', () =>
      seedProducts(db, { count, batchSize, onProgress: options.onProgress }),
    );
    const heroSlug = count > 0 ? generateProduct(0).slug : null;
    const store = await timed('store', () => seedStoreData(db, geo, heroSlug));
    return { ...reference, ...taxonomy, ...products, ...store };
  });
  // Fresh statistics, or the planner guesses row counts and picks sequential scans over 100k rows. VACUUM too:
  // the bulk load's trigger updates leave dead rows (product_facets, search_lexemes) and no page marked
  // all-visible, which autovacuum would clean up later but a server running without it (this machine's) never does.
  if (counts) await database.db.execute(sql`VACUUM (ANALYZE)`);
  timings.total = Math.round(performance.now() - started);
  return { skipped: counts === null, driver: database.driver, ...EMPTY_COUNTS, ...(counts ?? {}), timings };
}
