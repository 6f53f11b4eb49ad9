import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** Column name and the PostgreSQL type json_to_recordset reads it as. */
export type Columns = ReadonlyArray<readonly [name: string, type: string]>;

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad identifier ${name}`);
  return `"${name}"`;
};

export interface InsertOptions {
  batchSize?: number;
  /** e.g. `ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`. Built from constants only. */
  onConflict?: string;
  /** Replaces the select list; `x` is the record alias. Built from constants only. */
  select?: string;
  /** Extra SQL after the FROM clause (joins). Built from constants only. */
  from?: string;
  /** Extra target columns filled by `select`. */
  extraTargets?: readonly string[];
}

/**
 * Inserts rows in batches as one JSON parameter per statement:
 * INSERT … SELECT … FROM json_to_recordset($1::json). A single parameter keeps statements small for
 * both drivers (no 65535-parameter limit) and lets PostgreSQL parse values exactly (numeric, timestamptz).
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: Columns,
  rows: readonly object[],
  options: InsertOptions = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const batchSize = options.batchSize ?? 1000;
  const targets = [...columns.map(([name]) => ident(name)), ...(options.extraTargets ?? []).map(ident)].join(
    ', ',
  );
  const record = columns.map(([name, type]) => `${ident(name)} ${type}`).join(', ');
  const select = options.select ?? columns.map(([name]) => `x.${ident(name)}`).join(', ');
  const head = `INSERT INTO ${ident(table)} (${targets}) SELECT ${select} FROM json_to_recordset(`;
  const tail = `::json) AS x(${record})${options.from ? ` ${options.from}` : ''}${options.onConflict ? ` ${options.onConflict}` : ''}`;
  for (let i = 0; i < rows.length; i += batchSize) {
    const json = JSON.stringify(rows.slice(i, i + batchSize));
    await db.execute(sql`${sql.raw(head)}${json}${sql.raw(tail)}`);
  }
  return rows.length;
}

/** Upsert by id: reference data can be re-applied without touching rows that point at it. */
export function upsertById(columns: Columns): string {
  const sets = columns
    .filter(([name]) => name !== 'id')
    .map(([name]) => `${ident(name)} = EXCLUDED.${ident(name)}`)
    .join(', ');
  return `ON CONFLICT ("id") DO UPDATE SET ${sets}`;
}

/** After inserting explicit ids, moves a serial's sequence past them (same SQL on PGlite and PostgreSQL). */
export async function syncSequence(db: Db, table: string): Promise<void> {
  const t = ident(table);
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${t}', 'id'), COALESCE((SELECT max(id) FROM ${t}), 1), (SELECT count(*) > 0 FROM ${t}))`,
    ),
  );
}
