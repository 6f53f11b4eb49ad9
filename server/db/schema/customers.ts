import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { cities, countries, states } from './geography';

/** What the back office's order search matches a customer on (an immutable expression, indexed). */
export const customerSearchText = (t: {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  document: unknown;
}) =>
  sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.document} || ' ' || regexp_replace(${t.document}, '[^0-9A-Za-z]', '', 'g'))`;

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Public id used in e-mail links (spec: uid / uuid). */
    uuid: uuid('uuid').notNull().defaultRandom(),
    firstName: varchar('first_name', { length: 200 }).notNull(),
    lastName: varchar('last_name', { length: 200 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** CPF, PASSAPORTE, OUTRO, RUC, CEDULA */
    documentType: varchar('document_type', { length: 20 }).notNull(),
    document: varchar('document', { length: 20 }).notNull(),
    identity: varchar('identity', { length: 20 }).notNull(),
    identityIssuer: varchar('identity_issuer', { length: 40 }),
    companyName: varchar('company_name', { length: 200 }),
    /** Brazilian (foreign) buyer: pt-BR, USD, pickup only. */
    foreign: boolean('foreign').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the customer asked for order updates on WhatsApp (issue 28), at checkout or in the profile; null: no. */
    whatsappUpdatesAt: timestamp('whatsapp_updates_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('customers_uuid_uq').on(t.uuid),
    // The back office's text filter: name, e-mail and document (as typed or digits only), by trigram. No pending
    // list (fastupdate off): every search reads it whole, and registrations left ~230 pages in it at 20,000
    // customers, 38 ms per search against 1.5 ms (decision 0036).
    index('customers_staff_search_idx')
      .using('gin', sql`${customerSearchText(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Bearer tokens: only a SHA-256 of the token is stored, so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_customer_idx').on(t.customerId)],
);

/** One-time tokens for e-mail confirmation and password reset, stored hashed. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** Short numeric code sent with password resets (spec: query `code`). */
    code: varchar('code', { length: 12 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_tokens_hash_uq').on(t.tokenHash)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 10 }),
    street: varchar('street', { length: 200 }).notNull(),
    number: varchar('number', { length: 20 }).notNull(),
    district: varchar('district', { length: 100 }).notNull(),
    complement: varchar('complement', { length: 200 }),
    directions: text('directions'),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    active: boolean('active').notNull().default(true),
    main: boolean('main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

/** Identity document images (frente / verso), validated and stored outside the web root. */
export const uploadedDocuments = pgTable(
  'uploaded_documents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    side: varchar('side', { length: 10 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 60 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_documents_customer_idx').on(t.customerId)],
);

/** Mail waiting for (or already given to) the SMTP adapter; without SMTP it is the outbox itself. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: varchar('to_address', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Rendered bodies; null until the sender renders `template` with `params` (mails written on hot paths). */
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    template: varchar('template', { length: 40 }),
    params: jsonb('params').$type<Record<string, unknown>>(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The sender leaves a failed row until then (exponential backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Saved products (spec §1 wishlist), one row per customer and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);
