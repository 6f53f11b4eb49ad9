import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, productImages, products } from '../../db/schema';
import { startTestApi, type TestApi } from '../../test/harness';
import { NotFoundError, ValidationError } from '../errors';
import type { CartActor } from './cart-service';

let api: TestApi;
const anon: CartActor = { customerId: null, lang: 'pt' };
let alice: CartActor;
let bob: CartActor;

interface P {
  id: number;
  stock: number;
}
let plenty: P; // stock ≥ 5
let scarce: P; // stock 2
let soldOut: P;
let hiddenPrice: P;

const USD = 2;
const PYG = 3;

async function customer(email: string, foreign: boolean): Promise<number> {
  const [row] = await api.database.db
    .insert(customers)
    .values({
      firstName: 'T',
      lastName: 'Test',
      email,
      phone: '+595 981000000',
      documentType: 'RUC',
      document: '80000519-8',
      identity: '1',
      foreign,
      passwordHash: 'x',
    })
    .returning({ id: customers.id });
  return row.id;
}

async function pick(where: ReturnType<typeof sql>): Promise<P> {
  const rows = await api.database.db
    .select({ id: products.id, stock: products.stockQty })
    .from(products)
    .where(where)
    .limit(1);
  return rows[0];
}

const err = async (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

beforeAll(async () => {
  api = await startTestApi();
  const db = api.database.db;
  plenty = await pick(
    sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit} AND ${products.active}`,
  );
  scarce = await pick(
    sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit} AND ${products.active} AND ${products.id} <> ${plenty.id}`,
  );
  await db.update(products).set({ stockQty: 2 }).where(eq(products.id, scarce.id));
  scarce.stock = 2;
  soldOut = await pick(sql`${products.stockQty} >= 1 AND ${products.id} NOT IN (${plenty.id}, ${scarce.id})`);
  await db.update(products).set({ stockQty: 0 }).where(eq(products.id, soldOut.id));
  hiddenPrice = await pick(
    sql`${products.stockQty} >= 1 AND ${products.id} NOT IN (${plenty.id}, ${scarce.id}, ${soldOut.id})`,
  );
  await db.update(products).set({ showPrice: false }).where(eq(products.id, hiddenPrice.id));
  alice = { customerId: await customer('alice@example.com', false), lang: 'es' };
  bob = { customerId: await customer('bob@example.com', true), lang: 'pt' };
});
afterAll(() => api?.close());

const item = (
  productId: number,
  quantity: number,
  extra: Partial<{ shownToken: string; active: boolean }> = {},
) => ({
  productId,
  quantity,
  active: true,
  shownToken: null,
  ...extra,
});

