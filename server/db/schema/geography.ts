import { char, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/** 1 Brasil, 2 Paraguay (spec §3: pais_id). */
export const countries = pgTable('countries', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  iso2: char('iso2', { length: 2 }).notNull(),
});

/**
 * Brazilian states keep the spec's ids 1–27; Paraguayan departments live at 101+ so one table and one
 * foreign key serve both countries (docs/decisions/0002-geography-ids.md).
 */
export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    name: varchar('name', { length: 80 }).notNull(),
    /** UF for Brazil ("SP"), null for Paraguay. */
    code: varchar('code', { length: 4 }),
    /** IBGE 2-digit state code or SIFEN department code. */
    officialCode: varchar('official_code', { length: 8 }).notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryId)],
);

/** Brazilian municipalities keep the spec's ids 1–5571; Paraguayan districts live at 10001+. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: varchar('name', { length: 120 }).notNull(),
    /** 7-digit IBGE code (Brazil) or SIFEN district code (Paraguay). */
    officialCode: varchar('official_code', { length: 8 }).notNull(),
  },
  (t) => [index('cities_state_idx').on(t.stateId), index('cities_code_idx').on(t.officialCode)],
);
