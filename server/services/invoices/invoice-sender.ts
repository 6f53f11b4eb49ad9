import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { documentInput } from './document-input';
import type { SifenPort } from './sifen-port';

/** How long a claimed invoice is left to its sender before another replica may take it. */
const LEASE_MS = 120_000;
/** After the n-th failed attempt to reach SIFEN: 30 s, 1 min, 2 min … capped at one hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

type Invoice = typeof invoices.$inferSelect;

/**
 * The background sender: claims due invoices (SKIP LOCKED, so each is sent by one replica), makes and signs the XML
 * the first time (kept: a resend sends the same CDC), sends it and records SIFEN's verdict. Checkout never waits
 * for it; an unreachable SIFEN only postpones the invoice (decision 0042).
 */
export function invoiceSender({
  db,
  sifen,
  now = () => new Date(),
}: {
  db: Db;
  sifen: SifenPort;
  now?: () => Date;
}) {
  async function claim(limit: number): Promise<Invoice[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.status, 'pending'), lte(invoices.nextAttemptAt, at)))
        .orderBy(asc(invoices.nextAttemptAt), asc(invoices.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length) {
        await tx
          .update(invoices)
          .set({ nextAttemptAt: new Date(at.getTime() + LEASE_MS) })
          .where(
            sql`${invoices.id} in (${sql.join(
              due.map((d) => sql`${d.id}`),
              sql`, `,
            )})`,
          );
      }
      return due;
    });
  }

  /** Makes the document once; a credit note waits until its invoice has been accepted by SIFEN. */
  async function ensureDocument(invoice: Invoice): Promise<Invoice | 'wait'> {
    if (invoice.xml && invoice.cdc) return invoice;
    let associatedCdc: string | undefined;
    if (invoice.kind === 'NCE') {
      const [credited] = await db
        .select()
        .from(invoices)
        .where(eq(invoices.id, invoice.creditsInvoiceId ?? -1));
      if (!credited?.cdc || !['approved', 'approved_with_observations'].includes(credited.status))
        return 'wait';
      associatedCdc = credited.cdc;
    }
    const made = sifen.make(await documentInput(db, invoice, associatedCdc));
    const [saved] = await db
      .update(invoices)
      .set({ cdc: made.cdc, xml: made.xml, qr: made.qr, updatedAt: now() })
      .where(eq(invoices.id, invoice.id))
      .returning();
    return saved;
  }

  async function sendOne(claimed: Invoice): Promise<Invoice['status']> {
    const invoice = await ensureDocument(claimed);
    const at = now();
    if (invoice === 'wait') {
      await db
        .update(invoices)
        .set({ nextAttemptAt: new Date(at.getTime() + 60_000) })
        .where(eq(invoices.id, claimed.id));
      return 'pending';
    }
    const answer = await sifen.send(invoice.xml!, invoice.id);
    if (answer.outcome === 'unreachable') {
      const attempts = invoice.attempts + 1;
      await db
        .update(invoices)
        .set({
          attempts,
          setMessage: answer.message,
          nextAttemptAt: new Date(at.getTime() + backoffMs(attempts)),
          updatedAt: at,
        })
        .where(eq(invoices.id, invoice.id));
      return 'pending';
    }
    await db
      .update(invoices)
      .set({
        status: answer.outcome,
        setCode: answer.code,
        setMessage: answer.message,
        attempts: invoice.attempts + 1,
        nextAttemptAt: null,
        decidedAt: at,
        updatedAt: at,
      })
      .where(eq(invoices.id, invoice.id));
    return answer.outcome;
  }

  return {
    /** One round: what was due, sent; returns how many were decided by SIFEN. */
    async sendDue(limit = 20): Promise<number> {
      let decided = 0;
      for (const invoice of await claim(limit)) {
        const status = await sendOne(invoice);
        if (status !== 'pending') decided++;
      }
      return decided;
    },
  };
}
