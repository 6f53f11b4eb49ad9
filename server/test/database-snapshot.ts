import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { ensureReferenceData } from '../db/reference/store-reference';
import { seedDatabase } from '../demo/seed';

/**
 * A migrated, seeded database for each test file, without migrating and seeding for each: that took 4–6 s a file
 * (28 migrations, 400 products), about two thirds of the API suite's time, twice per CI run. The first file of a
 * run that asks for a catalogue size builds it once; every later file copies it:
 *
 * - PGlite: the built database's data directory is dumped to a tarball in the run's folder, and each file's
 *   in-memory PGlite starts from it (`loadDataDir`).
 * - PostgreSQL: the built database is a template, and each file gets its own `CREATE DATABASE … TEMPLATE`, dropped
 *   when the file closes it. Files never share a database, so a file's rows never leak into the next.
 *
 * The run's folder and the PostgreSQL run id come from server/test/snapshot-setup.ts (the API project's
 * globalSetup), which removes both at the end; outside a run (no TEST_SNAPSHOT_DIR) every file builds its own.
 */
export interface TestDatabase {
  database: Database;
  /** The URL the file's API uses on PostgreSQL (its own copy), for tests that hand it to another process. */
  databaseUrl?: string;
}

export async function openTestDatabase(products: number, logger?: Logger): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) return openPostgresCopy(baseUrl, products, logger);
  return { database: await openPgliteCopy(products, logger) };
}

/** Migrations, then the demo catalogue of that size, or with 0 only the reference data production loads. */
async function build(database: Database, products: number): Promise<void> {
  await migrate(database);
  if (products > 0) await seedDatabase(database, { products });
  else await ensureReferenceData(database.db);
}

interface PgliteClient {
  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
}

async function openPgliteCopy(products: number, logger?: Logger): Promise<Database> {
  const dir = process.env.TEST_SNAPSHOT_DIR;
  const file = dir ? path.join(dir, `pglite-${products}.tar`) : undefined;
  if (file && existsSync(file)) {
    const loadDataDir = new Blob([readFileSync(file)]);
    return openDatabase({ dataDir: 'memory://', logger, loadDataDir });
  }
  const database = await openDatabase({ dataDir: 'memory://', logger });
  await build(database, products);
  if (file) {
    const client = (database.db as unknown as { $client: PgliteClient }).$client;
    const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole, then renamed: a file that reads it never sees half a tarball.
    writeFileSync(`${file}.${process.pid}`, tar);
    renameSync(`${file}.${process.pid}`, file);
  }
  return database;
}

async function openPostgresCopy(baseUrl: string, products: number, logger?: Logger): Promise<TestDatabase> {
  const run = process.env.TEST_SNAPSHOT_RUN;
  const base = new URL(baseUrl);
  const baseName = base.pathname.slice(1);
  const withName = (name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();
  if (!run) {
    // Outside a run: the given database itself, its schemas rebuilt (point DATABASE_URL at a scratch database).
    const database = await openDatabase({ databaseUrl: baseUrl, dataDir: 'memory://', logger });
    await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await database.db.execute(sql`DROP SCHEMA public CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
    await build(database, products);
    return { database, databaseUrl: baseUrl };
  }
  const template = `${baseName}_${run}_tpl${products}`;
  const copy = `${baseName}_${run}_f${process.pid}_${(copies++).toString(36)}`;
  await withAdmin(baseUrl, async (admin) => {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${template}"`);
      const building = await openDatabase({ databaseUrl: withName(template), dataDir: 'memory://' });
      try {
        await build(building, products);
      } finally {
        // A template copies only while nobody is connected to it.
        await building.close();
      }
    }
    await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${template}"`);
  });
  const url = withName(copy);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', logger });
  const close = database.close;
  database.close = async () => {
    await close();
    await dropDatabase(baseUrl, copy);
  };
  return { database, databaseUrl: url };
}

let copies = 0;

/**
 * Drops a copy, without FORCE: a connection the file's app still holds (one its close() does not end) would be
 * killed, and its pool's 'error' would be an uncaught exception in whatever file runs next (they share one process).
 * A copy still in use is left for the next run's start (./snapshot-setup.ts).
 */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdmin(baseUrl, async (admin) => {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    } catch (e) {
      // 55006: "is being accessed by other users".
      if ((e as { code?: string }).code !== '55006') throw e;
    }
  });
}

/** One connection to the base database for creating and dropping copies, always closed. */
export async function withAdmin<T>(
  baseUrl: string,
  work: (admin: import('pg').Client) => Promise<T>,
): Promise<T> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
