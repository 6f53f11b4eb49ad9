import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { openDatabase, type Database } from './client';
import { migrate } from './migrate';

/**
 * Replicas starting together on an empty PostgreSQL database (issue 18 point 9): each runs migrate() at start;
 * the advisory lock makes them take turns, so every migration is applied once and none of them fails.
 * PostgreSQL only (DATABASE_URL, a scratch database whose schemas this file drops), as the suite runs there.
 */
const databaseUrl = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(path.join(PROJECT_ROOT, 'server/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };
const opened: Database[] = [];
afterAll(() => Promise.all(opened.map((d) => d.close())));

describe.skipIf(!databaseUrl)('migrate() from several processes at once', () => {
  it('applies each migration once when six replicas start together on an empty database', async () => {
    const replicas = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ databaseUrl, dataDir: 'memory://', poolMax: 2 })),
    );
    opened.push(...replicas);
    const [first] = replicas;
    await first.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await first.db.execute(sql`DROP SCHEMA public CASCADE`);
    await first.db.execute(sql`CREATE SCHEMA public`);
    await first.db.execute(sql`DROP EXTENSION IF EXISTS pg_trgm CASCADE`);
    await first.db.execute(sql`DROP EXTENSION IF EXISTS unaccent CASCADE`);

    const results = await Promise.allSettled(replicas.map((replica) => migrate(replica)));
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const applied = (await first.db.execute(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0].n).toBe(journal.entries.length);
    // And the lock is given back: a later start migrates (nothing to do) without waiting.
    await migrate(first);
  }, 120_000);
});
