import { and, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceCounters, invoices } from '../../db/schema';
import { ConflictError, NotFoundError, UnavailableError } from '../errors';
import { writeAudit, type Actor } from '../staff/audit';
import type { SifenPort } from './sifen-port';

/** MT v150 section 11: an approved FE may be cancelled within 48 hours of SET's approval; later, a credit note. */
export const CANCEL_WINDOW_MS = 48 * 60 * 60 * 1000;

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Whether a manager may still cancel `row` at `at`: an approved FE, within SET's 48 hours, that no live credit note
 * (pending or approved) credits. SET refuses to cancel a document another one references, and cancelling it would
 * leave the refund's credit note pointing at nothing; a refunded order is corrected by its credit note alone.
 */
export function cancellableNow(row: InvoiceRow, orderDocs: readonly InvoiceRow[], at: Date): boolean {
  const approved = row.status === 'approved' || row.status === 'approved_with_observations';
  if (row.kind !== 'FE' || !approved || !row.cdc || !row.decidedAt) return false;
  if (at.getTime() - row.decidedAt.getTime() > CANCEL_WINDOW_MS) return false;
  return !orderDocs.some(
    (d) =>
      d.kind === 'NCE' &&
      d.creditsInvoiceId === row.id &&
      d.status !== 'rejected' &&
      d.status !== 'cancelled',
  );
}

const numberText = (r: { establishment: string; point: string; number: number }) =>
  `${r.establishment}-${r.point}-${String(r.number).padStart(7, '0')}`;

/**
 * The issuer's events through siRecepEvento (decision 0049): a manager's cancellation of an approved invoice and the
 * inutilización of numbers that will never be issued. SET answers at once, so they are sent while the manager waits
 * (never inside a database transaction); each outcome, SET's refusal included, is audited.
 */
export function invoiceEvents({ db, sifen, now }: { db: Db; sifen: SifenPort; now: () => Date }) {
  return {
    async cancel(orderId: number, invoiceId: number, reason: string, actor: Actor) {
      const at = now();
      const docs = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
      const row = docs.find((d) => d.id === invoiceId);
      if (!row) throw new NotFoundError();
      if (!row.cdc || !cancellableNow(row, docs, at)) throw new ConflictError('invoiceNotCancellable');
      const verdict = await sifen.sendEvent({ kind: 'cancellation', cdc: row.cdc, reason }, row.id, at);
      if (verdict.outcome === 'unreachable') throw new UnavailableError();
      const accepted = verdict.outcome !== 'rejected';
      await db.transaction(async (tx) => {
        if (accepted)
          await tx
            .update(invoices)
            .set({ status: 'cancelled', setCode: verdict.code, setMessage: verdict.message, updatedAt: at })
            .where(eq(invoices.id, row.id));
        await writeAudit(
          tx,
          actor,
          {
            action: accepted ? 'invoice.cancel' : 'invoice.cancel_refused',
            entity: 'invoice',
            entityId: numberText(row),
            before: { status: row.status, cdc: row.cdc },
            after: {
              status: accepted ? 'cancelled' : row.status,
              reason,
              set_code: verdict.code,
              set_message: verdict.message,
            },
          },
          at,
        );
      });
      if (!accepted)
        throw new ConflictError('invoiceEventRejected', {
          set_code: verdict.code,
          set_message: verdict.message,
        });
      return { status: 'cancelled' as const, setCode: verdict.code, setMessage: verdict.message };
    },

    /**
     * Declares numbers `from`..`to` of a series unused. Refused when any of them was issued; afterwards the series'
     * counter is past `to`, so they are never issued either.
     */
    async inutilize(range: { kind: 'FE' | 'NCE'; from: number; to: number; reason: string }, actor: Actor) {
      const at = now();
      const series = { establishment: sifen.establishment, point: sifen.point };
      const [used] = await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(
          and(
            eq(invoices.kind, range.kind),
            eq(invoices.establishment, series.establishment),
            eq(invoices.point, series.point),
            between(invoices.number, range.from, range.to),
          ),
        )
        .limit(1);
      if (used) throw new ConflictError('invoiceNotCancellable', { used: used.number });
      const verdict = await sifen.sendEvent(
        {
          kind: 'inutilization',
          timbrado: sifen.issuer.timbrado,
          ...series,
          from: range.from,
          to: range.to,
          documentType: range.kind === 'FE' ? 1 : 5,
          reason: range.reason,
        },
        range.from,
        at,
      );
      if (verdict.outcome === 'unreachable') throw new UnavailableError();
      const accepted = verdict.outcome !== 'rejected';
      await db.transaction(async (tx) => {
        if (accepted)
          await tx
            .insert(invoiceCounters)
            .values({ kind: range.kind, ...series, next: range.to + 1 })
            .onConflictDoUpdate({
              target: [invoiceCounters.kind, invoiceCounters.establishment, invoiceCounters.point],
              set: { next: sql`greatest(${invoiceCounters.next}, ${range.to + 1})` },
            });
        await writeAudit(
          tx,
          actor,
          {
            action: accepted ? 'invoice.inutilize' : 'invoice.inutilize_refused',
            entity: 'invoice_series',
            entityId: `${range.kind} ${numberText({ ...series, number: range.from })}..${range.to}`,
            after: { ...range, set_code: verdict.code, set_message: verdict.message },
          },
          at,
        );
      });
      if (!accepted)
        throw new ConflictError('invoiceEventRejected', {
          set_code: verdict.code,
          set_message: verdict.message,
        });
      return { setCode: verdict.code, setMessage: verdict.message };
    },
  };
}
