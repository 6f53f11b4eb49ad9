import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { isSeeded, seedDatabase } from './index';

/** First start on an empty database fills it with reference data and the demo catalogue. */
export async function ensureSeeded(
  database: Database,
  config: Pick<ApiConfig, 'seedProducts'>,
): Promise<void> {
  if (await isSeeded(database)) return;
  const started = Date.now();
  console.log(`Seeding a fresh database with ${config.seedProducts} demo products…`);
  await seedDatabase(database, { products: config.seedProducts });
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
