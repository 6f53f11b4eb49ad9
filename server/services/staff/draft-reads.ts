import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DraftLinkAnswer } from '../../../lib/contract/admin-drafts';
import type { PickupPoint, ShippingOption } from '../shipping/shipping-service';
import type { Db } from '../../db/client';
import { addresses, cities, orders, pickupPoints, products } from '../../db/schema';
import { sellable } from '../cart/cart-products';
import { loadCartProducts } from '../cart/cart-statements';
import { normalizeSearch, searchCondition, searchTerms } from '../catalog/product-search';
import type { ExchangeRateService } from '../rates/exchange-rates';

/** E-mails compare trimmed and lower-cased, as the account service stores and finds them. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const addressLabel = (a: { name: string; street: string; number: string; district: string; city: string }) =>
  `${a.name}: ${a.street} ${a.number}, ${a.district}, ${a.city}`;

/** What addressLabel() reads of an address (joined to its city). */
const LABEL_COLUMNS = {
  name: addresses.name,
  street: addresses.street,
  number: addresses.number,
  district: addresses.district,
  city: cities.name,
};

/** A customer's saved (active) addresses with a label a seller can read aloud to the customer. */
export async function addressLabels(db: Db, customerId: number | null) {
  if (customerId === null) return [];
  const rows = await db
    .select({ id: addresses.id, ...LABEL_COLUMNS })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(and(eq(addresses.customerId, customerId), eq(addresses.active, true)))
    .orderBy(asc(addresses.id));
  return rows.map((a) => ({ id: a.id, label: addressLabel(a) }));
}

/** What the customer is about to pay, read from the order itself (not the draft): items, discount, where. */
export async function linkSummary(db: Db, orderId: number): Promise<DraftLinkAnswer['resumo']> {
  const [o] = await db
    .select({
      currencyId: orders.currencyId,
      totalMinor: orders.totalMinor,
      shippingMinor: orders.shippingMinor,
      discountMinor: orders.discountMinor,
      addressId: orders.addressId,
      pointName: pickupPoints.name,
      pointAddress: pickupPoints.address,
    })
    .from(orders)
    .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
    .where(eq(orders.id, orderId));
  let address: string | null = null;
  if (o.addressId) {
    const [a] = await db
      .select(LABEL_COLUMNS)
      .from(addresses)
      .innerJoin(cities, eq(cities.id, addresses.cityId))
      .where(eq(addresses.id, o.addressId));
    address = a ? addressLabel(a) : null;
  }
  return {
    currency_id: o.currencyId,
    items_minor: o.totalMinor - o.shippingMinor + o.discountMinor,
    discount_minor: o.discountMinor,
    shipping_minor: o.shippingMinor,
    total_minor: o.totalMinor,
    address,
    pickup_point: o.pointName ? `${o.pointName} — ${o.pointAddress}` : null,
  };
}

/**
 * Store pickup as one option listing the points (an invitation's quote: there is no customer to sign it for yet,
 * so its token is never used; the points are signed again for the account that claims the link).
 */
export function pickupOnly(points: PickupPoint[], currencyId: number, lang: 'pt' | 'es'): ShippingOption {
  return {
    serviceId: null,
    integratorId: null,
    description: lang === 'pt' ? 'Retirada na loja' : 'Retiro en tienda',
    leadTimeDays: 0,
    amountMinor: 0,
    currencyId,
    token: points[0]?.token ?? '',
    pickupPoints: points,
  };
}

/** Products by the storefront's search words or exact code, with stock and price now in the draft's currency. */
export async function findProducts(
  db: Db,
  rates: ExchangeRateService,
  q: string,
  lang: 'pt' | 'es',
  currencyId: number,
) {
  const terms = searchTerms(normalizeSearch(q));
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        or(searchCondition(terms, 'prefix'), eq(sql`lower(${products.code})`, q.toLowerCase())),
      ),
    )
    .orderBy(asc(products.namePt))
    .limit(10);
  const book = (await rates.get()).rates;
  const map = await loadCartProducts(
    db,
    found.map((f) => f.id),
    lang,
    currencyId,
    book,
  );
  return {
    data: [...map.values()].map((p) => ({
      id: p.id,
      name: p.name,
      code: p.code,
      available: p.available,
      unit_price_minor: p.showsPrice ? p.priceMinor : 0,
      sellable: sellable(p),
    })),
  };
}
