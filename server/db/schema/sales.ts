import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { products, sellers } from './catalog';
import { addresses, customers } from './customers';
import { cities } from './geography';
import { currencies } from './money';
import { staff } from './staff';

/** Home delivery services (Paraguay only); a null service on a shipping option means store pickup. */
export const deliveryServices = pgTable('delivery_services', {
  id: serial('id').primaryKey(),
  integratorId: integer('integrator_id'),
  name: varchar('name', { length: 120 }).notNull(),
  /** Flat fee in guaranis and extra fee per kilogram-equivalent item. */
  baseFeePyg: integer('base_fee_pyg').notNull(),
  perItemFeePyg: integer('per_item_fee_pyg').notNull().default(0),
  leadTimeDays: smallint('lead_time_days').notNull(),
  /** Districts served; null means every district of Paraguay. */
  cityIds: jsonb('city_ids').$type<number[] | null>(),
  active: boolean('active').notNull().default(true),
});

export const pickupPoints = pgTable('pickup_points', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  address: varchar('address', { length: 300 }).notNull(),
  /** Hours in Spanish (es-PY); the column predates the Portuguese one. */
  openingHours: varchar('opening_hours', { length: 200 }).notNull(),
  /** Hours in Portuguese (pt-BR); null shows the Spanish text until staff translate it. */
  openingHoursPt: varchar('opening_hours_pt', { length: 200 }),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  active: boolean('active').notNull().default(true),
});

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** Client-generated id kept in the browser (spec §3). */
    externalId: varchar('external_id', { length: 64 }).notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    branchId: smallint('branch_id').notNull().default(1),
    currencyId: smallint('currency_id')
      .notNull()
      .references(() => currencies.id),
    addressId: integer('address_id').references(() => addresses.id),
    /** Set by checkout: an ordered cart is closed; the browser starts a new one. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_external_uq').on(t.externalId), index('carts_customer_idx').on(t.customerId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    warehouseId: smallint('warehouse_id').notNull().default(1),
    /** Unit price in the cart's currency, in that currency's minor units. */
    unitPriceMinor: integer('unit_price_minor').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('cart_items_cart_product_uq').on(t.cartId, t.productId)],
);