describe('cart service', () => {
  it('creates a cart priced by the server (a forged unit price never reaches it: routes/cart.test.ts)', async () => {
    const external_id = randomUUID();
    const cart = await api.services.carts.create(
      { externalId: external_id, currencyId: USD, lines: [item(plenty.id, 2)] },
      anon,
    );
    const [row] = await api.database.db
      .select({ price: products.priceUsd })
      .from(products)
      .where(eq(products.id, plenty.id));
    expect(cart.externalId).toBe(external_id);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0].unitPriceMinor).toBe(Math.round(Number(row.price) * 100));
    expect(cart.totalMinor).toBe(Math.round(Number(row.price) * 100) * 2);
    expect(cart.units).toBe(2);
    expect(cart.bound).toBe(false);
    // The panel shows the product's first picture.
    const [first] = await api.database.db
      .select({ url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, plenty.id))
      .orderBy(asc(productImages.position))
      .limit(1);
    expect(cart.lines[0].product.imageUrl).toBe(first?.url ?? null);
  });

  it('refuses a second cart under the same external id so the client updates instead', async () => {
    const external_id = randomUUID();
    await api.services.carts.create({ externalId: external_id, currencyId: USD, lines: [] }, anon);
    const e = await err(
      api.services.carts.create({ externalId: external_id, currencyId: USD, lines: [] }, anon),
    );
    expect(e).toBeInstanceOf(ValidationError);
    expect((e as ValidationError).fieldErrors).toEqual({ externalId: ['cartExternalIdInUse'] });
  });

  it('caps quantities at the stock and says so; adding past the stock is the max-quantity error', async () => {
    const external_id = randomUUID();
    const cart = await api.services.carts.create(
      { externalId: external_id, currencyId: USD, lines: [item(scarce.id, 50)] },
      anon,
    );
    expect(cart.lines[0]).toMatchObject({ quantity: 2, quantityAdjusted: true });
    const e = await err(api.services.carts.add(external_id, scarce.id, anon, USD));
    expect((e as ValidationError).messageKey).toBe('cartMaxQuantity');
  });

  it('refuses sold-out and hidden-price products with the unavailable message', async () => {
    for (const p of [soldOut, hiddenPrice]) {
      const e = await err(
        api.services.carts.create(
          { externalId: randomUUID(), currencyId: USD, lines: [item(p.id, 1)] },
          anon,
        ),
      );
      expect((e as ValidationError).messageKey).toBe('productUnavailable');
    }
    const e = await err(
      api.services.carts.create(
        { externalId: randomUUID(), currencyId: USD, lines: [item(2_000_000_000, 1)] },
        anon,
      ),
    );
    expect((e as ValidationError).messageKey).toBe('productNotFound');
  });

  it('adds one, reactivates a removed line with 1, sets, removes and clears', async () => {
    const external_id = randomUUID();
    await api.services.carts.create({ externalId: external_id, currencyId: USD, lines: [] }, anon);
    let cart = await api.services.carts.add(external_id, plenty.id, anon, USD);
    cart = await api.services.carts.add(external_id, plenty.id, anon, USD);
    expect(cart.lines[0].quantity).toBe(2);
    cart = await api.services.carts.remove(external_id, plenty.id, anon);
    expect(cart.lines[0].active).toBe(false);
    expect(cart.totalMinor).toBe(0);
    cart = await api.services.carts.add(external_id, plenty.id, anon, USD);
    expect(cart.lines[0]).toMatchObject({ active: true, quantity: 1 });
    cart = await api.services.carts.setQuantity(external_id, plenty.id, 3, anon, USD);
    expect(cart.lines[0].quantity).toBe(3);
    cart = await api.services.carts.setQuantity(external_id, plenty.id, 0, anon, USD);
    expect(cart.lines[0].active).toBe(false);
    await api.services.carts.add(external_id, scarce.id, anon, USD);
    cart = await api.services.carts.clear(external_id, anon);
    expect(cart.lines.every((l) => !l.active)).toBe(true);
    expect(cart.units).toBe(0);
  });

  it('re-prices the cart in another currency and keeps it there', async () => {
    const external_id = randomUUID();
    const usd = await api.services.carts.create(
      { externalId: external_id, currencyId: USD, lines: [item(plenty.id, 1)] },
      anon,
    );
    const pyg = await api.services.carts.get(external_id, anon, PYG);
    expect(pyg.currencyId).toBe(PYG);
    // Guaraníes have no cents: a minor unit is a guaraní, worth far less than a US cent.
    expect(pyg.totalMinor).toBeGreaterThan(usd.totalMinor * 10);
    expect(pyg.lines[0].priceChanged).toBe(false);
    expect(pyg.lines[0].token).not.toBe(usd.lines[0].token);
  });

  it('flags a line whose price changed since the shopper saw it', async () => {
    const external_id = randomUUID();
    const first = await api.services.carts.create(
      { externalId: external_id, currencyId: USD, lines: [item(plenty.id, 1)] },
      anon,
    );
    const [row] = await api.database.db
      .select({ price: products.priceUsd })
      .from(products)
      .where(eq(products.id, plenty.id));
    await api.database.db
      .update(products)
      .set({ priceUsd: (Number(row.price) + 10).toFixed(2) })
      .where(eq(products.id, plenty.id));
    try {
      const again = await api.services.carts.get(external_id, anon, USD);
      expect(again.lines[0].priceChanged).toBe(true);
      expect(again.lines[0].unitPriceMinor).toBe(Math.round((Number(row.price) + 10) * 100));
      // Sending back the token it now shows acknowledges the new price.
      const ack = await api.services.carts.replace(
        first.id,
        {
          externalId: external_id,
          currencyId: USD,
          lines: [item(plenty.id, 1, { shownToken: again.lines[0].token })],
        },
        anon,
      );
      expect(ack.lines[0].priceChanged).toBe(false);
      const stale = await api.services.carts.replace(
        first.id,
        {
          externalId: external_id,
          currencyId: USD,
          lines: [item(plenty.id, 1, { shownToken: first.lines[0].token })],
        },
        anon,
      );
      expect(stale.lines[0].priceChanged).toBe(true);
    } finally {
      await api.database.db.update(products).set({ priceUsd: row.price }).where(eq(products.id, plenty.id));
    }
  });

  it('PUT by numeric id needs the matching external id', async () => {
    const external_id = randomUUID();
    const cart = await api.services.carts.create(
      { externalId: external_id, currencyId: USD, lines: [item(plenty.id, 1)] },
      anon,
    );
    const e = await err(
      api.services.carts.replace(cart.id, { externalId: randomUUID(), currencyId: USD, lines: [] }, anon),
    );
    expect(e).toBeInstanceOf(NotFoundError);
    const still = await api.services.carts.get(external_id, anon, USD);
    expect(still.lines[0].active).toBe(true);
  });

  it('binds an anonymous cart at login, merges the earlier cart, and hides it from everyone else', async () => {
    const earlier = randomUUID();
    await api.services.carts.create(
      { externalId: earlier, currencyId: USD, lines: [item(plenty.id, 3), item(scarce.id, 1)] },
      alice,
    );
    const browser = randomUUID();
    await api.services.carts.create(
      { externalId: browser, currencyId: USD, lines: [item(plenty.id, 1)] },
      anon,
    );
    const bound = await api.services.carts.bind(browser, alice.customerId!, 'es', PYG);
    expect(bound.bound).toBe(true);
    const active = Object.fromEntries(
      bound.lines.filter((l) => l.active).map((l) => [l.product.id, l.quantity]),
    );
    expect(active).toEqual({ [plenty.id]: 3, [scarce.id]: 1 });
    expect(bound.currencyId).toBe(PYG);
    // The earlier cart was merged away; the bound one is Alice's alone.
    expect(await err(api.services.carts.get(earlier, alice, USD))).toBeInstanceOf(NotFoundError);
    expect(await err(api.services.carts.get(browser, anon, USD))).toBeInstanceOf(NotFoundError);
    expect(await err(api.services.carts.get(browser, bob, USD))).toBeInstanceOf(NotFoundError);
    expect(await err(api.services.carts.add(browser, plenty.id, bob, USD))).toBeInstanceOf(NotFoundError);
    expect(await err(api.services.carts.bind(browser, bob.customerId!, 'pt'))).toBeInstanceOf(NotFoundError);
    expect((await api.services.carts.get(browser, alice, USD)).bound).toBe(true);
  });
});
