/**
 * An initial load (a large import into a nearly empty catalogue) writes faster without the catalogue's secondary
 * indexes: measured on PostgreSQL at 100,000 products, 1,000 inserted rows cost 1.3 s with the ~40 listing, search
 * and search_names indexes and 0.25 s without; rebuilding them all afterwards costs less than keeping them
 * current row by row. Unique indexes (code, slug) and primary keys stay: the import looks rows up by them.
 * While they are aside the storefront's listings still answer, from sequential scans.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const TABLES = ['products', 'search_names'];
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Drops the secondary indexes of the catalogue tables; returns their CREATE INDEX statements. */
export async function setIndexesAside(db: Db): Promise<string[]> {
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename IN (SELECT jsonb_array_elements_text(${JSON.stringify(TABLES)}::jsonb))
        AND indexdef NOT LIKE 'CREATE UNIQUE INDEX%' ORDER BY indexname`),
  );
  for (const { indexname } of indexes) {
    if (!/^[a-z0-9_]+$/.test(indexname)) throw new Error(`unexpected index name ${indexname}`);
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${indexname}"`));
  }
  return indexes.map((i) => i.indexdef);
}

/**
 * Memory for one index build's sort. PostgreSQL's default (64 MB) sorts search_names' million rows on disk: 3.9 s
 * for one of its indexes against 2.0 s in memory (100,000 products). Two builds at a time at most use twice this.
 */
const BUILD_MEMORY = '256MB';
/** Builds at a time: each is one backend's CPU, and the machine the benchmark targets has two cores. */
const BUILD_LANES = 2;

/**
 * Builds them again (IF NOT EXISTS: a rebuild interrupted half-way is finished by the next one), two at a time,
 * largest first (GIN and search_names, seconds each, then ~35 listing indexes at ~0.3 s). Each build commits on
 * its own, so writers wait one build at a time, not for the whole rebuild. CREATE INDEX takes a SHARE lock, which
 * another CREATE INDEX on the same table shares.
 */
export async function restoreIndexes(db: Db, definitions: string[]): Promise<void> {
  for (const definition of definitions)
    if (!/^CREATE INDEX [a-z0-9_]+ ON /.test(definition))
      throw new Error(`unexpected index definition ${definition.slice(0, 80)}`);
  const weight = (d: string) =>
    (/ USING gin /.test(d) ? 2 : 0) + (/ ON [a-z_.]*search_names /.test(d) ? 1 : 0);
  const queue = [...definitions].sort((a, b) => weight(b) - weight(a));
  const lane = async () => {
    for (let definition = queue.shift(); definition; definition = queue.shift()) {
      const statement = definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ');
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`));
        await tx.execute(sql.raw(statement));
      });
    }
  };
  await Promise.all(Array.from({ length: BUILD_LANES }, lane));
}
