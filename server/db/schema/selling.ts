import { index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** One line of a shared cart as it was when shared. */
export interface SharedLine {
  productId: number;
  quantity: number;
}

/**
 * A cart a shopper sent to a seller (issue 28): a snapshot of its lines behind /c/{token}. The id is the token's
 * random part; the token's signature (keys['cart-share']) is checked before any lookup.
 */
export const cartShares = pgTable(
  'cart_shares',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    lines: jsonb('lines').$type<SharedLine[]>().notNull(),
    currencyId: smallint('currency_id').notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** The logged-in customer who shared it: shown to staff only, never to whoever opens the link. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cart_shares_expires_idx').on(t.expiresAt)],
);
