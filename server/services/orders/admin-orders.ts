import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderRow, AdminOrdersQuery } from '../../../lib/contract/admin-orders';
import { DIRECT_SOURCE } from '../../../lib/contract/admin-reports';
import { currencyById, minorToMajor, toMoeda } from '../../../lib/money';
import type { Db } from '../../db/client';
import {
  addresses,
  cities,
  customerSearchText,
  customers,
  deliveryServices,
  orderItems,
  orders,
  paymentEvents,
  payments,
  pickupPoints,
  sellers,
  staff,
} from '../../db/schema';
import { staffCustomerView } from '../accounts/staff-customer-view';
import { NotFoundError } from '../errors';
import { shownPaymentStatus } from '../checkout/order-status';
import { allowedActions } from './order-actions';
import { invoiceRejected, refundPending } from './order-flags';

type OrderRow = typeof orders.$inferSelect;
type CustomerRow = Pick<
  typeof customers.$inferSelect,
  'firstName' | 'lastName' | 'email' | 'document' | 'foreign'
>;

/** Customers a text filter resolves to ids before the orders query (more: a subquery). */
const CUSTOMER_IDS = 500;
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Who sold each order (issue 28): the staff member who sent it as a draft order (decision 0047), else the team seller
 * whose WhatsApp link brought the shopper. Read only for the orders that have one (none: no statement).
 */
async function sellerNames(db: Db, rows: readonly OrderRow[]): Promise<(o: OrderRow) => string | null> {
  const staffIds = [...new Set(rows.map((o) => o.sellerStaffId).filter((v): v is number => v !== null))];
  const sellerIds = [...new Set(rows.map((o) => o.sellerId).filter((v): v is number => v !== null))];
  const [people, team] = await Promise.all([
    staffIds.length
      ? db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, staffIds))
      : Promise.resolve([]),
    sellerIds.length
      ? db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(inArray(sellers.id, sellerIds))
      : Promise.resolve([]),
  ]);
  return (o) =>
    people.find((p) => p.id === o.sellerStaffId)?.name ?? team.find((t) => t.id === o.sellerId)?.name ?? null;
}

function toRow(o: OrderRow, c: CustomerRow, seller: string | null): AdminOrderRow {
  const currency = currencyById(o.currencyId);
  return {
    number: o.number,
    external_id: o.externalId,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    total: { value: minorToMajor(o.totalMinor, currency), moeda: toMoeda(currency) },
    buyer: { name: `${c.firstName} ${c.lastName}`, email: c.email, document: c.document, foreign: c.foreign },
    delivery: o.deliveryServiceId ? 'entrega' : 'retirada',
    payment_method: o.paymentMethod,
    pickup_point_id: o.pickupPointId,
    handed_over_at: o.handedOverAt?.toISOString() ?? null,
    shipped_at: o.shippedAt?.toISOString() ?? null,
    seller,
  };
}

/**
 * The back office's order reads. Pages are keyset on id (newest first) so page 500 costs what page 1 costs; every
 * filter has an index that starts with it and ends with id (migration 0014), and a date range becomes an id range.
 */
