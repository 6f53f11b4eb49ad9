import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderBody } from '../../../lib/contract/checkout';
import type { Lang } from '../../../lib/contract/common';
import { currencyById, minorToMajor, toMoeda } from '../../../lib/money';
import type { Db } from '../../db/client';
import { addresses, cities, deliveryServices, orderItems, orders, payments, pickupPoints, productImages, products, states } from '../../db/schema';
import type { PaymentInstructions } from '../../adapters/payment-gateway/types';
import { NotFoundError } from '../errors';

type OrderRow = typeof orders.$inferSelect;

/**
 * Orders as the customer sees them (spec §3 Order). Every read is scoped to the customer: another customer's order
 * or payment is a 404, exactly like one that does not exist.
 */
export function orderQueries(db: Db) {
  /** `lang`: the asker's, for the pickup point's hours (Portuguese when staff wrote them, else the Spanish). */
  async function toBodies(rows: OrderRow[], lang: Lang = 'es'): Promise<OrderBody[]> {
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
        .select({ id: pickupPoints.id, name: pickupPoints.name, address: pickupPoints.address, hours: pickupPoints.openingHours, hoursPt: pickupPoints.openingHoursPt, city: cities.name, state: states.name })
        .from(pickupPoints)
        .innerJoin(cities, eq(cities.id, pickupPoints.cityId))
        .innerJoin(states, eq(states.id, cities.stateId)),
      db.select({ id: deliveryServices.id, name: deliveryServices.name }).from(deliveryServices),
      db
        .select({ id: addresses.id, street: addresses.street, number: addresses.number, district: addresses.district, city: cities.name })
        .from(addresses)
        .innerJoin(cities, eq(cities.id, addresses.cityId))
        .where(inArray(addresses.id, rows.map((o) => o.addressId ?? 0))),
    ]);
    const productIds = [...new Set(items.map((i) => i.item.productId))];
    const images = productIds.length
      ? await db.select({ productId: productImages.productId, url: productImages.url }).from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.position))
      : [];
    const firstImage = new Map<number, string>();
    for (const i of images) if (!firstImage.has(i.productId)) firstImage.set(i.productId, i.url);

    return rows.map((o) => {
      const currency = currencyById(o.currencyId);
      const major = (minor: number) => minorToMajor(minor, currency);
      const own = pays.filter((p) => p.orderId === o.id);
      const pending = [...own].reverse().find((p) => p.status === 'AGUARDANDO' && p.paymentLink);
      const point = points.find((p) => p.id === o.pickupPointId);
      const place = places.find((a) => a.id === o.addressId);
      const service = services.find((s) => s.id === o.deliveryServiceId);
      return {
        id: o.id,
        external_id: o.externalId,
        pedido: o.number,
        created_at: o.createdAt.toISOString(),
        valor_total: major(o.totalMinor),
        valor_produtos: major(o.totalMinor - o.shippingMinor),
        valor_frete: major(o.shippingMinor),
        moeda_id: currency.id,
        moeda: toMoeda(currency),
        status: o.status,
        codigo_retirada: o.pickupCode,
        link_pagamento: o.status === 'PAGAMENTO' ? (pending?.paymentLink ?? null) : null,
        entrega: o.deliveryServiceId
          ? {
              tipo: 'entrega' as const,
              descricao: service?.name ?? '',
              ponto_entrega: null,
              endereco: place ? `${place.street}, ${place.number} — ${place.district}, ${place.city}` : null,
              cidade: null,
              estado: null,
              horario_atendimento: null,
            }
          : {
              tipo: 'retirada' as const,
              descricao: point?.name ?? '',
              ponto_entrega: point?.name ?? null,
              endereco: point?.address ?? null,
              cidade: point?.city ?? null,
              estado: point?.state ?? null,
              horario_atendimento: (lang === 'pt' ? (point?.hoursPt ?? point?.hours) : point?.hours) ?? null,
            },
        retirado_em: o.handedOverAt?.toISOString() ?? null,
        enviado_em: o.shippedAt?.toISOString() ?? null,
        nota_rastreio: o.trackingNote,
        pagamentos: own.map((p) => ({
          external_id: p.externalId,
          status: p.status,
          metodo: p.method === 'A_DEFINIR' ? null : p.method,
          parcelas: p.installments,
          valor_total: major(p.amountMinor),
          link_pagamento: p.status === 'AGUARDANDO' ? p.paymentLink : null,
          created_at: p.createdAt.toISOString(),
          instrucoes: p.status === 'AGUARDANDO' ? paymentInstructions(p.instructions) : null,
        })),
        itens: items
          .filter((i) => i.item.orderId === o.id)
          .map(({ item, slug, active }) => ({
            id: item.id,
            qtde: item.quantity,
            valor_unitario: major(item.unitPriceMinor),
            valor_subtotal: major(item.subtotalMinor),
            produto: {
              id: item.productId,
              nome: item.productName,
              codigo: item.productCode,
              slug,
              ativo: active,
              imagens: firstImage.has(item.productId) ? [{ url: firstImage.get(item.productId)! }] : [],
            },
          })),
      };
    });
  }

  return {
    /** Newest first (spec §7: data.data). */
    async list(customerId: number, lang?: Lang): Promise<OrderBody[]> {
      const rows = await db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(200);
      return toBodies(rows, lang);
    },
    async detail(customerId: number, externalId: string, lang?: Lang): Promise<OrderBody> {
      const rows = await db.select().from(orders).where(and(eq(orders.externalId, externalId), eq(orders.customerId, customerId)));
      if (!rows.length) throw new NotFoundError('orderNotFound');
      return (await toBodies(rows, lang))[0];
    },
    /** Spec §4 payment polling: the payment's order with all its payments, the polled one first. */
    async byPayment(customerId: number, paymentExternalId: string) {
      const [row] = await db
        .select({ order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.externalId, paymentExternalId), eq(orders.customerId, customerId)));
      if (!row) throw new NotFoundError('paymentNotFound');
      const [body] = await toBodies([row.order]);
      const polled = body.pagamentos.find((p) => p.external_id === paymentExternalId)!;
      return {
        pagamentos: [polled, ...body.pagamentos.filter((p) => p !== polled)],
        pedido: { external_id: body.external_id, pedido: body.pedido, status: body.status, codigo_retirada: body.codigo_retirada, entrega: { tipo: body.entrega.tipo } },
      };
    },
  };
}

/** What the provider returned for the shopper to pay with (PIX code, boleto), as the payment page reads it. */
function paymentInstructions(raw: unknown) {
  if (!raw || typeof raw !== 'object') return null;
  const i = raw as PaymentInstructions;
  const local = i.localAmountMinor !== undefined && i.localCurrency ? i.localAmountMinor / 100 : null;
  return {
    pix_codigo: i.pixCode ?? null,
    boleto_linha: i.boletoLine ?? null,
    boleto_url: i.boletoUrl ?? null,
    valor_local: local,
    moeda_local: local === null ? null : (i.localCurrency ?? null),
    expira_em: i.expiresAt ?? null,
  };
}
