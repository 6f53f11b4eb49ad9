import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { addresses, cartItems, carts, customers, orders, pickupPoints, products } from '../../db/schema';

/*
 * The checkout's reads and its stock write, each one round trip: at 50 checkouts in flight on two cores the
 * number of statements per checkout, not their size, is what the shopper waits for.
 */

/**
 * The buyer, the cart named in the URL, the order already made from it if any (a replayed call), and the place the
 * shipping quote names (an active pickup point, or one of the buyer's active addresses), in one read. Prepared once
 * per database with placeholders: neither the query builder nor PostgreSQL's planner runs again per checkout.
 */
function buyerAndCartQuery(db: Db) {
  return db
    .select({
      foreign: customers.foreign,
      email: customers.email,
      firstName: customers.firstName,
      cartId: carts.id,
      cartCustomerId: carts.customerId,
      orderId: orders.id,
      pointId: pickupPoints.id,
      addressId: addresses.id,
      addressCityId: addresses.cityId,
    })
    .from(customers)
    .leftJoin(carts, eq(carts.externalId, sql.placeholder('cart')))
    .leftJoin(orders, eq(orders.cartId, carts.id))
    .leftJoin(pickupPoints, and(eq(pickupPoints.id, sql.placeholder('point')), eq(pickupPoints.active, true)))
    .leftJoin(addresses, and(eq(addresses.id, sql.placeholder('address')), eq(addresses.customerId, customers.id), eq(addresses.active, true)))
    .where(eq(customers.id, sql.placeholder('customer')))
    .prepare('checkout_buyer_and_cart');
}
const buyerAndCartQueries = new WeakMap<Db, ReturnType<typeof buyerAndCartQuery>>();

export async function buyerAndCart(db: Db, customerId: number, cartExternalId: string, place: { pointId: number | null; addressId: number | null }) {
  let query = buyerAndCartQueries.get(db);
  if (!query) buyerAndCartQueries.set(db, (query = buyerAndCartQuery(db)));
  const [row] = await query.execute({ customer: customerId, cart: cartExternalId, point: place.pointId ?? 0, address: place.addressId ?? 0 });
  return row;
}

/*
 * The statements below run in the checkout's transaction, on whichever connection it holds; their fixed names let
 * PostgreSQL reuse each connection's parsed and planned statement. The raw ones are compiled once (namedStatement).
 */

/**
 * Closes the cart into the order being written, and locks it doing so: a concurrent call for the same cart waits
 * here, then finds `ordered_at` set on the row as it is once the lock is granted and gets no row back (the caller
 * answers with the winner's order). Rolled back with the rest if the checkout fails.
 */
export async function closeCart(tx: Pick<Db, 'update'>, cartId: number, customerId: number, at: Date) {
  const [row] = await tx
    .update(carts)
    .set({ orderedAt: at, customerId })
    .where(and(eq(carts.id, cartId), isNull(carts.orderedAt), or(isNull(carts.customerId), eq(carts.customerId, customerId))))
    .returning({ id: carts.id, currencyId: carts.currencyId })
    .prepare('checkout_close_cart')
    .execute();
  return row;
}

/** The cart's active lines with what an order item needs of each product (null fields: the product is gone). */
export async function cartLines(tx: Pick<Db, 'select'>, cartId: number) {
  return tx
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      code: products.code,
      namePt: products.namePt,
      nameEs: products.nameEs,
      priceUsd: products.priceUsd,
      showPrice: products.showPrice,
      hasUnit: products.hasUnit,
      stockQty: products.stockQty,
    })
    .from(cartItems)
    .leftJoin(products, and(eq(products.id, cartItems.productId), eq(products.active, true)))
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.active, true)))
    .orderBy(asc(cartItems.productId))
    .prepare('checkout_cart_lines')
    .execute();
}

/**
 * Takes every line's units in one statement: the products are locked in id order first (the same order in every
 * checkout, so two never wait on each other in a cycle), then decremented only where enough is left, so stock never
 * goes below zero. The lines travel as two arrays, so the statement has one text (one prepared plan) whatever the
 * cart's size. The lock is FOR NO KEY UPDATE, what the UPDATE itself takes: FOR UPDATE would conflict with the KEY
 * SHARE locks that other checkouts' order_items inserts hold on the same product (their foreign key) and deadlock
 * with them.
 */
const takeStockStatement = namedStatement<{ id: number }>(
  'checkout_take_stock',
  sql`
    with wanted(id, qty) as (select * from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('quantities')}::int[])),
    locked as materialized (select p.id from products p join wanted w on w.id = p.id order by p.id for no key update of p)
    update products p set stock_qty = p.stock_qty - w.qty
    from wanted w, locked l
    where p.id = w.id and l.id = p.id and p.stock_qty >= w.qty
    returning p.id`,
);

/** Answers false when any line was short (the caller rolls the whole checkout back). */
export async function takeStock(tx: Pick<Db, '_'>, lines: readonly { productId: number; quantity: number }[]): Promise<boolean> {
  const taken = await takeStockStatement(tx, { ids: lines.map((l) => l.productId), quantities: lines.map((l) => l.quantity) });
  return taken.length === lines.length;
}

/** The order's items in one statement; the lines travel as arrays, so its text (and prepared plan) is one for every cart size. */
const insertItemsStatement = namedStatement(
  'checkout_insert_items',
  sql`
    insert into order_items (order_id, product_id, product_name, product_code, quantity, unit_price_minor, subtotal_minor)
    select ${sql.placeholder('orderId')}::int, l.product_id, l.name, l.code, l.qty, l.price, l.qty * l.price
    from unnest(${sql.placeholder('productIds')}::int[], ${sql.placeholder('names')}::text[], ${sql.placeholder('codes')}::text[],
                ${sql.placeholder('quantities')}::int[], ${sql.placeholder('prices')}::int[]) as l(product_id, name, code, qty, price)`,
);

export async function insertItems(
  tx: Pick<Db, '_'>,
  orderId: number,
  lines: readonly { productId: number; name: string; code: string; quantity: number; unitPriceMinor: number }[],
): Promise<void> {
  await insertItemsStatement(tx, {
    orderId,
    productIds: lines.map((l) => l.productId),
    names: lines.map((l) => l.name),
    codes: lines.map((l) => l.code),
    quantities: lines.map((l) => l.quantity),
    prices: lines.map((l) => l.unitPriceMinor),
  });
}