export function adminOrderQueries(db: Db) {
  /** First id created at/after `from` and last created at/before `to`, through orders_created_idx. */
  async function idRange(from?: string, to?: string): Promise<SQL[]> {
    const where: SQL[] = [];
    if (from) {
      const [r] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(gte(orders.createdAt, new Date(from)))
        .orderBy(asc(orders.createdAt))
        .limit(1);
      where.push(r ? gte(orders.id, r.id) : sql`false`);
    }
    if (to) {
      const [r] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(lte(orders.createdAt, new Date(to)))
        .orderBy(desc(orders.createdAt))
        .limit(1);
      where.push(r ? lte(orders.id, r.id) : sql`false`);
    }
    // Ids and creation times grow together; the exact bounds still hold row by row.
    if (from) where.push(gte(orders.createdAt, new Date(from)));
    if (to) where.push(lte(orders.createdAt, new Date(to)));
    return where;
  }

  /**
   * Text: the order number, or customers whose name, e-mail or document contain it (trigram index). The customers
   * are found first: a few hundred ids make an index lookup on orders(customer_id); a fragment that matches more
   * stays a subquery, which the newest-first scan meets early anyway.
   */
  async function textFilter(text: string): Promise<SQL> {
    const matches = sql`${customerSearchText(customers)} LIKE ${`%${escapeLike(text)}%`}`;
    const found = await db
      .select({ id: customers.id })
      .from(customers)
      .where(matches)
      .limit(CUSTOMER_IDS + 1);
    const byCustomer =
      found.length > CUSTOMER_IDS
        ? sql`${orders.customerId} IN (SELECT ${customers.id} FROM ${customers} WHERE ${matches})`
        : found.length
          ? inArray(
              orders.customerId,
              found.map((c) => c.id),
            )
          : undefined;
    const byNumber = /^\d{1,9}$/.test(text) ? eq(orders.number, Number(text)) : undefined;
    return or(byNumber, byCustomer) ?? sql`false`;
  }

  async function list(q: AdminOrdersQuery): Promise<{ data: AdminOrderRow[]; next_cursor: string | null }> {
    const where: SQL[] = await idRange(q.from, q.to);
    if (q.status) where.push(eq(orders.status, q.status));
    if (q.payment_method) where.push(eq(orders.paymentMethod, q.payment_method));
    if (q.pickup_point_id) where.push(eq(orders.pickupPointId, q.pickup_point_id));
    if (q.source)
      where.push(
        q.source === DIRECT_SOURCE
          ? isNull(orders.sourceLast)
          : eq(orders.sourceLast, q.source.toLowerCase()),
      );
    if (q.seller_id) where.push(eq(orders.sellerId, q.seller_id));
    if (q.buyer) where.push(eq(customers.foreign, q.buyer === 'foreign'));
    if (q.delivery)
      where.push(
        q.delivery === 'entrega' ? isNotNull(orders.deliveryServiceId) : isNull(orders.deliveryServiceId),
      );
    if (q.handed_over)
      where.push(q.handed_over === 'yes' ? isNotNull(orders.handedOverAt) : isNull(orders.handedOverAt));
    if (q.refund === 'pending') where.push(refundPending());
    if (q.invoice === 'rejected') where.push(invoiceRejected());
    if (q.cursor) {
      const after = /^\d{1,10}$/.test(q.cursor) ? Number(q.cursor) : 0;
      where.push(lt(orders.id, after));
    }
    if (q.q) where.push(await textFilter(q.q.toLowerCase()));
    const rows = await db
      .select({
        order: orders,
        customer: {
          firstName: customers.firstName,
          lastName: customers.lastName,
          email: customers.email,
          document: customers.document,
          foreign: customers.foreign,
        },
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(and(...where))
      .orderBy(desc(orders.id))
      .limit(q.limit + 1);
    const page = rows.slice(0, q.limit);
    const seller = await sellerNames(
      db,
      page.map((r) => r.order),
    );
    return {
      data: page.map((r) => toRow(r.order, r.customer, seller(r.order))),
      next_cursor: rows.length > q.limit ? String(page[page.length - 1].order.id) : null,
    };
  }

  async function detail(number: number): Promise<AdminOrderDetail> {
    const [row] = await db
      .select({ order: orders, customer: customers })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.number, number));
    if (!row) throw new NotFoundError('orderNotFound');
    const { order: o, customer: c } = row;
    const seller = (await sellerNames(db, [o]))(o);
    const currency = currencyById(o.currencyId);
    const major = (m: number) => minorToMajor(m, currency);
    const staffIds = [o.shippedBy, o.handedOverBy, o.readyBy, o.sellerStaffId].filter(
      (v): v is number => v !== null,
    );
    const [items, pays, point, service, place, people] = await Promise.all([
      db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
      db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)),
      o.pickupPointId
        ? db.select().from(pickupPoints).where(eq(pickupPoints.id, o.pickupPointId))
        : Promise.resolve([]),
      o.deliveryServiceId
        ? db.select().from(deliveryServices).where(eq(deliveryServices.id, o.deliveryServiceId))
        : Promise.resolve([]),
      o.addressId
        ? db
            .select({ a: addresses, city: cities.name })
            .from(addresses)
            .innerJoin(cities, eq(cities.id, addresses.cityId))
            .where(eq(addresses.id, o.addressId))
        : Promise.resolve([]),
      staffIds.length
        ? db
            .select({ id: staff.id, name: staff.name, email: staff.email })
            .from(staff)
            .where(inArray(staff.id, staffIds))
        : Promise.resolve([]),
    ]);
    const events = pays.length
      ? await db
          .select()
          .from(paymentEvents)
          .where(
            inArray(
              paymentEvents.paymentId,
              pays.map((p) => p.id),
            ),
          )
          .orderBy(asc(paymentEvents.receivedAt))
      : [];
    const person = (id: number | null) => people.find((p) => p.id === id) ?? null;
    const refundPending = pays.some((p) => p.status === 'ESTORNANDO');
    const a = place[0];
    return {
      ...toRow(o, c, seller),
      seller_staff: person(o.sellerStaffId),
      discount: { value: major(o.discountMinor), moeda: toMoeda(currency) },
      shipping: { value: major(o.shippingMinor), moeda: toMoeda(currency) },
      customer: { ...staffCustomerView(c), lang: c.foreign ? 'pt' : 'es' },
      address: a
        ? `${a.a.street}, ${a.a.number} — ${a.a.district}, ${a.city}${a.a.complement ? ` (${a.a.complement})` : ''}`
        : null,
      pickup_point: point[0] ? { id: point[0].id, name: point[0].name, address: point[0].address } : null,
      delivery_service: service[0]?.name ?? null,
      tracking_note: o.trackingNote,
      shipped_by: person(o.shippedBy),
      handed_over_by: person(o.handedOverBy),
      ready_at: o.readyAt?.toISOString() ?? null,
      ready_by: person(o.readyBy),
      items: items.map((i) => ({
        product_id: i.productId,
        name: i.productName,
        code: i.productCode,
        quantity: i.quantity,
        unit_price: major(i.unitPriceMinor),
        subtotal: major(i.subtotalMinor),
      })),
      payments: pays.map((p) => ({
        external_id: p.externalId,
        method: p.method,
        // SOLICITANDO reads as AGUARDANDO ("aguardando pagamento"); the reference shows whether the provider answered.
        status: shownPaymentStatus(p.status),
        amount: major(p.amountMinor),
        installments: p.instalments,
        provider: p.provider,
        gateway_reference: p.gatewayReference,
        created_at: p.createdAt.toISOString(),
        decided_at: p.decidedAt?.toISOString() ?? null,
        events: events
          .filter((e) => e.paymentId === p.id)
          .map((e) => ({ event_id: e.eventId, type: e.type, received_at: e.receivedAt.toISOString() })),
      })),
      // While a refund waits at the provider (decision 0039) a second one would only get 409: no button, a note.
      actions: allowedActions(o).filter((a) => a !== 'refund' || !refundPending),
      refund_pending: refundPending,
    };
  }

  return { list, detail };
}
