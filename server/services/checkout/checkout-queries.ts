import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { addresses, carts, customers, orders, pickupPoints, sessions } from '../../db/schema';
import { liveSession } from '../accounts/sessions';
import { unpaidOrdersAfterLock } from './unpaid-orders';

/*
 * The checkout's reads and its stock write, each one round trip: at 50 checkouts in flight on two cores the
 * number of statements per checkout, not their size, is what the shopper waits for.
 */

/**
 * The buyer, the cart named in the URL, the order already made from it if any (a replayed call), and the place the
 * shipping quote names (an active pickup point, or one of the buyer's active addresses), in one read. Prepared once
 * per database with placeholders: neither the query builder nor PostgreSQL's planner runs again per checkout.
 */
function buyerAndCartQuery(db: Db, bySession: boolean) {
  const fields = {
    customerId: customers.id,
    foreign: customers.foreign,
    email: customers.email,
    firstName: customers.firstName,
    lastName: customers.lastName,
    phone: customers.phone,
    documentType: customers.documentType,
    document: customers.document,
    companyName: customers.companyName,
    cartId: carts.id,
    cartCustomerId: carts.customerId,
    cartCurrencyId: carts.currencyId,
    // Unlocked: a remote provider's checkout prices these, and its one statement checks them unchanged (0032).
    lines: sql<CartLine[] | string>`checkout_cart_lines(${carts.id})`,
    orderId: orders.id,
    pointId: pickupPoints.id,
    addressId: addresses.id,
    addressCityId: addresses.cityId,
  };
  // By session (issue 31): the bearer token's live session names the customer in this same read, one round trip
  // fewer than the route's own session check; no row is a 401.
  const from = bySession
    ? db.select(fields).from(sessions).innerJoin(customers, eq(customers.id, sessions.customerId))
    : db.select(fields).from(customers);
  return from
    .leftJoin(carts, eq(carts.externalId, sql.placeholder('cart')))
    .leftJoin(orders, eq(orders.cartId, carts.id))
    .leftJoin(pickupPoints, and(eq(pickupPoints.id, sql.placeholder('point')), eq(pickupPoints.active, true)))
    .leftJoin(
      addresses,
      and(
        eq(addresses.id, sql.placeholder('address')),
        eq(addresses.customerId, customers.id),
        eq(addresses.active, true),
      ),
    )
    .where(
      bySession
        ? liveSession(sql.placeholder('hash'), sql.placeholder('now'))
        : eq(customers.id, sql.placeholder('customer')),
    )
    .limit(1)
    .prepare(bySession ? 'checkout_buyer_and_cart_by_session' : 'checkout_buyer_and_cart');
}
const buyerAndCartQueries = new WeakMap<Db, Map<boolean, ReturnType<typeof buyerAndCartQuery>>>();

/** Who checks out: a customer already known (a seller's draft), or a bearer session not yet checked (the shopper). */
export type CheckoutBuyer = number | { sessionHash: string };

export async function buyerAndCart(
  db: Db,
  buyer: CheckoutBuyer,
  cartExternalId: string,
  place: { pointId: number | null; addressId: number | null },
  at: Date,
) {
  const bySession = typeof buyer !== 'number';
  let byKind = buyerAndCartQueries.get(db);
  if (!byKind) buyerAndCartQueries.set(db, (byKind = new Map()));
  let query = byKind.get(bySession);
  if (!query) byKind.set(bySession, (query = buyerAndCartQuery(db, bySession)));
  const [row] = await query.execute({
    ...(bySession ? { hash: buyer.sessionHash, now: at.toISOString() } : { customer: buyer }),
    cart: cartExternalId,
    point: place.pointId ?? 0,
    address: place.addressId ?? 0,
  });
  return row && { ...row, lines: linesOf(row.lines) };
}

/** What a remote provider's charge needs of the buyer, from the checkout's first read. */
export const buyerOf = (row: OrderBuyer): OrderBuyer => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  documentType: row.documentType,
  document: row.document,
  companyName: row.companyName,
});

