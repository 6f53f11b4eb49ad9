import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { invoiceHooks, type InvoiceHooks } from './invoice-hooks';
import { invoiceSender } from './invoice-sender';
import type { SifenPort } from './sifen-port';

export type { InvoiceHooks } from './invoice-hooks';
export type { SifenPort, SifenVerdict } from './sifen-port';

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
}

const summary = (r: typeof invoices.$inferSelect): InvoiceSummary => ({
  id: r.id,
  kind: r.kind as InvoiceSummary['kind'],
  number: `${r.establishment}-${r.point}-${String(r.number).padStart(7, '0')}`,
  cdc: r.cdc,
  status: r.status as InvoiceState,
  setCode: r.setCode,
  setMessage: r.setMessage,
  attempts: r.attempts,
  issuedAt: r.issuedAt,
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
  return {
    enabled: sifen !== null,
    hooks,
    sendDue: (limit?: number) => sender?.sendDue(limit) ?? Promise.resolve(0),
    async forOrder(orderId: number): Promise<InvoiceSummary[]> {
      return (
        await db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id))
      ).map(summary);
    },
    /** The signed XML and the QR of one of the order's documents, or null. */
    async document(orderId: number, invoiceId: number) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId)));
      return row?.xml ? { summary: summary(row), xml: row.xml, qr: row.qr ?? '' } : null;
    },
    /**
     * A manager's resend of a rejected document after the data was fixed: SIFEN registered nothing for it, so the
     * same number is made again (new XML, new CDC) and queued.
     */
    async resend(orderId: number, invoiceId: number): Promise<InvoiceSummary | null> {
      const at = now();
      const [row] = await db
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
        .where(
          and(eq(invoices.id, invoiceId), eq(invoices.orderId, orderId), eq(invoices.status, 'rejected')),
        )
        .returning();
      return row ? summary(row) : null;
    },
  };
}
export type InvoiceServices = ReturnType<typeof invoiceServices>;
