import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/*
 * Named prepared statements for the hot, fixed-shape statements (checkout, cart, session check). On PostgreSQL
 * node-postgres parses and plans a named statement once per connection and then only binds and executes it, so a
 * statement joining `products` stops paying for planning against its dozens of indexes on every call. PGlite runs
 * the same text unnamed (its driver ignores the name), so both databases take the same code. A name must always
 * carry the same SQL text: node-postgres refuses a second text under a name it has already prepared.
 */

const dialect = new PgDialect();

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Raw SQL (what the query builder cannot say) run as the named prepared statement `name`, answering its rows. */
export async function executeNamed<T>(runner: Pick<Db, '_'>, name: string, query: SQL): Promise<T[]> {
  const prepared = runner._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return rowsOf<T>(await prepared.execute());
}

/**
 * A fixed statement compiled once, its parameters as `sql.placeholder(name)`, run as the named prepared statement
 * `name`: the hottest paths (the cart's add) skip building the SQL text on every call.
 */
export function namedStatement<T>(name: string, query: SQL) {
  const compiled = dialect.sqlToQuery(query);
  return async (runner: Pick<Db, '_'>, values: Record<string, unknown>): Promise<T[]> =>
    rowsOf<T>(await runner._.session.prepareQuery(compiled, undefined, name, false).execute(values));
}
