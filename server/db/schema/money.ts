import {
  boolean,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Spec §3: 1 BRL (R$, 2), 2 USD (U$, 2), 3 PYG (G$, 0), 4 ARS (P$, 2). */
export const currencies = pgTable('currencies', {
  id: smallint('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull(),
  symbol: varchar('symbol', { length: 4 }).notNull(),
  decimals: smallint('decimals').notNull(),
});

/** A price in `source` becomes target = multiply ? price × rate : price ÷ rate. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceCurrencyId: smallint('source_currency_id')
      .notNull()
      .references(() => currencies.id),
    targetCurrencyId: smallint('target_currency_id')
      .notNull()
      .references(() => currencies.id),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    multiply: boolean('multiply').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exchange_rates_pair_uq').on(t.sourceCurrencyId, t.targetCurrencyId)],
);
