import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema';
import { NotFoundError, UnavailableError } from '../errors';
import { documentInput } from './document-input';
import { cancellableNow, invoiceEvents } from './invoice-events';
import { invoiceHooks, type InvoiceHooks } from './invoice-hooks';
import { invoiceSender } from './invoice-sender';
import type { KudeFormat } from '../../adapters/sifen';
import type { SifenPort } from './sifen-port';
import { writeAudit, type Actor } from '../staff/audit';

export type { InvoiceHooks } from './invoice-hooks';
export type { SifenPort } from './sifen-port';

export type InvoiceState = 'pending' | 'approved' | 'approved_with_observations' | 'rejected' | 'cancelled';

export interface InvoiceSummary {
  id: number;
  kind: 'FE' | 'NCE';
  /** 001-001-0000042 */
  number: string;
  cdc: string | null;
  status: InvoiceState;
  setCode: string | null;
  setMessage: string | null;
  attempts: number;
  issuedAt: Date;
  /** A manager may cancel it now (invoice-events.ts `cancellableNow`). */
  cancellable: boolean;
}

const summary = (r: typeof invoices.$inferSelect, cancellable = false): InvoiceSummary => ({
  id: r.id,
  kind: r.kind as InvoiceSummary['kind'],
  number: `${r.establishment}-${r.point}-${String(r.number).padStart(7, '0')}`,
  cdc: r.cdc,
  status: r.status as InvoiceState,
  setCode: r.setCode,
  setMessage: r.setMessage,
  attempts: r.attempts,
  issuedAt: r.issuedAt,
  cancellable,
});

/** Electronic invoices (decision 0042); `hooks` is null and nothing is invoiced when SIFEN is not configured. */
export function invoiceServices({
  db,
  sifen,
  now = () => new Date(),
}: {
  db: Db;
  sifen: SifenPort | null;
  now?: () => Date;
}) {
  const hooks: InvoiceHooks | null = sifen
    ? invoiceHooks({ establishment: sifen.establishment, point: sifen.point })
    : null;
  const sender = sifen ? invoiceSender({ db, sifen, now }) : null;
  const events = sifen ? invoiceEvents({ db, sifen, now }) : null;
  const eventsOrOff = () => {
    if (!events) throw new UnavailableError();
    return events;
  };
  const forOrder = async (orderId: number): Promise<InvoiceSummary[]> => {
    const docs = await db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.id));
    const at = now();
    return docs.map((d) => summary(d, sifen !== null && cancellableNow(d, docs, at)));
  };
  return {
    enabled: sifen !== null,
    hooks,
    sendDue: (limit?: number) => sender?.sendDue(limit) ?? Promise.resolve(0),
    /** Cancellation event for an approved invoice within SET's window (invoice-events.ts). */
    cancel: (...a: Parameters<NonNullable<typeof events>['cancel']>) => eventsOrOff().cancel(...a),
    /** Inutilización of a range of never-issued numbers (invoice-events.ts). */
    inutilize: (...a: Parameters<NonNullable<typeof events>['inutilize']>) => eventsOrOff().inutilize(...a),
    /** The order's id from its number (the back office's reference), or a 404. */
    async orderIdByNumber(number: number): Promise<number> {
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
      if (!order) throw new NotFoundError();
      return order.id;
    },
    /** The shopper's view of their own order's documents (another customer's order: 404). */
    async forCustomerOrder(customerId: number, orderExternalId: string): Promise<InvoiceSummary[]> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.externalId, orderExternalId), eq(orders.customerId, customerId)));
      if (!order) throw new NotFoundError();
      return forOrder(order.id);
    },
    forOrder,
    /** The signed XML and the QR of one of the order's documents, or null. */
    async document(orderId: number, invoiceId: number) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId)));
      return row?.xml ? { summary: summary(row), xml: row.xml, qr: row.qr ?? '' } : null;
    },
    /**
     * The latest made document of an order (the invoice, or its credit note when `kind` says so) as a KuDE PDF or
     * its signed XML. `customerId` limits it to that customer's own orders: another customer's order is a 404.
     */
    async download(
      orderRef: { orderId: number } | { customerId: number; orderExternalId: string },
      format: KudeFormat | 'xml',
      kind: 'FE' | 'NCE' = 'FE',
    ) {
      const where =
        'orderId' in orderRef
          ? eq(orders.id, orderRef.orderId)
          : and(eq(orders.externalId, orderRef.orderExternalId), eq(orders.customerId, orderRef.customerId));
      const [order] = await db.select({ id: orders.id }).from(orders).where(where);
      if (!order) throw new NotFoundError();
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, kind), isNotNull(invoices.xml)))
        .orderBy(desc(invoices.id))
        .limit(1);
      if (!row?.xml || !row.cdc || !row.qr || !sifen) throw new NotFoundError();
      const name = `${kind === 'FE' ? 'factura' : 'nota-credito'}-${summary(row).number}`;
      if (format === 'xml')
        return { name: `${name}.xml`, type: 'application/xml; charset=utf-8', body: Buffer.from(row.xml) };
      const [credited] = row.creditsInvoiceId
        ? await db.select({ cdc: invoices.cdc }).from(invoices).where(eq(invoices.id, row.creditsInvoiceId))
        : [];
      const doc = await documentInput(db, row, credited?.cdc ?? undefined);
      const i = sifen.issuer;
      const body = await sifen.kude(
        { issuer: { ...i, city: i.city.name }, doc, number: summary(row).number, cdc: row.cdc, qr: row.qr },
        format,
      );
      return { name: `${name}${format === 'ticket' ? '-ticket' : ''}.pdf`, type: 'application/pdf', body };
    },
    /**
     * A manager's resend of a rejected document after the data was fixed: SIFEN registered nothing for it, so the
     * same number is made again (new XML, new CDC) and queued.
     */
    async resend(orderId: number, invoiceId: number, actor: Actor): Promise<InvoiceSummary | null> {
      const at = now();
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(invoices)
          .where(
            and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId), eq(invoices.status, 'rejected')),
          )
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(invoices)
          .set({
            status: 'pending',
            cdc: null,
            xml: null,
            qr: null,
            setCode: null,
            setMessage: null,
            nextAttemptAt: at,
            issuedAt: at,
            decidedAt: null,
            updatedAt: at,
          })
          .where(eq(invoices.id, before.id))
          .returning();
        // Who resent what SET had refused, and why it was refused: the entry commits with the resend.
        await writeAudit(
          tx,
          actor,
          {
            action: 'invoice.resend',
            entity: 'invoice',
            entityId: summary(row).number,
            before: {
              status: before.status,
              cdc: before.cdc,
              set_code: before.setCode,
              set_message: before.setMessage,
            },
            after: { status: 'pending' },
          },
          at,
        );
        return summary(row);
      });
    },
  };
}
