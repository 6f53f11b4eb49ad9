import { mkdirSync } from 'node:fs';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** Typo tolerance of text search (the `<%` operator): "xiomi" finds Xiaomi, "iphne" finds iPhone. */
const WORD_SIMILARITY = 0.4;
/**
 * The catalogue lives in memory (shared buffers and the OS cache), so a random page costs about what a
 * sequential one does. With PostgreSQL's default of 4 the planner walks the whole-catalogue index and filters
 * out three rows in four rather than read the department's own index (docs/decisions/0016-catalogue-queries.md).
 */
const RANDOM_PAGE_COST = 1.1;
/** The one database type services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else embedded PGlite (files under dataDir, or 'memory://'). An on-disk PGlite
 * folder is locked for this process until close(): a second process opening it gets DataDirLockedError at once.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  logger?: Logger;
  /** PGlite only: start from this dumped data directory (the tests' migrated-and-seeded snapshot). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10, opts.logger);
  return openPglite(opts.dataDir, opts.logger, opts.loadDataDir);
}

async function openPostgres(url: string, max: number, logger?: Logger): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // numeric and bigint stay strings: money is never parsed into floats by the driver.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY} -c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  return { db, driver: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string, logger?: Logger, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const onDisk = !dataDir.startsWith('memory://');
  const lock = onDisk ? await lockDataDir(dataDir) : null;
  try {
    if (onDisk) mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir });
    await client.exec(
      `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}; SET random_page_cost = ${RANDOM_PAGE_COST}`,
    );
    const db = drizzle(client, { schema, logger }) as unknown as Db;
    const close = async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    };
    return { db, driver: 'pglite', close };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
