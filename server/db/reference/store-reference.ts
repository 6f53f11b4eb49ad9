import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { insertRows, syncSequence, upsertById, type Columns } from './bulk-insert';
import { COUNTRIES, CURRENCY_ROWS, findPyCity, loadGeography, type Geography } from './reference-data';

/**
 * What an empty store needs to run, in production too (decision 0030): countries, currencies, the geography of
 * addresses, starting exchange rates and the store's own counter as a pickup point (Brazilian shoppers can only
 * pick up). No products, brands, categories, banners, sellers or delivery services: those are the store's own,
 * imported (npm run catalog:import) or entered in the back office.
 */

// prettier-ignore
const COLS = {
  countries: [['id', 'smallint'], ['name', 'text'], ['iso2', 'text']],
  currencies: [['id', 'smallint'], ['code', 'text'], ['symbol', 'text'], ['decimals', 'smallint']],
  states: [['id', 'int'], ['country_id', 'smallint'], ['name', 'text'], ['code', 'text'], ['official_code', 'text']],
  cities: [['id', 'int'], ['state_id', 'int'], ['name', 'text'], ['official_code', 'text']],
  exchange_rates: [['source_currency_id', 'smallint'], ['target_currency_id', 'smallint'], ['rate', 'numeric'], ['multiply', 'boolean']],
  pickup_points: [['id', 'int'], ['name', 'text'], ['address', 'text'], ['opening_hours', 'text'], ['opening_hours_pt', 'text'], ['city_id', 'int'], ['active', 'boolean']],
} satisfies Record<string, Columns>;
export const PICKUP_POINT_COLUMNS = COLS.pickup_points;

/** USD is the base: a price in dollars times the rate gives the other currency. Starting values the store updates. */
// prettier-ignore
export const EXCHANGE_RATES = [
  { source_currency_id: 2, target_currency_id: 1, rate: '5.420000', multiply: true },
  { source_currency_id: 2, target_currency_id: 3, rate: '7315.000000', multiply: true },
  { source_currency_id: 2, target_currency_id: 4, rate: '1180.500000', multiply: true },
] as const;

/** The store's own counter, at the address the header, footer and structured data give (lib/store-info.ts). */
export function mainPickupPoint(geo: Geography) {
  const city = findPyCity(geo, 'Ciudad del Este', 'Alto Paraná');
  if (!city) throw new Error('Geography lacks the district Ciudad del Este (Alto Paraná)');
  return {
    id: 1,
    name: 'Loja Matriz Ciudad del Este',
    address: 'Av. San Blas, km 2, Ciudad del Este',
    opening_hours: 'Lun a Sáb 8h a 18h',
    opening_hours_pt: 'Seg a Sáb 8h às 18h',
    city_id: city.id,
    active: true,
  };
}

/** Countries, currencies and geography are upserted: customers' addresses may already point at them. */
export async function seedReference(db: Db, geo: Geography) {
  await insertRows(db, 'countries', COLS.countries, COUNTRIES, { onConflict: upsertById(COLS.countries) });
  await insertRows(db, 'currencies', COLS.currencies, CURRENCY_ROWS, {
    onConflict: upsertById(COLS.currencies),
  });
  const states = await insertRows(db, 'states', COLS.states, geo.states, {
    onConflict: upsertById(COLS.states),
  });
  const cities = await insertRows(db, 'cities', COLS.cities, geo.cities, {
    batchSize: 1000,
    onConflict: upsertById(COLS.cities),
  });
  // Rates the store already changed stay as they are.
  const exchangeRates = await insertRows(db, 'exchange_rates', COLS.exchange_rates, EXCHANGE_RATES, {
    onConflict: 'ON CONFLICT ("source_currency_id", "target_currency_id") DO NOTHING',
  });
  await insertRows(db, 'pickup_points', COLS.pickup_points, [mainPickupPoint(geo)], {
    onConflict: 'ON CONFLICT ("id") DO NOTHING',
  });
  await syncSequence(db, 'pickup_points');
  return { countries: COUNTRIES.length, currencies: CURRENCY_ROWS.length, states, cities, exchangeRates };
}

async function hasReference(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM "currencies") AND EXISTS (SELECT 1 FROM "cities") AS "ready"`,
  );
  return Boolean((result as unknown as { rows: Array<{ ready: boolean }> }).rows[0]?.ready);
}

/** A migrated database without reference data gets it, in one transaction; one that has it is left alone. */
export async function ensureReferenceData(db: Db, geoDir?: string): Promise<boolean> {
  if (await hasReference(db)) return false;
  const geo = loadGeography(geoDir);
  await db.transaction(async (tx) => {
    await seedReference(tx as unknown as Db, geo);
  });
  return true;
}
