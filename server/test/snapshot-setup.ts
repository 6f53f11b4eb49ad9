import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The API project's globalSetup: one folder and one id per `vitest run` for server/test/database-snapshot.ts's copies
 * (PGlite tarballs; PostgreSQL templates and per-file databases named `<database>_<run>_…`), removed at the end,
 * whatever the files left behind. Workers inherit the two variables.
 */
export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'loja-test-db-'));
  const run = `r${randomBytes(4).toString('hex')}`;
  process.env.TEST_SNAPSHOT_DIR = dir;
  process.env.TEST_SNAPSHOT_RUN = run;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const baseUrl = process.env.DATABASE_URL;
    if (!baseUrl) return;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const base = new URL(baseUrl).pathname.slice(1);
      const left = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${base}_${run}_%`],
      );
      for (const { datname } of left.rows)
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
