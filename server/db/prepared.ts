import { createHash } from 'node:crypto';
import type { Logger } from 'drizzle-orm/logger';
import { Column, is, SQL, type SQLWrapper } from 'drizzle-orm';
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

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Raw SQL (what the query builder cannot say) compiled once, its parameters as `sql.placeholder(name)`, run as the
 * named prepared statement `name`: the cart's and the checkout's statements skip building the SQL text on every call.
 */
export function namedStatement<T>(name: string, query: SQL) {
  const compiled = dialect.sqlToQuery(query);
  return async (runner: Pick<Db, '_'>, values: Record<string, unknown>): Promise<T[]> =>
    rowsOf<T>(await runner._.session.prepareQuery(compiled, undefined, name, false).execute(values));
}

/**
 * At most this many statement shapes per process get a name and a built statement; later ones are built per call
 * and run unnamed. Each named statement stays prepared on every pooled connection for the connection's life, so an
 * unforeseen stream of shapes (a new sort combination per request, say) must not grow the API's or PostgreSQL's
 * memory without bound. The catalogue's real shapes are far fewer (docs/decisions/0016-catalogue-queries.md).
 */
export const MAX_SHAPES = 1000;
const shapeNames = new Map<string, string>();

/** The statement name of an SQL text: the same text always gets the same name, a different text another one. */
function shapeName(prefix: string, text: string): string | undefined {
  const known = shapeNames.get(text);
  if (known || shapeNames.size >= MAX_SHAPES) return known;
  const name = `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  shapeNames.set(text, name);
  return name;
}

/** A select builder (drizzle's fields say how its columns map back to keys). */
export interface Selection extends SQLWrapper {
  _: { selectedFields: Record<string, unknown> };
}

type Prepared = ReturnType<Db['_']['session']['prepareQuery']>;

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
const identity = Column.prototype.mapFromDriverValue;

/**
 * The rows of a flat selection mapped as drizzle's own mapper would (each key's column or expression decodes a
 * non-null value), with the decoders found once per statement instead of per row and value: drizzle's per-value
 * entity checks and path walk were about a tenth of a 100,000-product listing's API CPU (decision 0035).
 */
export function flatRowMapper(selectedFields: Record<string, unknown>) {
  const keys = Object.keys(selectedFields);
  const decoders = Object.values(selectedFields).map((field): Decoder | null => {
    // As drizzle's mapResultRow: a column decodes itself; an expression, aliased one or subquery has a decoder.
    type Decoded = { decoder: Decoder };
    const decoder = is(field, Column)
      ? field
      : is(field, SQL)
        ? (field as unknown as Decoded).decoder
        : ((field as { sql?: Decoded }).sql ?? (field as { _: { sql: Decoded } })._.sql).decoder;
    return decoder.mapFromDriverValue === identity ? null : decoder;
  });
  return (rows: unknown[][]): Record<string, unknown>[] =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const raw = row[i];
        const decoder = decoders[i];
        out[keys[i]] = raw === null || decoder === null ? raw : decoder.mapFromDriverValue(raw);
      }
      return out;
    });
}

/** A select as a prepared query named after its own SQL text (built once: drizzle's prepare would build it again). */
function prepareSelection(
  runner: Pick<Db, '_'>,
  prefix: string,
  select: Selection,
  { named = true } = {},
): Prepared {
  const query = dialect.sqlToQuery(select.getSQL());
  const name = named ? shapeName(prefix, query.sql) : undefined;
  // No drizzle field list: with a result mapper drizzle asks for array rows and hands them to it, nothing else.
  const mapRows = flatRowMapper(select._.selectedFields);
  return runner._.session.prepareQuery(query, undefined, name, true, mapRows as never);
}

/** A drizzle database over a node-postgres pool (PGlite's client has no pool options). */
type PoolLike = {
  options: Record<string, unknown>;
  totalCount: number;
  constructor: new (options: Record<string, unknown>) => PoolLike;
};

const generic = new WeakMap<object, Promise<Pick<Db, '_'>>>();

/**
 * PostgreSQL: the catalogue's statements run on a pool of their own whose sessions use generic plans
 * (plan_cache_mode = force_generic_plan). Left to `auto`, PostgreSQL compares a generic plan's estimate with the
 * custom ones, and a parameter LIMIT is costed as 10 % of the rows: at 100k products it never chose the generic
 * plan and planned every execution again, which is most of what a catalogue statement costs the database. The
 * other statements keep `auto` (an unnamed statement planned without its values would lose partial indexes).
 * The generic plans were checked with bench:explain's EXPLAIN_PLAN=generic (docs/decisions/0019). PGlite: the
 * same database, statements unnamed.
 */
function genericPlans(runner: Pick<Db, '_'>): Promise<Pick<Db, '_'>> {
  const client = (runner as { $client?: PoolLike }).$client;
  if (!client || typeof client.totalCount !== 'number') return Promise.resolve(runner);
  let found = generic.get(runner);
  if (!found) {
    found = import('drizzle-orm/node-postgres').then(({ drizzle }) => {
      const options = {
        ...client.options,
        options: `${client.options.options ?? ''} -c plan_cache_mode=force_generic_plan`.trim(),
        allowExitOnIdle: true,
      };
      // The same logger as the main pool's (the SQL budgets count every statement: bench/budgets/sql.json).
      const logger = (runner._.session as unknown as { logger?: Logger }).logger;
      return drizzle(new client.constructor(options) as never, { logger }) as unknown as Pick<Db, '_'>;
    });
    generic.set(runner, found);
  }
  return found;
}

/** Per database (tests open several in one process): each shape's prepared query, built once, and its text. */
const shapes = new WeakMap<object, Map<string, { prepared: Prepared; text: string }>>();
/** Under tests every call also builds its statement and checks the key's: a key missing a dimension must fail loudly. */
const verify = process.env.NODE_ENV === 'test';

/**
 * A select of variable shape (the catalogue's listings, searches and counts) as a named prepared statement. `key`
 * names the shape: everything that changes the SQL text. `build` makes it with drizzle placeholders
 * (sql.placeholder) where `values` has their values; it runs once per shape and process, so a request neither
 * builds nor renders SQL, and PostgreSQL parses the shape once per connection and then only binds and executes.
 * Rows come back keyed and mapped as the builder's execute() would give them.
 */
export async function executeShape<T>(
  runner: Pick<Db, '_'>,
  prefix: string,
  key: string,
  build: () => Selection,
  values: Record<string, unknown>,
  { planned = false }: { planned?: boolean } = {},
): Promise<T[]> {
  if (planned) {
    // Planned with its values on every call (unnamed, on the main pool): for a rare statement whose generic
    // plan cannot know its values' selectivity, such as the text search's typo fallback (trigram similarity),
    // whose generic plan took 100–300 ms where the planner given the words takes 20 (decision 0035 session 13).
    return (await prepareSelection(runner, prefix, build(), { named: false }).execute(values)) as T[];
  }
  runner = await genericPlans(runner);
  let known = shapes.get(runner);
  if (!known) shapes.set(runner, (known = new Map()));
  let shape = known.get(key);
  if (!shape || verify) {
    const prepared = prepareSelection(runner, prefix, build());
    const text = prepared.getQuery().sql;
    if (shape && shape.text !== text) throw new Error(`Statement shape ${key} has two SQL texts`);
    shape ??= { prepared, text };
    if (known.size < MAX_SHAPES) known.set(key, shape);
  }
  return (await shape.prepared.execute(values)) as T[];
}
