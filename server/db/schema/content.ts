import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { brands, categories } from './catalog';

/**
 * The home page's product carousels (spec §9): one brand or one category each, in order. A null title shows
 * the storefront's default ("Destaques: {name}").
 */
export const highlightCarousels = pgTable(
  'highlight_carousels',
  {
    id: serial('id').primaryKey(),
    titlePt: varchar('title_pt', { length: 120 }),
    titleEs: varchar('title_es', { length: 120 }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('highlight_carousels_one_source', sql`(${t.categoryId} IS NULL) <> (${t.brandId} IS NULL)`)],
);

/** The store's one row of settings staff edit: opening hours in both languages and the popup's return delay. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: smallint('id').primaryKey().default(1),
    hoursPt: varchar('hours_pt', { length: 200 }).notNull(),
    hoursEs: varchar('hours_es', { length: 200 }).notNull(),
    /** Spec §9: the popup shows again this many minutes after it was closed. */
    popupReappearMinutes: smallint('popup_reappear_minutes').notNull().default(5),
    popupEnabled: boolean('popup_enabled').notNull().default(true),
  },
  (t) => [check('store_settings_single_row', sql`${t.id} = 1`)],
);
