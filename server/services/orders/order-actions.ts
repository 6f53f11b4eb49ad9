import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PickupLookup } from '../../../lib/contract/admin-orders';
import type { Db } from '../../db/client';
import { customers, orderItems, orders, payments, pickupPoints, staff } from '../../db/schema';
import { enqueueTemplate } from '../../mail/outbox';
import type { WhatsappOrderUpdates } from '../whatsapp/order-updates';
import { storefrontUrl } from '../checkout/checkout-service';
import { ConflictError, DomainError, NotFoundError, UnavailableError } from '../errors';
import { writeAudit, type Actor } from '../staff/audit';
import { OPEN_PAYMENT } from '../checkout/order-status';
import { returnOrderStock } from '../checkout/order-stock';

type OrderRow = typeof orders.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderAction = 'ship' | 'ready' | 'cancel' | 'refund' | 'hand_over';

const UNPAID = ['AGUARDANDO', 'PAGAMENTO', 'AUTORIZADO'];

/** The transitions staff may make from an order's state (spec §4 statuses; docs/decisions/0028). */
export function allowedActions(
  o: Pick<
    OrderRow,
    'status' | 'deliveryServiceId' | 'pickupPointId' | 'releasedAt' | 'handedOverAt' | 'paidAt' | 'readyAt'
  >,
): OrderAction[] {
  const actions: OrderAction[] = [];
  if (o.status === 'PAGO' && o.deliveryServiceId !== null) actions.push('ship');
  // A paid pickup order is prepared first (issue 28: "ready for pickup", once), then handed over at the counter.
  if (o.status === 'PAGO' && o.deliveryServiceId === null && o.handedOverAt === null && o.readyAt === null)
    actions.push('ready');
  if (o.status === 'PAGO' && o.deliveryServiceId === null && o.handedOverAt === null)
    actions.push('hand_over');
  if (UNPAID.includes(o.status) && o.releasedAt === null) actions.push('cancel');
  // A cancelled order paid anyway (an approval after the staff cancelled it, decision 0037): its money goes back.
  if (o.status === 'PAGO' || o.status === 'ENVIADO' || (o.status === 'CANCELADO' && o.paidAt !== null))
    actions.push('refund');
  return actions;
}

/**
 * The refund lives in the payments service (issue 22); the back office calls it through this port. The refund
 * runs its own transaction (provider call, ESTORNADO, stock back, the shopper's e-mail) and calls `audit(tx)`
 * inside it, so the audit entry commits with the refund. Throwing Error('not configured') means no provider can
 * refund yet: the API answers 503.
 */
export interface RefundRequest {
  orderId: number;
  orderNumber: number;
  reason: string | null;
  actor: Actor;
  audit: (tx: Tx, after: Record<string, unknown>) => Promise<void>;
}
export type RefundOrder = (request: RefundRequest) => Promise<void>;
export const refundNotConfigured: RefundOrder = async () => {
  throw new Error('not configured');
};

