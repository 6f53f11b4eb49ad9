import path from 'node:path';
import type pg from 'pg';
import { PROJECT_ROOT } from '../project-root';
import type { Database } from './client';

const MIGRATIONS = path.join(PROJECT_ROOT, 'server/db/migrations');

/**
 * One fixed key for every process of this store on a database: replicas (or workers, or `npm run db:migrate`)
 * starting together take turns, and the ones after the first find nothing left to apply (issue 18 point 9).
 */
export const MIGRATION_LOCK_KEY = 0x10a_cde_18;

/** Applies the committed drizzle-kit migrations; drizzle-kit itself cannot load PGlite's extensions. */
export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    // One process owns a PGlite folder (data-dir-lock): nothing else can migrate it at the same time.
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS });
    return;
  }
  const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A session-level advisory lock lives on one connection: take it, migrate and release on that same one.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await run(drizzle(client), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
