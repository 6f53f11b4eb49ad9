import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItems, orders, payments, products } from '../../db/schema';
import { startTestApi, type TestApi } from '../../test/harness';
import { ValidationError } from '../errors';
import { cartContents, signShippingQuote } from '../shipping/shipping-token';

/**
 * Many shoppers checking out the last units at once (issue 8 reliability). On PostgreSQL (DATABASE_URL) the
 * checkouts really run in parallel on a pool of connections; on PGlite they are serialised by its one connection.
 */
const SHOPPERS = 200;
const STOCK = 10;

let api: TestApi;
let hot: number;
const shoppers: { customerId: number; externalId: string; cartId: number }[] = [];

beforeAll(async () => {
  api = await startTestApi(60);
  const db = api.database.db;
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.showPrice} AND ${products.hasUnit} AND ${products.stockQty} > 0`)
    .limit(1);
  hot = p.id;
  await db.update(products).set({ stockQty: STOCK }).where(eq(products.id, hot));
  const rows = await db
    .insert(customers)
    .values(
      Array.from({ length: SHOPPERS }, (_, i) => ({
        firstName: 'C',
        lastName: String(i),
        email: `c${i}@example.com`,
        phone: '+55 11 900000000',
        documentType: 'CPF',
        document: '52998224725',
        identity: '1',
        foreign: true,
        passwordHash: 'x',
      })),
    )
    .returning({ id: customers.id });
  for (const r of rows) {
    const externalId = randomUUID();
    const cart = await api.services.carts.create(
      { externalId, currencyId: 2, lines: [{ productId: hot, quantity: 1, active: true, shownToken: null }] },
      { customerId: r.id, lang: 'pt' },
    );
    shoppers.push({ customerId: r.id, externalId, cartId: cart.id });
  }
}, 300_000);
afterAll(() => api?.close());

describe(`${SHOPPERS} simultaneous checkouts of a product with ${STOCK} units`, () => {
  it('reserve it exactly ten times; the others are told it ran out; stock never goes negative', async () => {
    const key = api.config.keys['shipping-token'];
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    const results = await Promise.allSettled(
      shoppers.map((s) =>
        api.services.checkout.start(s.customerId, s.externalId, {
          shippingToken: signShippingQuote(
            key,
            {
              cartId: s.cartId,
              customerId: s.customerId,
              serviceId: null,
              pickupPointId: 1,
              cityId: null,
              addressId: null,
              currencyId: 2,
              amountMinor: 0,
              expiresAt,
            },
            cartContents([{ productId: hot, quantity: 1 }]),
          ),
          shippingMinor: 0,
          serviceId: null,
          addressId: null,
          pickupPointId: 1,
          alternativeCityId: null,
          paymentMethod: 'PIX',
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(STOCK);
    expect(refused).toHaveLength(SHOPPERS - STOCK);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ValidationError);
      expect((r.reason as ValidationError).messageKey).toBe('outOfStock');
    }
    const db = api.database.db;
    const [{ stock }] = await db
      .select({ stock: products.stockQty })
      .from(products)
      .where(eq(products.id, hot));
    expect(stock).toBe(0);
    const [{ units }] = await db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, hot));
    expect(Number(units)).toBe(STOCK);
    // Every order is whole: its items and its payment exist; no half-written order.
    const [{ incomplete }] = await db
      .select({ incomplete: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id}) or not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id})`,
      );
    expect(Number(incomplete)).toBe(0);
  }, 120_000);
});