/** Staff transitions: each one locks the order, checks the move, writes, mails the shopper and audits, in one transaction. */
export function orderActionService({
  db,
  siteUrl,
  refundOrder,
  now,
  whatsappUpdates = null,
}: {
  db: Db;
  siteUrl: string;
  refundOrder: RefundOrder;
  now: () => Date;
  /** Order updates on WhatsApp for customers who asked (issue 28); null when WhatsApp is off. */
  whatsappUpdates?: WhatsappOrderUpdates | null;
}) {
  async function lockByNumber(tx: Tx, number: number) {
    const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for('update');
    if (!row) throw new NotFoundError('orderNotFound');
    const [buyer] = await tx
      .select({ email: customers.email, firstName: customers.firstName, foreign: customers.foreign })
      .from(customers)
      .where(eq(customers.id, row.customerId));
    return { order: row, buyer };
  }

  const mailParams = (o: OrderRow, buyer: { firstName: string; foreign: boolean }) => ({
    lang: buyer.foreign ? ('pt' as const) : ('es' as const),
    name: buyer.firstName,
    orderNumber: o.number,
    href: storefrontUrl(siteUrl, buyer.foreign, `/pedido/${o.externalId}`),
  });

  async function ship(number: number, trackingNote: string | null, actor: Actor) {
    const at = now();
    await db.transaction(async (tx) => {
      const { order, buyer } = await lockByNumber(tx, number);
      if (!allowedActions(order).includes('ship')) throw new ConflictError('orderNotShippable');
      const note = trackingNote?.trim() || null;
      await tx
        .update(orders)
        .set({
          status: 'ENVIADO',
          shippedAt: at,
          shippedBy: actor.staffId,
          trackingNote: note,
          updatedAt: at,
        })
        .where(eq(orders.id, order.id));
      await enqueueTemplate(
        tx,
        {
          to: buyer.email,
          template: 'order-shipped',
          params: { ...mailParams(order, buyer), trackingNote: note },
        },
        at,
      );
      await whatsappUpdates?.queue(tx, order.id, 'shipped', at, note);
      await writeAudit(
        tx,
        actor,
        {
          action: 'order.ship',
          entity: 'order',
          entityId: order.number,
          before: { status: order.status },
          after: { status: 'ENVIADO', tracking_note: note },
        },
        at,
      );
    });
  }

  /**
   * A paid pickup order prepared at its point (issue 28): recorded once with who and when, audited; the shopper sees
   * it on the order page and, when they asked for order updates on WhatsApp, gets the "ready for pickup" template.
   */
  async function ready(number: number, actor: Actor) {
    const at = now();
    await db.transaction(async (tx) => {
      const { order } = await lockByNumber(tx, number);
      if (!allowedActions(order).includes('ready')) throw new ConflictError('orderNotReadyable');
      await tx
        .update(orders)
        .set({ readyAt: at, readyBy: actor.staffId, updatedAt: at })
        .where(eq(orders.id, order.id));
      await whatsappUpdates?.queue(tx, order.id, 'ready', at);
      await writeAudit(
        tx,
        actor,
        {
          action: 'order.ready',
          entity: 'order',
          entityId: order.number,
          before: { status: order.status, ready_at: null },
          after: { status: order.status, ready_at: at.toISOString() },
        },
        at,
      );
    });
  }

  /** An unpaid order: its reserved stock comes back, its waiting payments are cancelled. */
  async function cancel(number: number, reason: string | null, actor: Actor) {
    const at = now();
    await db.transaction(async (tx) => {
      const { order, buyer } = await lockByNumber(tx, number);
      if (!allowedActions(order).includes('cancel')) throw new ConflictError('orderNotCancellable');
      const lines = await returnOrderStock(tx, order.id);
      await tx
        .update(orders)
        .set({
          status: 'CANCELADO',
          releasedAt: at,
          cancelledAt: at,
          cancelledBy: actor.staffId,
          updatedAt: at,
        })
        .where(eq(orders.id, order.id));
      await tx
        .update(payments)
        .set({ status: 'CANCELADO', updatedAt: at })
        .where(and(eq(payments.orderId, order.id), inArray(payments.status, OPEN_PAYMENT)));
      await enqueueTemplate(
        tx,
        { to: buyer.email, template: 'order-cancelled', params: mailParams(order, buyer) },
        at,
      );
      await writeAudit(
        tx,
        actor,
        {
          action: 'order.cancel',
          entity: 'order',
          entityId: order.number,
          before: { status: order.status },
          after: {
            status: 'CANCELADO',
            reason,
            stock_released: lines.map((l) => ({ product_id: l.productId, quantity: l.quantity })),
          },
        },
        at,
      );
    });
  }

  async function refund(number: number, reason: string | null, actor: Actor) {
    const [order] = await db.select().from(orders).where(eq(orders.number, number));
    if (!order) throw new NotFoundError('orderNotFound');
    if (!allowedActions(order).includes('refund')) throw new ConflictError('orderNotRefundable');
    try {
      await refundOrder({
        orderId: order.id,
        orderNumber: order.number,
        reason,
        actor,
        audit: (tx, after) =>
          writeAudit(
            tx,
            actor,
            {
              action: 'order.refund',
              entity: 'order',
              entityId: order.number,
              before: { status: order.status },
              after: { ...after, reason },
            },
            now(),
          ),
      });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if ((error as Error).message === 'not configured') throw new UnavailableError('refundUnavailable');
      throw error;
    }
  }

  async function lookup(code: string): Promise<PickupLookup> {
    const [row] = await db
      .select({ order: orders, customer: customers, point: pickupPoints.name, by: staff.name })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(pickupPoints, eq(pickupPoints.id, orders.pickupPointId))
      .leftJoin(staff, eq(staff.id, orders.handedOverBy))
      .where(eq(orders.pickupCode, code));
    if (!row) throw new NotFoundError('pickupCodeNotFound');
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.order.id))
      .orderBy(orderItems.id);
    return {
      number: row.order.number,
      status: row.order.status,
      customer: {
        name: `${row.customer.firstName} ${row.customer.lastName}`,
        document_type: row.customer.documentType,
        document: row.customer.document,
      },
      pickup_point: row.point,
      items: items.map((i) => ({ name: i.productName, code: i.productCode, quantity: i.quantity })),
      handed_over_at: row.order.handedOverAt?.toISOString() ?? null,
      handed_over_by: row.by,
      can_hand_over: allowedActions(row.order).includes('hand_over'),
    };
  }

  /**
   * The counter gives the goods out once: the guarded UPDATE (handed_over_at IS NULL) lets exactly one of two
   * racing clerks through; the other, and any later try, gets 409 with who collected it and when.
   */
  async function handOver(code: string, actor: Actor): Promise<PickupLookup> {
    const at = now();
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(orders)
        .set({ handedOverAt: at, handedOverBy: actor.staffId, updatedAt: at })
        .where(
          and(
            eq(orders.pickupCode, code),
            isNull(orders.handedOverAt),
            eq(orders.status, 'PAGO'),
            isNull(orders.deliveryServiceId),
          ),
        )
        .returning();
      if (!done) {
        const [row] = await tx
          .select({ order: orders, by: staff.name })
          .from(orders)
          .leftJoin(staff, eq(staff.id, orders.handedOverBy))
          .where(eq(orders.pickupCode, code));
        if (!row) throw new NotFoundError('pickupCodeNotFound');
        if (row.order.handedOverAt)
          throw new ConflictError('alreadyHandedOver', {
            handed_over_at: row.order.handedOverAt.toISOString(),
            handed_over_by: row.by ?? '',
          });
        throw new ConflictError('pickupNotReady');
      }
      const [buyer] = await tx
        .select({ email: customers.email, firstName: customers.firstName, foreign: customers.foreign })
        .from(customers)
        .where(eq(customers.id, done.customerId));
      await enqueueTemplate(
        tx,
        {
          to: buyer.email,
          template: 'order-collected',
          params: { ...mailParams(done, buyer), at: at.toISOString() },
        },
        at,
      );
      await writeAudit(
        tx,
        actor,
        {
          action: 'order.hand_over',
          entity: 'order',
          entityId: done.number,
          before: { handed_over_at: null },
          after: { handed_over_at: at.toISOString(), pickup_code: code },
        },
        at,
      );
    });
    return lookup(code);
  }

  return { ship, ready, cancel, refund, lookup, handOver };
}
