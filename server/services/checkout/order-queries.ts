import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../lib/contract/common';
import type { Db } from '../../db/client';
import {
  addresses,
  cities,
  deliveryServices,
  orderItems,
  orders,
  payments,
  pickupPoints,
  productImages,
  products,
  states,
} from '../../db/schema';
import type { PaymentInstructions } from '../../adapters/payment-gateway/types';
import { NotFoundError } from '../errors';
import type { OrderView, PaymentInstructionsView, PaymentPoll } from './order-view';
import { shownPaymentStatus } from './order-status';

export type { OrderView, PaymentPoll } from './order-view';

type OrderRow = typeof orders.$inferSelect;

/**
 * Orders as the customer sees them (spec §3 Order). Every read is scoped to the customer: another customer's order
 * or payment is a 404, exactly like one that does not exist.
 */
export function orderQueries(db: Db) {
  /** `lang`: the asker's, for the pickup point's hours (Portuguese when staff wrote them, else the Spanish). */
  async function toViews(rows: OrderRow[], lang: Lang = 'es'): Promise<OrderView[]> {
    if (!rows.length) return [];
    const ids = rows.map((o) => o.id);
    const [items, pays, points, services, places] = await Promise.all([
      db
        .select({ item: orderItems, slug: products.slug, active: products.active })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, ids))
        .orderBy(asc(orderItems.id)),
      db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
      db
        .select({
          id: pickupPoints.id,
          name: pickupPoints.name,
          address: pickupPoints.address,
          hours: pickupPoints.openingHours,
          hoursPt: pickupPoints.openingHoursPt,
          city: cities.name,
          state: states.name,
        })
        .from(pickupPoints)
        .innerJoin(cities, eq(cities.id, pickupPoints.cityId))
        .innerJoin(states, eq(states.id, cities.stateId)),
      db.select({ id: deliveryServices.id, name: deliveryServices.name }).from(deliveryServices),
      db
        .select({
          id: addresses.id,
          street: addresses.street,
          number: addresses.number,
          district: addresses.district,
          city: cities.name,
        })
        .from(addresses)
        .innerJoin(cities, eq(cities.id, addresses.cityId))
        .where(
          inArray(
            addresses.id,
            rows.map((o) => o.addressId ?? 0),
          ),
        ),
    ]);
    const productIds = [...new Set(items.map((i) => i.item.productId))];
    const images = productIds.length
      ? await db
          .select({ productId: productImages.productId, url: productImages.url })
          .from(productImages)
          .where(inArray(productImages.productId, productIds))
          .orderBy(asc(productImages.position))
      : [];
    const firstImage = new Map<number, string>();
    for (const i of images) if (!firstImage.has(i.productId)) firstImage.set(i.productId, i.url);

    return rows.map((o): OrderView => {
      const own = pays.filter((p) => p.orderId === o.id);
      const pending = [...own].reverse().find((p) => p.status === 'AGUARDANDO' && p.paymentLink);
      const point = points.find((p) => p.id === o.pickupPointId);
      const place = places.find((a) => a.id === o.addressId);
      const service = services.find((s) => s.id === o.deliveryServiceId);
      return {
        id: o.id,
        externalId: o.externalId,
        number: o.number,
        createdAt: o.createdAt,
        totalMinor: o.totalMinor,
        shippingMinor: o.shippingMinor,
        currencyId: o.currencyId,
        status: o.status,
        pickupCode: o.pickupCode,
        paymentLink: o.status === 'PAGAMENTO' ? (pending?.paymentLink ?? null) : null,
        handover: o.deliveryServiceId
          ? {
              kind: 'delivery',
              serviceName: service?.name ?? '',
              address: place ? `${place.street}, ${place.number} — ${place.district}, ${place.city}` : null,
            }
          : {
              kind: 'pickup',
              pointName: point?.name ?? null,
              address: point?.address ?? null,
              city: point?.city ?? null,
              state: point?.state ?? null,
              hours: (lang === 'pt' ? (point?.hoursPt ?? point?.hours) : point?.hours) ?? null,
            },
        handedOverAt: o.handedOverAt,
        readyAt: o.readyAt,
        shippedAt: o.shippedAt,
        trackingNote: o.trackingNote,
        payments: own.map((p) => ({
          externalId: p.externalId,
          status: shownPaymentStatus(p.status),
          method: p.method === 'A_DEFINIR' ? null : p.method,
          instalments: p.instalments,
          amountMinor: p.amountMinor,
          paymentLink: p.status === 'AGUARDANDO' ? p.paymentLink : null,
          createdAt: p.createdAt,
          instructions: p.status === 'AGUARDANDO' ? paymentInstructions(p.instructions) : null,
        })),
        lines: items
          .filter((i) => i.item.orderId === o.id)
          .map(({ item, slug, active }) => ({
            id: item.id,
            quantity: item.quantity,
            unitPriceMinor: item.unitPriceMinor,
            subtotalMinor: item.subtotalMinor,
            product: {
              id: item.productId,
              name: item.productName,
              code: item.productCode,
              slug,
              active,
              imageUrl: firstImage.get(item.productId) ?? null,
            },
          })),
      };
    });
  }

  return {
    /** Newest first (spec §7: data.data). */
    async list(customerId: number, lang?: Lang): Promise<OrderView[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(200);
      return toViews(rows, lang);
    },
    async detail(customerId: number, externalId: string, lang?: Lang): Promise<OrderView> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.externalId, externalId), eq(orders.customerId, customerId)));
      if (!rows.length) throw new NotFoundError('orderNotFound');
      return (await toViews(rows, lang))[0];
    },
    /** Spec §4 payment polling: the payment's order with all its payments, the polled one first. */
    async byPayment(customerId: number, paymentExternalId: string): Promise<PaymentPoll> {
      const [row] = await db
        .select({ order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.externalId, paymentExternalId), eq(orders.customerId, customerId)));
      if (!row) throw new NotFoundError('paymentNotFound');
      const [order] = await toViews([row.order]);
      const polled = order.payments.find((p) => p.externalId === paymentExternalId)!;
      return { order, payments: [polled, ...order.payments.filter((p) => p !== polled)] };
    },
  };
}

/** What the provider returned for the shopper to pay with (PIX code, boleto), kept as the provider's JSON. */
function paymentInstructions(raw: unknown): PaymentInstructionsView | null {
  if (!raw || typeof raw !== 'object') return null;
  const i = raw as PaymentInstructions;
  return {
    pixCode: i.pixCode ?? null,
    boletoLine: i.boletoLine ?? null,
    boletoUrl: i.boletoUrl ?? null,
    localAmount:
      i.localAmountMinor !== undefined && i.localCurrency
        ? { minor: i.localAmountMinor, currency: i.localCurrency }
        : null,
    expiresAt: i.expiresAt ?? null,
  };
}