/** Order numbers shown to shoppers start at 100001 and never repeat. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100001 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    externalId: uuid('external_id').notNull().defaultRandom(),
    /** Human order number shown to shoppers. */
    number: integer('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    cartId: integer('cart_id').references(() => carts.id),
    currencyId: smallint('currency_id')
      .notNull()
      .references(() => currencies.id),
    /** Amounts in the order currency's minor units. */
    totalMinor: integer('total_minor').notNull(),
    shippingMinor: integer('shipping_minor').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('AGUARDANDO'),
    pickupCode: varchar('pickup_code', { length: 12 }),
    deliveryServiceId: integer('delivery_service_id').references(() => deliveryServices.id),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
    addressId: integer('address_id').references(() => addresses.id),
    /** Delivery city (the address's, or the alternative city); null for store pickup. */
    cityId: integer('city_id').references(() => cities.id),
    /** Chosen in checkout step 2, or null to let the hosted payment page ask. */
    paymentMethod: varchar('payment_method', { length: 30 }),
    /** Reserved stock is released when an order is still unpaid at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set when an unpaid order gave its reserved stock back. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The pickup counter's hand-over (issue 19): who gave the goods out and when; set once. */
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    handedOverBy: integer('handed_over_by').references(() => staff.id),
    /**
     * A pickup order prepared and waiting at its point (issue 28): who marked it ready and when; set once. The
     * order stays PAGO (the spec's statuses have no "ready"); the shopper's order answer gains `pronto_em`.
     */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    readyBy: integer('ready_by').references(() => staff.id),
    /** PAGO → ENVIADO for a delivery, with the note the shopper sees (carrier, tracking number). */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    shippedBy: integer('shipped_by').references(() => staff.id),
    trackingNote: varchar('tracking_note', { length: 300 }),
    /** A staff cancellation (not a hold running out): a late approval never revives such an order (decision 0037). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => staff.id),
    /**
     * Where the shopper came from (issue 28, the attribution cookie at checkout): the first and the last campaign
     * source ("google", "whatsapp", a utm_source), null for a direct visit; the full touches in `attribution`.
     */
    sourceFirst: varchar('source_first', { length: 80 }),
    sourceLast: varchar('source_last', { length: 80 }),
    attribution: jsonb('attribution'),
    /** The team member who sold it: the seller whose WhatsApp link brought the shopper (`vendedor=`). */
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    /** The staff member who built and sent it as a draft order (issue 28 point 3, decision 0047). */
    sellerStaffId: integer('seller_staff_id').references(() => staff.id),
    /** A manager's discount on a draft order, in minor units, already taken off `totalMinor` (decision 0047). */
    discountMinor: integer('discount_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_external_uq').on(t.externalId),
    // The back office's list: newest first by id (keyset), alone or within one filter value; a date range is
    // turned into an id range through orders_created_idx (ids grow with created_at).
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_id_idx').on(t.status, t.id),
    index('orders_method_id_idx').on(t.paymentMethod, t.id),
    index('orders_point_id_idx').on(t.pickupPointId, t.id),
    // The back office's source and seller filters, newest first (the report reads them by date instead).
    index('orders_source_id_idx').on(t.sourceLast, t.id),
    index('orders_seller_id_idx').on(t.sellerId, t.id),
    index('orders_seller_staff_id_idx').on(t.sellerStaffId, t.id),
    uniqueIndex('orders_number_uq').on(t.number),
    // One order per cart: a repeated checkout (double click, two tabs, a retry) finds the first one.
    uniqueIndex('orders_cart_uq').on(t.cartId),
    uniqueIndex('orders_pickup_code_uq').on(t.pickupCode),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.paidAt} IS NULL AND ${t.releasedAt} IS NULL`),
    // The unpaid-orders cap counts one customer's unpaid orders in every checkout: without this index the cached
    // generic plan took orders_unpaid_expiry_idx and read every unpaid order of the store (decision 0036).
    index('orders_customer_unpaid_idx')
      .on(t.customerId, t.expiresAt)
      .where(sql`${t.paidAt} IS NULL AND ${t.releasedAt} IS NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** Name and code as sold, so later catalogue edits do not rewrite history. */
    productName: varchar('product_name', { length: 200 }).notNull(),
    productCode: varchar('product_code', { length: 40 }).notNull(),
    /** The product's IVA rate as sold (products.vat_rate at checkout): the invoice and its credit note use it. */
    vatRate: varchar('vat_rate', { length: 6, enum: ['10', '5', 'exento'] })
      .notNull()
      .default('10'),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    externalId: uuid('external_id').notNull().defaultRandom(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 30 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('AGUARDANDO'),
    amountMinor: integer('amount_minor').notNull(),
    instalments: smallint('installments').notNull().default(1),
    /** Which gateway adapter took it ('sandbox' unless a real provider is configured). */
    provider: varchar('provider', { length: 30 }).notNull().default('sandbox'),
    gatewayReference: varchar('gateway_reference', { length: 100 }),
    paymentLink: text('payment_link'),
    /** What the provider was asked to charge when it is not the order's amount and currency (Pagopar: guaranis). */
    providerAmountMinor: integer('provider_amount_minor'),
    providerCurrencyId: smallint('provider_currency_id'),
    /** What the payment page shows: PIX code, boleto line and PDF link, local amount (docs/decisions/0027). */
    instructions: jsonb('instructions'),
    /** Reconciliation: when this pending payment is next asked about at its provider (claimed by one replica). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * A refund claimed (status ESTORNANDO) before the provider is called, so a second one is refused; kept while the
     * provider has scheduled it (Pagopar "Agendada"), with the provider's refund reference (docs/decisions/0039).
     */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundReference: varchar('refund_reference', { length: 100 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_external_uq').on(t.externalId),
    index('payments_order_idx').on(t.orderId),
    index('payments_provider_ref_idx').on(t.provider, t.gatewayReference),
    index('payments_pending_check_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'AGUARDANDO'`),
    // Reconciliation also settles checkouts whose provider answer was never recorded (decision 0036, session 13).
    index('payments_soliciting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'SOLICITANDO'`),
    // Reconciliation also asks about refunds the provider has not applied yet.
    index('payments_refund_pending_idx')
      .on(t.refundRequestedAt)
      .where(sql`${t.status} = 'ESTORNANDO'`),
  ],
);

/** Webhook events already applied: a redelivered event id is a no-op. */
export const paymentEvents = pgTable('payment_events', {
  eventId: varchar('event_id', { length: 80 }).primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  type: varchar('type', { length: 40 }).notNull(),
  /** Who caused it, for staff actions (refunds): an operator or staff e-mail; null for provider events. */
  actor: varchar('actor', { length: 200 }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in sandbox gateway's own books (what a real provider keeps on its side): one charge per payment, and
 * the webhook deliveries it still owes the store, retried with backoff until the store answers 2xx.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  paymentExternalId: uuid('payment_external_id').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currencyId: smallint('currency_id').notNull(),
  method: varchar('method', { length: 30 }),
  lang: varchar('lang', { length: 2 }).notNull(),
  buyerKind: varchar('buyer_kind', { length: 10 }).notNull(),
  returnUrl: text('return_url').notNull(),
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxDeliveries = pgTable(
  'sandbox_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: varchar('event_id', { length: 80 }).notNull(),
    body: text('body').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('sandbox_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
