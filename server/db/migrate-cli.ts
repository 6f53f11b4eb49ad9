/**
 * npm run db:migrate — applies the committed migrations to the configured database (PGlite folder, or
 * PostgreSQL with DATABASE_URL) without starting the API, e.g. before a deployment switches over.
 * Opening the PGlite folder takes its lock: with the API running on it this stops at once, naming the API.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';
import { migrate } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    console.log(
      `migrate: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`} is up to date`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const plain = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error('migrate: failed:', plain ? error.message : error);
  process.exitCode = 1;
});