/** node-postgres parses json; PGlite's drizzle driver may hand it over as text. */
const linesOf = (lines: CartLine[] | string): CartLine[] =>
  typeof lines === 'string' ? JSON.parse(lines) : lines;

/*
 * The statements below run in the checkout's transaction, on whichever connection it holds; their fixed names let
 * PostgreSQL reuse each connection's parsed and planned statement. The raw ones are compiled once (namedStatement).
 */

/** One of the cart's active lines with what an order item needs of its product (null fields: the product is gone). */
export interface CartLine {
  productId: number;
  quantity: number;
  code: string | null;
  namePt: string | null;
  nameEs: string | null;
  /** numeric, as text (as the driver returns a numeric column). */
  priceUsd: string | null;
  showPrice: boolean | null;
  hasUnit: boolean | null;
  stockQty: number | null;
}

/**
 * Closes the cart into the order being written, and locks it doing so: a concurrent call for the same cart waits
 * here, then finds `ordered_at` set on the row as it is once the lock is granted and gets no row back (the caller
 * answers with the winner's order). Rolled back with the rest if the checkout fails. Its RETURNING also locks the
 * customer and counts their unpaid orders (unpaid-orders.ts) and reads the cart's lines (checkout_cart_lines,
 * migration 0031, in product order), one round trip for the three (issue 31). Both are VOLATILE functions, so they
 * run after the cart row is locked and each reads in a fresh snapshot: a line changed by a cart change committed
 * while this one waited for the lock is seen as it is now.
 */
export async function closeCart(tx: Pick<Db, 'update'>, cartId: number, customerId: number, at: Date) {
  const [row] = await tx
    .update(carts)
    .set({ orderedAt: at, customerId })
    .where(
      and(
        eq(carts.id, cartId),
        isNull(carts.orderedAt),
        or(isNull(carts.customerId), eq(carts.customerId, customerId)),
      ),
    )
    .returning({
      id: carts.id,
      currencyId: carts.currencyId,
      unpaid: unpaidOrdersAfterLock(customerId, at),
      lines: sql<CartLine[] | string>`checkout_cart_lines(${carts.id})`,
    })
    .prepare('checkout_close_cart')
    .execute();
  return row && { ...row, lines: linesOf(row.lines) };
}

/**
 * The checkout's last writes in one statement (issue 31; they were three round trips): the payment row, the
 * order-received mail in the outbox when the charge is already known (the sandbox, called in the transaction), then
 * every line's units taken. A remote provider's payment is written SOLICITANDO, with no link and no mail: the
 * provider is called after the commit and statement B (charge-answer.ts) records its answer and writes the mail. The
 * products are locked in id order first (the same order in every checkout, so two never wait on each other in a
 * cycle), then decremented only where enough is left, so stock never goes below zero. The lock is FOR NO KEY UPDATE,
 * what the UPDATE itself takes: FOR UPDATE would conflict with the KEY SHARE locks that other checkouts' order_items
 * inserts hold on the same product (their foreign key) and deadlock with them. The inserts are data-modifying WITH
 * parts, which PostgreSQL runs to completion whether or not the update reads them; a short line answers fewer rows
 * and the caller rolls the whole transaction back, inserts included. Lines travel as arrays: one text (one prepared
 * plan) whatever the cart's size.
 */
