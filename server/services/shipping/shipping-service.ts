import { and, asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../lib/contract/common';
import { convertMinor, currencyById } from '../../../lib/money';
import type { Db } from '../../db/client';
import { addresses, carts, cities, deliveryServices, pickupPoints, states } from '../../db/schema';
import { memo } from '../../lib/memo';
import type { ExchangeRateService } from '../rates/exchange-rates';
import { NotFoundError, ValidationError } from '../errors';
import { SHIPPING_QUOTE_TTL_SECONDS, signShippingQuote, type ShippingQuote } from './shipping-token';

type Cart = { id: number; currencyId: number; contents: string; customerId: number | null };

const PYG = 3;
const PARAGUAY = 2;
const REFERENCE_TTL_MS = 60_000;

/** Who asks: shipping is computed for logged-in customers (spec §6). */
export interface ShippingActor {
  customerId: number;
  lang: Lang;
}

export interface ShippingRequest {
  externalId: string;
  cityId?: number;
  alternativeCityId?: number | null;
  addressId?: number | null;
  serviceId?: number | null;
  pickupPointId?: number | null;
}

/** A store pickup point, with a signed quote for picking up there (the route writes spec §7's shape). */
export interface PickupPoint {
  id: number;
  name: string;
  address: string;
  hours: string;
  state: string;
  stateId: number;
  city: string;
  cityId: number;
  /** The signed store-pickup quote for this point (what checkout takes when it is chosen). */
  token: string;
}

/** One way to get the cart: a delivery service, or store pickup (serviceId null) with its points. */
export interface ShippingOption {
  serviceId: number | null;
  integratorId: number | null;
  description: string;
  /** Days until delivery (0: same day). */
  leadTimeDays: number;
  /** In minor units of the cart's currency; 0 is free. */
  amountMinor: number;
  currencyId: number;
  /** The signed quote checkout holds the order to (shipping-token.ts). */
  token: string;
  pickupPoints: PickupPoint[];
}

interface Deps {
  db: Db;
  rates: ExchangeRateService;
  /** keys['shipping-token']. */
  key: string;
  now?: () => Date;
}

const PICKUP_LABEL: Record<Lang, string> = { pt: 'Retirada na loja', es: 'Retiro en tienda' };

/**
 * Delivery options and pickup points for a cart (spec §3/§4/§7). Fees are kept in guaranis and converted to the
 * cart's currency; every option is signed so checkout can refuse a forged or stale price.
 */
export function shippingService({ db, rates, key, now = () => new Date() }: Deps) {
  /**
   * The cart the caller may see (anonymous, or the caller's own), with its units and whether the caller is a
   * foreign buyer (null without a customer), in one query. (Drizzle leaves columns unqualified inside a select's
   * sql``, so the correlated subqueries name their tables themselves.) Built once and run as a named prepared
   * statement, as are the destination's two reads: a quote then costs no SQL building and no planning.
   */
  const cartQuery = db
    .select({
      id: carts.id,
      currencyId: carts.currencyId,
      customerId: carts.customerId,
      orderedAt: carts.orderedAt,
      units: sql<number>`(select coalesce(sum(ci.quantity), 0)::int from cart_items ci where ci.cart_id = "carts"."id" and ci.active)`,
      // What the quote is bound to (shipping-token.ts cartContents, the same text checkout recomputes).
      contents: sql<string>`(select coalesce(string_agg(ci.product_id || ':' || ci.quantity, ',' order by ci.product_id), '') from cart_items ci where ci.cart_id = "carts"."id" and ci.active)`,
      foreign: sql<
        boolean | null
      >`(select c."foreign" from customers c where c.id = ${sql.placeholder('customerId')})`,
    })
    .from(carts)
    .where(eq(carts.externalId, sql.placeholder('externalId')))
    .prepare('shipping_cart');
  const addressQuery = db
    .select({ cityId: addresses.cityId, countryId: addresses.countryId })
    .from(addresses)
    .where(
      and(
        eq(addresses.id, sql.placeholder('addressId')),
        eq(addresses.customerId, sql.placeholder('customerId')),
        eq(addresses.active, true),
      ),
    )
    .prepare('shipping_address');
  const cityQuery = db
    .select({ cityId: cities.id, countryId: states.countryId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(cities.id, sql.placeholder('cityId')))
    .prepare('shipping_city');

  async function cartOf(externalId: string, customerId: number | null) {
    const [cart] = await cartQuery.execute({ externalId, customerId });
    if (!cart || cart.orderedAt || (cart.customerId !== null && cart.customerId !== customerId))
      throw new NotFoundError();
    // The asker, not the cart's owner, is who the quote is for: an anonymous cart quoted by a customer is theirs.
    return { ...cart, units: Number(cart.units), customerId };
  }

  /**
   * Delivery services and pickup points are reference data the seed writes: read once a minute, not per quote
   * (the same short TTL as exchange rates keeps several API processes consistent).
   */
  const services = memo(REFERENCE_TTL_MS, () =>
    db
      .select()
      .from(deliveryServices)
      .where(eq(deliveryServices.active, true))
      .orderBy(asc(deliveryServices.id)),
  );
  const allPoints = memo(REFERENCE_TTL_MS, () =>
    db
      .select({
        id: pickupPoints.id,
        name: pickupPoints.name,
        address: pickupPoints.address,
        hoursEs: pickupPoints.openingHours,
        hoursPt: pickupPoints.openingHoursPt,
        cityId: pickupPoints.cityId,
        city: cities.name,
        stateId: states.id,
        state: states.name,
      })
      .from(pickupPoints)
      .innerJoin(cities, eq(cities.id, pickupPoints.cityId))
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(eq(pickupPoints.active, true))
      .orderBy(asc(pickupPoints.id)),
  );

  /** Signed for this cart as it is now and for whoever asked. */
  function sign(
    cart: Cart,
    q: Omit<ShippingQuote, 'expiresAt' | 'cartId' | 'customerId' | 'currencyId'>,
  ): string {
    const expiresAt = Math.floor(now().getTime() / 1000) + SHIPPING_QUOTE_TTL_SECONDS;
    return signShippingQuote(
      key,
      { ...q, cartId: cart.id, customerId: cart.customerId, currencyId: cart.currencyId, expiresAt },
      cart.contents,
    );
  }

  async function points(
    cart: Cart,
    lang: Lang,
    filter: { stateId?: number; cityId?: number; pointId?: number | null },
  ): Promise<PickupPoint[]> {
    const rows = (await allPoints.get()).filter(
      (r) =>
        (!filter.stateId || r.stateId === filter.stateId) &&
        (!filter.cityId || r.cityId === filter.cityId) &&
        (!filter.pointId || r.id === filter.pointId),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      // A point staff have not translated yet shows its Spanish hours rather than none.
      hours: lang === 'pt' ? (r.hoursPt ?? r.hoursEs) : r.hoursEs,
      state: r.state,
      stateId: r.stateId,
      city: r.city,
      cityId: r.cityId,
      token: sign(cart, {
        serviceId: null,
        pickupPointId: r.id,
        cityId: r.cityId,
        addressId: null,
        amountMinor: 0,
      }),
    }));
  }

  /** The city to deliver to: the customer's own address, else the alternative city, else the given city. */
  async function destination(
    req: ShippingRequest,
    customerId: number,
  ): Promise<{ cityId: number; countryId: number } | null> {
    if (req.addressId) {
      const [a] = await addressQuery.execute({ addressId: req.addressId, customerId });
      if (!a) throw new NotFoundError();
      if (!req.alternativeCityId) return a;
    }
    const cityId = req.alternativeCityId ?? req.cityId;
    if (!cityId) return null;
    const [c] = await cityQuery.execute({ cityId });
    return c ?? null;
  }

  return {
    async options(req: ShippingRequest, actor: ShippingActor): Promise<ShippingOption[]> {
      const cart = await cartOf(req.externalId, actor.customerId);
      const dest = await destination(req, actor.customerId);
      // Spec §1: foreign (Brazilian) buyers pick up in store; no delivery to Brazil.
      if (cart.foreign === null) throw new NotFoundError();
      const who = { foreign: cart.foreign };
      if (!dest || cart.units <= 0)
        throw new ValidationError({ cityId: ['shippingNeedsCityAndItems'] }, 'shippingNeedsCityAndItems');
      const currency = currencyById(cart.currencyId);
      const book = (await rates.get()).rates;

      const options: ShippingOption[] = [];
      if (!who.foreign && dest.countryId === PARAGUAY && req.pickupPointId == null) {
        const reachable = (await services.get())
          .filter((s) => !s.cityIds || s.cityIds.includes(dest.cityId))
          .filter((s) => !req.serviceId || s.id === req.serviceId)
          .map((s) => ({
            s,
            minor: convertMinor(
              s.baseFeePyg + s.perItemFeePyg * Math.max(0, cart.units - 1),
              PYG,
              currency.id,
              book,
            ),
          }))
          .sort((a, b) => a.minor - b.minor || a.s.leadTimeDays - b.s.leadTimeDays);
        for (const { s, minor } of reachable) {
          options.push({
            serviceId: s.id,
            integratorId: s.integratorId,
            description: s.name,
            leadTimeDays: s.leadTimeDays,
            amountMinor: minor,
            currencyId: currency.id,
            token: sign(cart, {
              serviceId: s.id,
              pickupPointId: null,
              cityId: dest.cityId,
              addressId: req.addressId ?? null,
              amountMinor: minor,
            }),
            pickupPoints: [],
          });
        }
      }
      if (!req.serviceId) {
        const list = await points(cart, actor.lang, { pointId: req.pickupPointId });
        if (req.pickupPointId && !list.length) throw new NotFoundError();
        const only = list.length === 1 ? list[0].id : null;
        options.push({
          serviceId: null,
          integratorId: null,
          description: PICKUP_LABEL[actor.lang],
          leadTimeDays: 0,
          amountMinor: 0,
          currencyId: currency.id,
          token: sign(cart, {
            serviceId: null,
            pickupPointId: only,
            cityId: null,
            addressId: null,
            amountMinor: 0,
          }),
          pickupPoints: list,
        });
      }
      return options;
    },

    /** Pickup points with the spec's fields, filtered by state and city (spec §4: filters auto-select single values). */
    async pickupPoints(
      externalId: string,
      customerId: number | null,
      filter: { stateId?: number; cityId?: number },
      lang: Lang = 'es',
    ): Promise<PickupPoint[]> {
      const cart = await cartOf(externalId, customerId);
      return points(cart, lang, filter);
    },

    /** After staff change a delivery service or a pickup point (this replica; others through the change channel). */
    invalidate() {
      services.clear();
      allPoints.clear();
    },
  };
}
