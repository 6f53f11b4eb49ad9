import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { dropDatabase, withAdmin } from './database-snapshot';

/**
 * The API project's globalSetup: one folder and one id per `vitest run` for server/test/database-snapshot.ts's copies
 * (PGlite tarballs; PostgreSQL templates and per-file databases named `<database>_<run>_…`), removed at the end
 * (a copy some connection still holds is dropped at the next run's start). Workers inherit the two variables.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'loja-test-db-'));
  const run = `r${randomBytes(4).toString('hex')}`;
  process.env.TEST_SNAPSHOT_DIR = dir;
  process.env.TEST_SNAPSHOT_RUN = run;
  const baseUrl = process.env.DATABASE_URL;
  // Copies an earlier run could not drop (a connection still open at its end): nobody uses them now.
  if (baseUrl) await dropCopies(baseUrl, 'r[0-9a-f]{8}');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (baseUrl) await dropCopies(baseUrl, run);
  };
}

/**
 * Drops this base database's copies of the runs `run` matches (a regular expression over the run id: only names
 * this module makes, never another database that merely starts alike), each only if unused (see dropDatabase).
 */
async function dropCopies(baseUrl: string, run: string): Promise<void> {
  const base = new URL(baseUrl).pathname.slice(1).replace(/[^\w]/g, '\\$&');
  const left = await withAdmin(baseUrl, (admin) =>
    admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname ~ $1 AND NOT EXISTS
         (SELECT 1 FROM pg_stat_activity a WHERE a.datname = pg_database.datname)`,
      [`^${base}_${run}_(tpl[0-9]+|f[0-9]+_[0-9a-z]+)$`],
    ),
  );
  for (const { datname } of left.rows) await dropDatabase(baseUrl, datname);
}