const finishStatement = namedStatement<{ id: number }>(
  'checkout_finish',
  sql`
    with pay as (
      insert into payments (external_id, order_id, method, status, amount_minor, provider, gateway_reference,
        payment_link, provider_amount_minor, provider_currency_id, instructions, next_check_at, created_at, updated_at)
      values (${sql.placeholder('paymentExternalId')}::uuid, ${sql.placeholder('orderId')}::int,
        ${sql.placeholder('method')}::varchar, ${sql.placeholder('status')}::varchar, ${sql.placeholder('amountMinor')}::int,
        ${sql.placeholder('provider')}::varchar, ${sql.placeholder('reference')}::varchar, ${sql.placeholder('link')}::text,
        ${sql.placeholder('providerAmountMinor')}::int, ${sql.placeholder('providerCurrencyId')}::smallint,
        ${sql.placeholder('instructions')}::jsonb, ${sql.placeholder('nextCheckAt')}::timestamptz,
        ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz)
    ), mail as (
      insert into email_outbox (to_address, subject, template, params, created_at, next_attempt_at)
      select ${sql.placeholder('mailTo')}::varchar, ${sql.placeholder('mailSubject')}::varchar,
        ${sql.placeholder('mailTemplate')}::varchar, ${sql.placeholder('mailParams')}::jsonb,
        ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz
      where ${sql.placeholder('mailTemplate')}::varchar is not null
    ),
    wanted(id, qty) as (select * from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('quantities')}::int[])),
    locked as materialized (select p.id from products p join wanted w on w.id = p.id order by p.id for no key update of p)
    update products p set stock_qty = p.stock_qty - w.qty
    from wanted w, locked l
    where p.id = w.id and l.id = p.id and p.stock_qty >= w.qty
    returning p.id`,
);

/** The payment row of a charge, as checkout writes it (pay-now writes the same fields through the query builder). */
export interface NewPayment {
  externalId: string;
  orderId: number;
  method: string;
  /** AGUARDANDO with its charge (sandbox, pay-now); SOLICITANDO before a remote provider is called. */
  status: 'AGUARDANDO' | 'SOLICITANDO';
  /** SOLICITANDO: until when the checkout asking the provider holds it (a retry or the reconciler waits). */
  nextCheckAt: Date | null;
  amountMinor: number;
  provider: string;
  gatewayReference: string | null;
  paymentLink: string | null;
  providerAmountMinor: number | null;
  providerCurrencyId: number | null;
  instructions: unknown;
  createdAt: Date;
}

/** Writes the payment and the mail (if any) and takes the stock; answers false when any line was short (roll back). */
export async function finishCheckout(
  tx: Pick<Db, '_'>,
  payment: NewPayment,
  mail: { toAddress: string; subject: string; template: string; params: Record<string, unknown> } | null,
  lines: readonly { productId: number; quantity: number }[],
): Promise<boolean> {
  const taken = await finishStatement(tx, {
    paymentExternalId: payment.externalId,
    orderId: payment.orderId,
    method: payment.method,
    status: payment.status,
    nextCheckAt: payment.nextCheckAt?.toISOString() ?? null,
    amountMinor: payment.amountMinor,
    provider: payment.provider,
    reference: payment.gatewayReference,
    link: payment.paymentLink,
    providerAmountMinor: payment.providerAmountMinor,
    providerCurrencyId: payment.providerCurrencyId,
    instructions: payment.instructions == null ? null : JSON.stringify(payment.instructions),
    at: payment.createdAt.toISOString(),
    mailTo: mail?.toAddress ?? null,
    mailSubject: mail?.subject ?? null,
    mailTemplate: mail?.template ?? null,
    mailParams: mail ? JSON.stringify(mail.params) : null,
    ids: lines.map((l) => l.productId),
    quantities: lines.map((l) => l.quantity),
  });
  return taken.length === lines.length;
}

/** A buyer as a remote provider's charge needs it (ChargeDetails['buyer']). */
export interface OrderBuyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  documentType: string;
  document: string;
  companyName: string | null;
}

/**
 * The order row and its items, as the first two parts of a WITH: both the sandbox/draft statement below and
 * `checkout_place_at_once` (place-at-once.ts) start from it, so the two write an order the same way. `source` is the
 * one-row relation the order is written from: a constant row here, the at-once statement's checks there (no row:
 * nothing is written).
 */
