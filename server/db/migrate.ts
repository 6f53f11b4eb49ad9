import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import type { Database } from './client';

const MIGRATIONS = path.join(PROJECT_ROOT, 'server/db/migrations');

/** Applies the committed drizzle-kit migrations; drizzle-kit itself cannot load PGlite's extensions. */
export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS });
  }
}
