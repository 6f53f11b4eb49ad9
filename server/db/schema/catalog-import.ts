import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One import of an ERP feed (npm run catalog:import, later the back office's upload): what it was, how far it got.
 * Batches commit with their progress row, so a run that stopped resumes at its next batch (decision 0030).
 */
export const catalogImportRuns = pgTable(
  'catalog_import_runs',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    /** sha256 of the feed's bytes: a resume must read the very same feed. */
    feedHash: varchar('feed_hash', { length: 64 }).notNull(),
    feedName: varchar('feed_name', { length: 300 }).notNull(),
    /** 'full' (any columns) or 'stock-price' (the fast path: code with price and/or stock only). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** 'running', 'done' or 'failed'. */
    status: varchar('status', { length: 20 }).notNull(),
    totalRows: integer('total_rows').notNull(),
    /** Rows (in feed order, 0-based) already applied: the next batch starts here. */
    nextRow: integer('next_row').notNull().default(0),
    /** Counts so far: created, changed, unchanged, errors, warnings. */
    counts: jsonb('counts').notNull(),
    /**
     * CREATE INDEX statements of the catalogue indexes an initial load set aside (dropped while it writes, rebuilt at
     * its end); a run resumed after a crash rebuilds them. Null when none are aside.
     */
    setAsideIndexes: jsonb('set_aside_indexes'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('catalog_import_runs_feed_idx').on(t.feedHash, t.status)],
);

/**
 * Pictures an import fetched, by source (its URL, or sha256 of a file's bytes): a second import of the same feed
 * neither downloads nor re-encodes them again, and lists the same content-addressed file.
 */
export const catalogImportPictures = pgTable('catalog_import_pictures', {
  source: text('source').primaryKey(),
  /** sha256 of the stored WebP: its file is uploads/{hash}.webp under MEDIA_DIR. */
  hash: varchar('hash', { length: 64 }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
