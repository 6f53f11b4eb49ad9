import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './sales';

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

/**
 * Order updates waiting for (or given to) WhatsApp's Cloud API (issue 28 point 4): written in the transaction that
 * changed the order, sent by the WhatsApp worker, so a slow or failing Meta never holds an order up. One message per
 * order and event; Meta's status webhooks fill in what became of it.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** paid, ready, shipped, refunded */
    event: varchar('event', { length: 20 }).notNull(),
    /** Digits only, with the country code, as the Cloud API's `to` takes it. */
    toPhone: varchar('to_phone', { length: 20 }).notNull(),
    template: varchar('template', { length: 60 }).notNull(),
    /** pt_BR or es */
    lang: varchar('lang', { length: 8 }).notNull(),
    /** The template's body parameters, in order. */
    params: jsonb('params').$type<string[]>().notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Meta's message id (wamid…), to match the status webhooks. */
    providerId: varchar('provider_id', { length: 200 }),
    /** sent, delivered, read or failed, as Meta's last status webhook said. */
    deliveryStatus: varchar('delivery_status', { length: 12 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_order_event_uq').on(t.orderId, t.event),
    index('whatsapp_messages_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('whatsapp_messages_provider_idx').on(t.providerId),
  ],
);
