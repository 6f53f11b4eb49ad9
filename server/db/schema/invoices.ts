import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './sales';

/**
 * The next number of each SIFEN series (document type, establishment, point of issue): taken with one
 * `INSERT … ON CONFLICT DO UPDATE SET next = next + 1 RETURNING` in the paying transaction, so numbers are
 * consecutive with no gaps or duplicates across transactions and API replicas (decision 0042).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: varchar('kind', { length: 3 }).notNull(),
    establishment: varchar('establishment', { length: 3 }).notNull(),
    point: varchar('point', { length: 3 }).notNull(),
    next: integer('next').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.establishment, t.point] })],
);

/**
 * One electronic document per paid order (FE) or refund (NCE). pending → sent → approved |
 * approved_with_observations | rejected; cancelled by the cancellation event. The XML is made (and signed) by the
 * sender the first time and kept, so a resend sends the same CDC.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** FE (factura electrónica) or NCE (nota de crédito electrónica). */
    kind: varchar('kind', { length: 3 }).notNull(),
    establishment: varchar('establishment', { length: 3 }).notNull(),
    point: varchar('point', { length: 3 }).notNull(),
    number: integer('number').notNull(),
    /** 9 random digits, part of the CDC. */
    securityCode: varchar('security_code', { length: 9 }).notNull(),
    /** Guaraníes per unit of the order's currency when it is not PYG, as at payment. */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 4 }),
    /** Credit notes: the invoice they credit. */
    creditsInvoiceId: integer('credits_invoice_id'),
    cdc: varchar('cdc', { length: 44 }),
    status: varchar('status', { length: 30 }).notNull().default('pending'),
    setCode: varchar('set_code', { length: 10 }),
    setMessage: text('set_message'),
    xml: text('xml'),
    qr: text('qr'),
    /** siRecepLoteDE's protocol while the document waits in a batch SET has not finished (siConsLoteDE). */
    batchProtocol: varchar('batch_protocol', { length: 20 }),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_series_number_uq').on(t.kind, t.establishment, t.point, t.number),
    uniqueIndex('invoices_cdc_uq').on(t.cdc),
    index('invoices_order_idx').on(t.orderId),
    index('invoices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
