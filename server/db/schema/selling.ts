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
import { carts, orders } from './sales';
import { staff } from './staff';

/** The person a draft invites to register (decision 0047); the e-mail is stored trimmed and lower-cased. */
export interface DraftInvite {
  name: string;
  email: string;
  phone: string;
  foreign: boolean;
}

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

/**
 * An order a seller builds for a customer (issue 28 point 3, decision 0047). Its lines live in a cart of its own
 * (`cart_id`, no customer on it until it is sent, so the customer's own cart and login merge never see it); sending
 * it is the shopper's checkout on that cart, and `order_id` then names the order. `link_id` is the random part of
 * the payment link the customer gets (signed with keys['cart-share'] under its own prefix).
 */
export const draftOrders = pgTable(
  'draft_orders',
  {
    id: serial('id').primaryKey(),
    /** Null for an invitation to register until the invited person claims it (decision 0047, "invitation"). */
    customerId: integer('customer_id').references(() => customers.id),
    /** An invitation: who was invited (name, normalized e-mail, phone, buyer kind); null for an existing customer. */
    invite: jsonb('invite').$type<DraftInvite>(),
    /** The pickup point an invitation was sent with (its order is made, and quoted, when it is claimed). */
    pickupPointId: integer('pickup_point_id'),
    /** Who built it: a clerk sees and changes only their own drafts; managers and owners any. */
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id),
    /** A manager's discount in the cart currency's minor units (at most DRAFT_MAX_DISCOUNT_SHARE of the items). */
    discountMinor: integer('discount_minor').notNull().default(0),
    orderId: integer('order_id').references(() => orders.id),
    linkId: varchar('link_id', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('draft_orders_cart_uq').on(t.cartId),
    uniqueIndex('draft_orders_link_uq').on(t.linkId),
    index('draft_orders_staff_idx').on(t.staffId, t.id),
  ],
);
