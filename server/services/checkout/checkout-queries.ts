import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, customers, orders, products } from '../../db/schema';

/*
 * The checkout's reads and its stock write, each one round trip: at 50 checkouts in flight on two cores the
 * number of statements per checkout, not their size, is what the shopper waits for.
 */

type Runner = Pick<Db, 'select' | 'execute'>;

/** The buyer, the cart named in the URL and the order already made from it, if any (a replayed call). */
export async function buyerAndCart(db: Runner, customerId: number, cartExternalId: string) {
  const [row] = await db
    .select({
      foreign: customers.foreign,
      email: customers.email,
      firstName: customers.firstName,
      cartId: carts.id,
      cartCustomerId: carts.customerId,
      orderId: orders.id,
    })
    .from(customers)
    .leftJoin(carts, eq(carts.externalId, cartExternalId))
    .leftJoin(orders, eq(orders.cartId, carts.id))
    .where(eq(customers.id, customerId));
  return row;
}

/**
 * The cart row locked for this checkout: a concurrent call for the same cart waits here. `orderedAt` is read from
 * the row as it is once the lock is granted (a joined orders row would still be the one of the statement's older
 * snapshot), so the loser of the race sees that the winner's order exists.
 */
export async function lockCart(tx: Runner, cartId: number) {
  const [row] = await tx
    .select({ id: carts.id, customerId: carts.customerId, currencyId: carts.currencyId, orderedAt: carts.orderedAt })
    .from(carts)
    .where(eq(carts.id, cartId))
    .for('update');
  return row;
}

/** The cart's active lines with what an order item needs of each product (null fields: the product is gone). */
export async function cartLines(tx: Runner, cartId: number) {
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
    .orderBy(asc(cartItems.productId));
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Takes every line's units in one statement: the products are locked in id order first (the same order in every
 * checkout, so two never wait on each other in a cycle), then decremented only where enough is left, so stock never
 * goes below zero. Answers false when any line was short (the caller rolls the whole checkout back). The lock is
 * FOR NO KEY UPDATE, what the UPDATE itself takes: FOR UPDATE would conflict with the KEY SHARE locks that other
 * checkouts' order_items inserts hold on the same product (their foreign key) and deadlock with them.
 */
export async function takeStock(tx: Runner, lines: readonly { productId: number; quantity: number }[]): Promise<boolean> {
  const wanted = sql.join(
    lines.map((l) => sql`(${l.productId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  const taken = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with wanted(id, qty) as (values ${wanted}),
      locked as materialized (select p.id from products p join wanted w on w.id = p.id order by p.id for no key update of p)
      update products p set stock_qty = p.stock_qty - w.qty
      from wanted w, locked l
      where p.id = w.id and l.id = p.id and p.stock_qty >= w.qty
      returning p.id`),
  );
  return taken.length === lines.length;
}
