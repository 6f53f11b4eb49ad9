import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cities, customers, products, states } from '../../db/schema';
import { testConfig } from '../../config';
import { startTestApi, type TestApi } from '../../test/harness';
import { NotFoundError, ValidationError } from '../errors';
import { cartContents, verifyShippingQuote } from './shipping-token';

let api: TestApi;
let paraguayan: number;
let brazilian: number;
let productId: number;
let cde: number; // Ciudad del Este
let asuncion: number;
let chacoCity: number; // far from every courier but the national one
let saoPaulo: number;
const PYG = 3;
const key = testConfig().keys['shipping-token'];

async function customer(email: string, foreign: boolean) {
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

async function cityId(name: string, countryId: number) {
  const [row] = await api.database.db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, name), eq(states.countryId, countryId)))
    .limit(1);
  return row.id;
}

async function cartWith(customerId: number | null, qty: number) {
  const external_id = randomUUID();
  await api.services.carts.create(
    {
      externalId: external_id,
      currencyId: PYG,
      lines: qty ? [{ productId, quantity: qty, active: true, shownToken: null }] : [],
    },
    { customerId, lang: 'es' },
  );
  return external_id;
}

const err = async (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

beforeAll(async () => {
  api = await startTestApi();
  paraguayan = await customer('py@example.com', false);
  brazilian = await customer('br@example.com', true);
  const [p] = await api.database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.stockQty} >= 5 AND ${products.showPrice} AND ${products.hasUnit}`)
    .limit(1);
  productId = p.id;
  cde = await cityId('Ciudad del Este', 2);
  asuncion = await cityId('Asunción', 2);
  saoPaulo = await cityId('São Paulo', 1);
  const [chaco] = await api.database.db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(states.name, 'Boquerón'))
    .limit(1);
  chacoCity = chaco.id;
});
afterAll(() => api?.close());

describe('shipping options', () => {
  it('offers the Ciudad del Este courier, national delivery and store pickup to a Paraguayan in CDE, cheapest first, signed', async () => {
    const ext = await cartWith(paraguayan, 2);
    const options = await api.services.shipping.options(
      { externalId: ext, cityId: cde },
      { customerId: paraguayan, lang: 'es' },
    );
    const names = options.map((o) => o.description);
    expect(names).toContain('Entrega Express CDE');
    expect(names[names.length - 1]).toBe('Retiro en tienda');
    const paid = options.filter((o) => o.serviceId !== null);
    expect(paid.map((o) => o.amountMinor)).toEqual([...paid.map((o) => o.amountMinor)].sort((a, b) => a - b));
    // 25,000 base + 5,000 for the second unit, in guaranis.
    expect(options.find((o) => o.description === 'Entrega Express CDE')!.amountMinor).toBe(30_000);
    const pickup = options[options.length - 1];
    expect(pickup).toMatchObject({ serviceId: null, amountMinor: 0 });
    expect(pickup.pickupPoints.length).toBeGreaterThanOrEqual(3);
    const contents = cartContents([{ productId, quantity: 2 }]);
    const quote = verifyShippingQuote(key, paid[0].token, contents);
    expect(quote).toMatchObject({
      customerId: paraguayan,
      serviceId: paid[0].serviceId,
      cityId: cde,
      addressId: null,
      currencyId: PYG,
      amountMinor: paid[0].amountMinor,
    });
    // Any changed number (here the price) breaks the signature.
    const [payload, signature] = paid[0].token.split('.');
    const cheaper = payload
      .split('_')
      .map((n, i) => (i === 7 ? '1' : n))
      .join('_');
    expect(verifyShippingQuote(key, `${cheaper}.${signature}`, contents)).toBeNull();
    expect(verifyShippingQuote(key, paid[0].token, contents, Date.now() + 31 * 60_000)).toBeNull();
    // Issue 18: the signature covers the cart's lines, so the same token for other units no longer verifies.
    expect(verifyShippingQuote(key, paid[0].token, cartContents([{ productId, quantity: 20 }]))).toBeNull();
    expect(
      verifyShippingQuote(
        key,
        paid[0].token,
        cartContents([
          { productId, quantity: 2 },
          { productId: productId + 1, quantity: 1 },
        ]),
      ),
    ).toBeNull();
  });

  it('does not offer the CDE courier in Asunción, and only national delivery in the Chaco', async () => {
    const ext = await cartWith(paraguayan, 1);
    const actor = { customerId: paraguayan, lang: 'es' as const };
    const asu = (await api.services.shipping.options({ externalId: ext, cityId: asuncion }, actor)).map(
      (o) => o.description,
    );
    expect(asu).not.toContain('Entrega Express CDE');
    expect(asu).toContain('Moto Delivery Gran Asunción');
    const chaco = (await api.services.shipping.options({ externalId: ext, cityId: chacoCity }, actor)).map(
      (o) => o.description,
    );
    expect(chaco).toEqual(['Envío Nacional', 'Retiro en tienda']);
  });

  it('gives a Brazilian store pickup only, even with a Paraguayan city', async () => {
    const ext = await cartWith(brazilian, 1);
    for (const city of [saoPaulo, cde]) {
      const options = await api.services.shipping.options(
        { externalId: ext, cityId: city },
        { customerId: brazilian, lang: 'pt' },
      );
      expect(options.map((o) => o.serviceId)).toEqual([null]);
      expect(options[0].description).toBe('Retirada na loja');
    }
  });

  it("needs a city and items, and answers 404 for another customer's cart or address", async () => {
    const actor = { customerId: paraguayan, lang: 'es' as const };
    const empty = await cartWith(paraguayan, 0);
    const e1 = await err(api.services.shipping.options({ externalId: empty, cityId: cde }, actor));
    expect((e1 as ValidationError).messageKey).toBe('shippingNeedsCityAndItems');
    const full = await cartWith(paraguayan, 1);
    const e2 = await err(api.services.shipping.options({ externalId: full }, actor));
    expect((e2 as ValidationError).messageKey).toBe('shippingNeedsCityAndItems');
    const e3 = await err(
      api.services.shipping.options({ externalId: full, cityId: cde }, { customerId: brazilian, lang: 'pt' }),
    );
    expect(e3).toBeInstanceOf(NotFoundError);
    const [bAddress] = await api.database.db
      .insert(addresses)
      .values({
        customerId: brazilian,
        name: 'Casa',
        street: 'Rua A',
        number: '1',
        district: 'Centro',
        cityId: saoPaulo,
        stateId: 26,
        countryId: 1,
      })
      .returning({ id: addresses.id });
    const e4 = await err(api.services.shipping.options({ externalId: full, addressId: bAddress.id }, actor));
    expect(e4).toBeInstanceOf(NotFoundError);
  });

  it("prices delivery to the customer's own address", async () => {
    const [own] = await api.database.db
      .insert(addresses)
      .values({
        customerId: paraguayan,
        name: 'Casa',
        street: 'Calle 1',
        number: '10',
        district: 'Centro',
        cityId: cde,
        stateId: (
          await api.database.db.select({ s: cities.stateId }).from(cities).where(eq(cities.id, cde))
        )[0].s,
        countryId: 2,
      })
      .returning({ id: addresses.id });
    const ext = await cartWith(paraguayan, 1);
    const options = await api.services.shipping.options(
      { externalId: ext, addressId: own.id },
      { customerId: paraguayan, lang: 'es' },
    );
    expect(options.map((o) => o.description)).toContain('Entrega Express CDE');
    // The delivery quote names the address it was priced for, and the customer who asked.
    const delivery = options.find((o) => o.serviceId !== null)!;
    expect(
      verifyShippingQuote(key, delivery.token, cartContents([{ productId, quantity: 1 }])),
    ).toMatchObject({ customerId: paraguayan, addressId: own.id, cityId: cde });
  });

  it('lists pickup points with state and city filters, each with its own signed token', async () => {
    const ext = await cartWith(null, 1);
    const all = await api.services.shipping.pickupPoints(ext, null, {});
    expect(all.length).toBeGreaterThanOrEqual(3);
    const inCde = await api.services.shipping.pickupPoints(ext, null, { cityId: cde });
    expect(inCde.map((p) => p.city)).toEqual(['Ciudad del Este']);
    // Listed anonymously: the quote names no customer, so no checkout accepts it (shipping-claim.ts).
    expect(
      verifyShippingQuote(key, inCde[0].token, cartContents([{ productId, quantity: 1 }])),
    ).toMatchObject({ customerId: null, pickupPointId: inCde[0].id, serviceId: null, amountMinor: 0 });
    const byState = await api.services.shipping.pickupPoints(ext, null, { stateId: inCde[0].stateId });
    expect(byState.every((p) => p.stateId === inCde[0].stateId)).toBe(true);
  });
});
