import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { ValidationError } from '../errors';
import { orderAndItemsFrom, orderParams, type CartLine, type NewOrder } from './checkout-queries';
import { MAX_UNPAID_ORDERS } from './payment-windows';

/**
 * A remote provider's checkout in one statement (issue 31, session 14 of decision 0036): the cart closed and locked,
 * the customer's unpaid cap, the lines checked unchanged since the API priced them, the order, its items, its payment
 * SOLICITANDO and every line's units taken. Before, the cart close was a statement of its own; a round trip, not a
 * statement's size, is what a checkout costs.
 *
 * The parts run in this order because each reads the one before: the cart's update (a concurrent checkout of the
 * same cart waits on its row, then finds it ordered and gets no row: a replay) → `ok`, whose checks run after that
 * lock in fresh snapshots (VOLATILE functions, migration 0032) → the order from `ok` → the stock take from `ok`, so
 * products are locked after the cart, as before. A failed check raises "checkout: <reason>"
 * (checkout_refuse_unless) and the whole statement is undone, cart close included.
 *
 * It runs inside BEGIN … COMMIT, not autocommitted, although it is one statement: autocommitted, a hot product's
 * checkouts (500 shoppers for 100 units) went from 370–380 to 210 per second with a p99 of 1.2 s, measured back to
 * back; in a transaction, 440–450 per second (decision 0036, session 14).
 */
const placeAtOnceStatement = namedStatement<{ id: number; number: number }>(
  'checkout_place_at_once',
  sql`
    with cart as (
      update carts set ordered_at = ${sql.placeholder('at')}::timestamptz, customer_id = ${sql.placeholder('customerId')}::int
      where id = ${sql.placeholder('cartId')}::int and ordered_at is null
        and (customer_id is null or customer_id = ${sql.placeholder('customerId')}::int)
      returning id, currency_id
    ), ok as materialized (
      select c.id from cart c
      where checkout_refuse_unless(c.currency_id = ${sql.placeholder('currencyId')}::smallint
          and checkout_cart_unchanged(c.id, ${sql.placeholder('priced')}::jsonb), 'cartChanged')
        and checkout_refuse_unless(
          checkout_unpaid_orders(${sql.placeholder('customerId')}::int, ${sql.placeholder('at')}::timestamptz)
            < ${sql.placeholder('maxUnpaid')}::int, 'unpaidOrdersLimit')
    ), ${orderAndItemsFrom(sql`ok`)}, pay as (
      insert into payments (external_id, order_id, method, status, amount_minor, provider, next_check_at, created_at, updated_at)
      select ${sql.placeholder('paymentExternalId')}::uuid, o.id, ${sql.placeholder('paymentMethod')}::varchar, 'SOLICITANDO',
        ${sql.placeholder('totalMinor')}::int, ${sql.placeholder('provider')}::varchar, ${sql.placeholder('nextCheckAt')}::timestamptz,
        ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz
      from o
    ),
    wanted(id, qty) as (
      select u.id, u.qty from ok, unnest(${sql.placeholder('productIds')}::int[], ${sql.placeholder('quantities')}::int[]) as u(id, qty)
    ),
    locked as materialized (select p.id from products p join wanted w on w.id = p.id order by p.id for no key update of p),
    taken as (
      update products p set stock_qty = p.stock_qty - w.qty
      from wanted w, locked l
      where p.id = w.id and l.id = p.id and p.stock_qty >= w.qty
      returning p.id
    )
    select o.id, o.number
    from o
    where checkout_refuse_unless((select count(*) from taken) = ${sql.placeholder('lineCount')}::int, 'outOfStock')`,
);

/** What the checkout priced: the lines' identity and sale fields, as checkout_cart_unchanged reads them. */
function pricedLines(lines: readonly CartLine[]) {
  return JSON.stringify(
    lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      priceUsd: l.priceUsd,
      showPrice: l.showPrice,
      hasUnit: l.hasUnit,
    })),
  );
}

/** The cart changed (a line, a price, its currency) between the unlocked read and the statement: read and price again. */
export class CartChanged extends Error {}

const REFUSALS = {
  unpaidOrdersLimit: () => new ValidationError({ unpaidOrders: ['unpaidOrdersLimit'] }, 'unpaidOrdersLimit'),
  outOfStock: () => new ValidationError({ lines: ['outOfStock'] }, 'outOfStock'),
  cartChanged: () => new CartChanged(),
} as const;

/** The refusal a checkout_refuse_unless raised, from the driver's error or the one drizzle wraps it in. */
function refusalOf(error: unknown): Error | null {
  for (let e = error; e instanceof Error; e = e.cause) {
    const match = /^checkout: (\w+)$/.exec(e.message);
    if (match && match[1] in REFUSALS) return REFUSALS[match[1] as keyof typeof REFUSALS]();
  }
  return null;
}

/**
 * Writes the checkout (see the statement) and answers the order's id and number, or null when the cart was already
 * ordered (a concurrent or replayed call: the caller answers with that order). Refusals come back as today's 422s;
 * `CartChanged` asks the caller to start over from a fresh read.
 */
export async function placeAtOnce(
  db: Db,
  order: NewOrder,
  priced: readonly CartLine[],
  payment: { externalId: string; method: string; provider: string; nextCheckAt: Date },
): Promise<{ id: number; number: number } | null> {
  try {
    const [row] = await db.transaction((tx) =>
      placeAtOnceStatement(tx, {
        ...orderParams(order),
        priced: pricedLines(priced),
        maxUnpaid: MAX_UNPAID_ORDERS,
        lineCount: order.lines.length,
        paymentExternalId: payment.externalId,
        paymentMethod: payment.method,
        provider: payment.provider,
        nextCheckAt: payment.nextCheckAt.toISOString(),
      }),
    );
    return row ?? null;
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}
