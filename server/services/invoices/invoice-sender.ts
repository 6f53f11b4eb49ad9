import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { documentInput } from './document-input';
import type { SifenPort, SifenVerdict } from './sifen-port';

/** siRecepLoteDE takes up to 50 documents (MT v150 9.2). */
const BATCH_MAX = 50;
/** How long after a batch (or a "still processing" answer) to ask siConsLoteDE again. */
const BATCH_QUERY_MS = 10_000;

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
  batches = true,
}: {
  db: Db;
  sifen: SifenPort;
  now?: () => Date;
  /** Send several due documents through siRecepLoteDE (off: one siRecepDE each). */
  batches?: boolean;
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

  async function postpone(invoice: Invoice, ms: number) {
    await db
      .update(invoices)
      .set({ nextAttemptAt: new Date(now().getTime() + ms) })
      .where(eq(invoices.id, invoice.id));
  }

  async function sendOne(claimed: Invoice): Promise<Invoice['status']> {
    const invoice = await ensureDocument(claimed);
    if (invoice === 'wait') {
      await postpone(claimed, 60_000);
      return 'pending';
    }
    return record(invoice, await sifen.send(invoice.xml!, invoice.id));
  }

  /** SIFEN's verdict on one document, or a failed attempt and the next one's time. */
  async function record(invoice: Invoice, answer: SifenVerdict): Promise<Invoice['status']> {
    const at = now();
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
        batchProtocol: null,
        decidedAt: at,
        updatedAt: at,
      })
      .where(eq(invoices.id, invoice.id));
    return answer.outcome;
  }

  /**
   * Several due at once (a backlog after an outage, a busy hour): siRecepLoteDE, up to 50 of one type per batch. The
   * documents stay pending with the batch's protocol; a later round asks siConsLoteDE for their verdicts.
   */
  async function sendBatches(claimed: Invoice[]): Promise<void> {
    const ready: Invoice[] = [];
    for (const c of claimed) {
      const made = await ensureDocument(c);
      if (made === 'wait') await postpone(c, 60_000);
      else ready.push(made);
    }
    for (const kind of ['FE', 'NCE']) {
      const ofKind = ready.filter((r) => r.kind === kind);
      for (let i = 0; i < ofKind.length; i += BATCH_MAX) {
        const batch = ofKind.slice(i, i + BATCH_MAX);
        if (batch.length === 1) {
          await record(batch[0], await sifen.send(batch[0].xml!, batch[0].id));
          continue;
        }
        const receipt = await sifen.sendBatch(
          batch.map((b) => b.xml!),
          batch[0].id,
        );
        for (const b of batch)
          if (receipt.outcome === 'unreachable') await record(b, receipt);
          else
            await db
              .update(invoices)
              .set({
                batchProtocol: receipt.protocol,
                attempts: b.attempts + 1,
                nextAttemptAt: new Date(now().getTime() + BATCH_QUERY_MS),
                updatedAt: now(),
              })
              .where(eq(invoices.id, b.id));
      }
    }
  }

  /** The verdicts of documents waiting in a batch; one not in SET's answer is sent again on its own. */
  async function queryBatches(waiting: Invoice[]): Promise<number> {
    let decided = 0;
    for (const protocol of new Set(waiting.map((w) => w.batchProtocol!))) {
      const inBatch = waiting.filter((w) => w.batchProtocol === protocol);
      const result = await sifen.queryBatch(protocol, inBatch[0].id);
      for (const doc of inBatch) {
        if (result.outcome === 'processing') await postpone(doc, BATCH_QUERY_MS);
        else if (result.outcome === 'unreachable') await record(doc, result);
        else {
          const verdict = result.results.get(doc.cdc ?? '');
          if (verdict && verdict.outcome !== 'unreachable') {
            await record(doc, verdict);
            decided++;
          } else
            await db
              .update(invoices)
              .set({ batchProtocol: null, nextAttemptAt: now() })
              .where(eq(invoices.id, doc.id));
        }
      }
    }
    return decided;
  }

  return {
    /** One round: what was due, sent (in batches when several), batches asked about; returns how many were decided. */
    async sendDue(limit = 20): Promise<number> {
      const claimed = await claim(limit);
      const waiting = claimed.filter((c) => c.batchProtocol);
      const fresh = claimed.filter((c) => !c.batchProtocol);
      let decided = await queryBatches(waiting);
      if (fresh.length > 1 && batches) {
        await sendBatches(fresh);
        return decided;
      }
      for (const invoice of fresh) {
        const status = await sendOne(invoice);
        if (status !== 'pending') decided++;
      }
      return decided;
    },
  };
}
