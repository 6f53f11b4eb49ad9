import type { Logger } from 'drizzle-orm/logger';
import type { Db } from '../db/client';

/** One statement the API sent, as drizzle sent it (text with $n placeholders, values). */
export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Transaction control is left out of the counts: node-postgres sends BEGIN/COMMIT as statements of their own,
 * PGlite runs them inside its transaction() call, so counting them would give the two databases different figures.
 */
const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * A drizzle logger that records what one request runs: `measure(fn)` returns the statements sent while `fn` ran.
 * The app's background loops are not started in tests, so everything recorded belongs to the request.
 */
export class StatementRecorder implements Logger {
  private recording: Statement[] | null = null;

  logQuery(query: string, params: unknown[]): void {
    if (this.recording && !CONTROL.test(query)) this.recording.push({ sql: query, params: [...params] });
  }

  async measure(fn: () => Promise<unknown>): Promise<Statement[]> {
    if (this.recording) throw new Error('StatementRecorder.measure does not nest');
    this.recording = [];
    try {
      await fn();
      return this.recording;
    } finally {
      this.recording = null;
    }
  }
}

/** What a statement read, from its plan: rows the scans visited (kept or filtered out) and buffers touched. */
export interface ReadCost {
  rows: number;
  buffers: number;
}

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

/** Rows read by a plan's table scans: each heap scan's rows, kept and filtered, times its loops. */
export function rowsRead(node: PlanNode): number {
  const own =
    node['Relation Name'] === undefined
      ? 0
      : ((node['Actual Rows'] ?? 0) +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        (node['Actual Loops'] ?? 1);
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0);
}

class Rollback extends Error {}

/**
 * Runs a recorded statement again under EXPLAIN (ANALYZE, BUFFERS) inside a transaction that is rolled back, so a
 * write replays without leaving anything behind. A statement that cannot replay on the data it left (a unique key
 * it inserted, say) gives null. Both PostgreSQL and PGlite report these figures.
 */
export async function readCost(db: Db, statement: Statement): Promise<ReadCost | null> {
  let cost: ReadCost | null = null;
  try {
    await db.transaction(async (tx) => {
      const query = {
        sql: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`,
        params: statement.params,
      };
      const result = (await tx._.session
        .prepareQuery(query, undefined, undefined, false)
        .execute()) as unknown;
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
        string,
        unknown
      >[];
      const raw = rows[0]['QUERY PLAN'];
      const plan = ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
      cost = {
        rows: rowsRead(plan),
        buffers: (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0),
      };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) return null;
  }
  return cost;
}
