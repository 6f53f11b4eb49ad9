import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { openDatabase, type Database } from './client';
import { migrate } from './migrate';

/**
 * Migration 0018's backfill on a store that already has data (issue 20 point 4): the carousels the home hard-wired
 * (category 27, brand 4), the store hours row, and Portuguese hours only where the Spanish was the one known text.
 * The schema part is applied by migrate(); the backfill statements are run again on rows made as before 0018.
 */
const file = readFileSync(path.join(PROJECT_ROOT, 'server/db/migrations/0018_content.sql'), 'utf8');
const backfill = file
  .split('--> statement-breakpoint')
  .map((s) => s.replace(/^--.*$/gm, '').trim())
  .filter((s) => /^(INSERT|UPDATE)/.test(s));

let database: Database;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const db = database.db;
  await db.execute(sql`DELETE FROM store_settings`);
  await db.execute(sql`INSERT INTO countries (id, name, iso2) VALUES (2, 'Paraguay', 'PY')`);
  await db.execute(
    sql`INSERT INTO states (id, country_id, name, official_code) VALUES (110, 2, 'Alto Paraná', '10')`,
  );
  await db.execute(
    sql`INSERT INTO cities (id, state_id, name, official_code) VALUES (10145, 110, 'Ciudad del Este', '1')`,
  );
  await db.execute(
    sql`INSERT INTO categories (id, name_pt, name_es, slug) VALUES (27, 'Perfumaria', 'Perfumería', 'perfumaria')`,
  );
  await db.execute(sql`INSERT INTO brands (id, name, slug) VALUES (4, 'Natura', 'natura')`);
  await db.execute(sql`INSERT INTO pickup_points (id, name, address, opening_hours, city_id) VALUES
    (1, 'Matriz', 'Av. San Blas', 'Lun a Sáb 8h a 18h', 10145),
    (2, 'Otro', 'Calle 1', 'Lun a Vie 7 a 16 h', 10145)`);
  for (const statement of backfill) await db.execute(sql.raw(statement));
}, 60_000);
afterAll(() => database?.close());

describe('migration 0018 on an existing store', () => {
  it('has the four backfill statements', () => expect(backfill).toHaveLength(4));

  it('keeps the home as it was: category 27 first, brand 4 second, default titles', async () => {
    expect(
      await rows(
        sql`SELECT category_id, brand_id, position, title_pt FROM highlight_carousels ORDER BY position`,
      ),
    ).toEqual([
      { category_id: 27, brand_id: null, position: 1, title_pt: null },
      { category_id: null, brand_id: 4, position: 2, title_pt: null },
    ]);
  });

  it('writes the store hours row in both languages', async () => {
    expect(await rows(sql`SELECT hours_pt, hours_es, popup_reappear_minutes FROM store_settings`)).toEqual([
      {
        hours_pt: 'Segunda a sábado, das 8h às 18h',
        hours_es: 'Lunes a sábado, de 8h a 18h',
        popup_reappear_minutes: 5,
      },
    ]);
  });

  it('translates the known pickup hours and leaves others for staff (Spanish kept)', async () => {
    expect(
      await rows(sql`SELECT id, opening_hours, opening_hours_pt FROM pickup_points ORDER BY id`),
    ).toEqual([
      { id: 1, opening_hours: 'Lun a Sáb 8h a 18h', opening_hours_pt: 'Seg a Sáb 8h às 18h' },
      { id: 2, opening_hours: 'Lun a Vie 7 a 16 h', opening_hours_pt: null },
    ]);
  });
});
