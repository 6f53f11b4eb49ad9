import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, carts, orders, payments, products } from '../../db/schema';
import { startTestApi, type TestApi } from '../../test/harness';
import { customer } from '../../test/staff-fixtures';
import { ValidationError } from '../errors';
import type { CartLine, NewOrder } from './checkout-queries';
import { CartChanged, placeAtOnce } from './place-at-once';

/**
 * The one-statement checkout's guards (issue 31, session 14): what the API priced from an unlocked read is written
 * only if the cart is still that cart under its lock, the customer is under the unpaid cap and every unit is there;
 * otherwise nothing at all is written — the cart stays open, no order, no payment, no stock taken.
 */
let api: TestApi;
let productId: number;
let customerId: number;

const db = () => api.database.db;

async function newCart(quantity = 2) {
  const externalId = randomUUID();
  const cart = await api.services.carts.create(
    { externalId, currencyId: 2, lines: [{ productId, quantity, active: true, shownToken: null }] },
    { customerId, lang: 'pt' },
  );
  return cart.id;
}

async function linesOf(cartId: number): Promise<CartLine[]> {
  const result = await db().execute(sql`select checkout_cart_lines(${cartId}::int) as lines`);
  const value = (result as unknown as { rows: { lines: CartLine[] | string }[] }).rows[0].lines;
  return typeof value === 'string' ? JSON.parse(value) : value;
}

function orderOf(cartId: number, lines: CartLine[]): NewOrder {
  const at = new Date();
  return {
    externalId: randomUUID(),
    customerId,
    cartId,
    currencyId: 2,
    totalMinor: 1000,
    shippingMinor: 0,
    serviceId: null,
    pointId: 1,
    addressId: null,
    cityId: null,
    paymentMethod: 'PIX',
    expiresAt: new Date(at.getTime() + 30 * 60_000),
    at,
    sellerStaffId: null,
    discountMinor: 0,
    lines: lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      name: l.namePt!,
      code: l.code!,
      unitPriceMinor: 500,
    })),
  };
}

const payment = () => ({
  externalId: randomUUID(),
  method: 'PIX',
  provider: 'ebanx',
  nextCheckAt: new Date(Date.now() + 30_000),
});

async function place(cartId: number, lines?: CartLine[]) {
  const priced = lines ?? (await linesOf(cartId));
  const order = orderOf(cartId, priced);
  const pay = payment();
  return { order, pay, placed: placeAtOnce(db(), order, priced, pay) };
}

const stock = async () =>
  (await db().select({ s: products.stockQty }).from(products).where(eq(products.id, productId)))[0].s;

/** Nothing of this attempt exists, and the cart can still be checked out. */
async function expectNothingWritten(cartId: number, order: NewOrder, paymentId: string, stockBefore: number) {
  expect(await db().select().from(orders).where(eq(orders.externalId, order.externalId))).toEqual([]);
  expect(await db().select().from(payments).where(eq(payments.externalId, paymentId))).toEqual([]);
  const [cart] = await db().select({ orderedAt: carts.orderedAt }).from(carts).where(eq(carts.id, cartId));
  expect(cart.orderedAt).toBeNull();
  expect(await stock()).toBe(stockBefore);
}