export const orderAndItemsFrom = (source: SQL) => sql`
    o as (
      insert into orders (external_id, number, customer_id, cart_id, currency_id, total_minor, shipping_minor, status,
        delivery_service_id, pickup_point_id, address_id, city_id, payment_method, expires_at, created_at, updated_at,
        seller_staff_id, discount_minor)
      select ${sql.placeholder('externalId')}::uuid, nextval('order_number_seq'), ${sql.placeholder('customerId')}::int,
        ${sql.placeholder('cartId')}::int, ${sql.placeholder('currencyId')}::smallint, ${sql.placeholder('totalMinor')}::int,
        ${sql.placeholder('shippingMinor')}::int, 'PAGAMENTO', ${sql.placeholder('serviceId')}::int, ${sql.placeholder('pointId')}::int,
        ${sql.placeholder('addressId')}::int, ${sql.placeholder('cityId')}::int, ${sql.placeholder('method')}::varchar,
        ${sql.placeholder('expiresAt')}::timestamptz, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz,
        ${sql.placeholder('sellerStaffId')}::int, ${sql.placeholder('discountMinor')}::int
      from ${source}
      returning id, number, customer_id
    ), items as (
      insert into order_items (order_id, product_id, product_name, product_code, vat_rate, quantity, unit_price_minor, subtotal_minor)
      select o.id, l.product_id, l.name, l.code, p.vat_rate, l.qty, l.price, l.qty * l.price
      from o, unnest(${sql.placeholder('productIds')}::int[], ${sql.placeholder('names')}::text[], ${sql.placeholder('codes')}::text[],
                     ${sql.placeholder('quantities')}::int[], ${sql.placeholder('prices')}::int[]) with ordinality as l(product_id, name, code, qty, price, n)
        join products p on p.id = l.product_id
      order by l.n
    )`;
/** The order written once, unconditionally (the transactional statements below). */
const orderAndItems = orderAndItemsFrom(sql`(select 1) as one`);

/**
 * The order and its items in one statement: the order's RETURNING feeds the items' insert (issue 31). The items are
 * the lines as given, in their order, so the charge's lines come from the caller, and its buyer from the checkout's
 * first read (`buyerOf`), not from a read here. The lines travel as arrays: one text (one prepared plan) whatever the
 * cart's size. Status PAGAMENTO: awaiting payment; the number comes from the sequence as the row is written (a
 * rolled-back checkout leaves a gap).
 */
const insertOrderStatement = namedStatement<{ id: number; number: number }>(
  'checkout_insert_order_items',
  sql`
    with ${orderAndItems}
    select o.id, o.number from o`,
);

export interface NewOrder {
  externalId: string;
  customerId: number;
  cartId: number;
  currencyId: number;
  totalMinor: number;
  shippingMinor: number;
  serviceId: number | null;
  pointId: number | null;
  addressId: number | null;
  cityId: number | null;
  paymentMethod: string | null;
  expiresAt: Date;
  at: Date;
  /** A draft order's seller and discount (decision 0047); null and 0 at the shopper's own checkout. */
  sellerStaffId: number | null;
  discountMinor: number;
  lines: readonly {
    productId: number;
    name: string;
    code: string;
    quantity: number;
    unitPriceMinor: number;
  }[];
}

/** The order-and-items fragment's parameters: the lines as parallel arrays (one prepared plan whatever the size). */
export function orderParams(order: NewOrder) {
  const { lines, expiresAt, at, paymentMethod, ...fields } = order;
  return {
    ...fields,
    method: paymentMethod,
    expiresAt: expiresAt.toISOString(),
    at: at.toISOString(),
    productIds: lines.map((l) => l.productId),
    names: lines.map((l) => l.name),
    codes: lines.map((l) => l.code),
    quantities: lines.map((l) => l.quantity),
    prices: lines.map((l) => l.unitPriceMinor),
  };
}

/** Writes the order and its items; answers the order's id and number. */
export async function insertOrder(tx: Pick<Db, '_'>, order: NewOrder) {
  const [row] = await insertOrderStatement(tx, orderParams(order));
  return { id: row.id, number: row.number };
}