beforeAll(async () => {
  api = await startTestApi(60);
  const [p] = await db()
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.showPrice} AND ${products.hasUnit} AND ${products.active}`)
    .limit(1);
  productId = p.id;
  await db().update(products).set({ stockQty: 100 }).where(eq(products.id, productId));
  customerId = (await customer(api, true)).id;
}, 120_000);
afterAll(() => api?.close());

describe('the checkout in one statement', () => {
  it('writes the order, its items, its SOLICITANDO payment, the stock and the cart close together', async () => {
    const cartId = await newCart(2);
    const before = await stock();
    const { order, pay, placed } = await place(cartId);
    const row = await placed;
    expect(row?.number).toBeGreaterThan(0);
    const [written] = await db().select().from(orders).where(eq(orders.externalId, order.externalId));
    expect(written).toMatchObject({ cartId, customerId, status: 'PAGAMENTO', totalMinor: 1000 });
    const [p] = await db().select().from(payments).where(eq(payments.externalId, pay.externalId));
    expect(p).toMatchObject({ orderId: written.id, status: 'SOLICITANDO', provider: 'ebanx' });
    expect(await stock()).toBe(before - 2);
    // The same cart again (a replay): no row, nothing more written.
    const again = await place(cartId, await linesOf(cartId));
    expect(await again.placed).toBeNull();
    expect(await stock()).toBe(before - 2);
  });

  const changes: [string, (cartId: number) => Promise<unknown>][] = [
    [
      'a price',
      async () => {
        const [{ price }] = await db()
          .select({ price: products.priceUsd })
          .from(products)
          .where(eq(products.id, productId));
        await db()
          .update(products)
          .set({ priceUsd: String(Number(price) + 1) })
          .where(eq(products.id, productId));
      },
    ],
    [
      'a quantity',
      (cartId) => db().update(cartItems).set({ quantity: 3 }).where(eq(cartItems.cartId, cartId)),
    ],
  ];
  it.each(changes)('%s changed since the read: CartChanged, nothing written', async (_, change) => {
    const cartId = await newCart(1);
    const lines = await linesOf(cartId);
    await change(cartId);
    const before = await stock();
    const { order, pay, placed } = await place(cartId, lines);
    await expect(placed).rejects.toBeInstanceOf(CartChanged);
    await expectNothingWritten(cartId, order, pay.externalId, before);
  });

  it('too few units left: outOfStock, and the order and cart close are undone with it', async () => {
    const cartId = await newCart(2);
    const lines = await linesOf(cartId);
    await db().update(products).set({ stockQty: 1 }).where(eq(products.id, productId));
    const { order, pay, placed } = await place(cartId, lines);
    const error = await placed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).messageKey).toBe('outOfStock');
    await expectNothingWritten(cartId, order, pay.externalId, 1);
    await db().update(products).set({ stockQty: 100 }).where(eq(products.id, productId));
  });

  it('at the unpaid-orders cap: unpaidOrdersLimit, nothing written', async () => {
    // The first test left one unpaid order; two more reach the cap of three.
    for (let i = 0; i < 2; i++) expect(await (await place(await newCart(1))).placed).not.toBeNull();
    const unpaid = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.status, 'PAGAMENTO')));
    expect(unpaid).toHaveLength(3);
    const cartId = await newCart(1);
    const before = await stock();
    const { order, pay, placed } = await place(cartId);
    const error = await placed.catch((e: unknown) => e);
    expect((error as ValidationError).messageKey).toBe('unpaidOrdersLimit');
    await expectNothingWritten(cartId, order, pay.externalId, before);
  });

  // Two connections at once: PostgreSQL only (PGlite has one connection, so nothing can commit while it waits).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'a cart change committed while the statement waits for the cart lock is seen: CartChanged',
    async () => {
      await db().update(orders).set({ status: 'CANCELADO' }).where(eq(orders.customerId, customerId));
      const cartId = await newCart(1);
      const lines = await linesOf(cartId);
      const before = await stock();
      let attempt: Awaited<ReturnType<typeof place>> | undefined;
      await db().transaction(async (tx) => {
        await tx.execute(sql`select id from carts where id = ${cartId}::int for update`);
        await tx.update(cartItems).set({ quantity: 2 }).where(eq(cartItems.cartId, cartId));
        attempt = await place(cartId, lines);
        // Let the statement reach the lock before this transaction commits.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await expect(attempt!.placed).rejects.toBeInstanceOf(CartChanged);
      await expectNothingWritten(cartId, attempt!.order, attempt!.pay.externalId, before);
    },
  );
});
