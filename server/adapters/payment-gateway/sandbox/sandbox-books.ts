import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { sandboxCharges, sandboxDeliveries } from '../../../db/schema';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../webhook-signature';

/** The event body the sandbox's books write and post (and a real provider's adapter would translate to). */
export const sandboxEventSchema = z.object({
  id: z.string().min(1).max(80),
  type: z.enum(['charge.approved', 'charge.declined']),
  data: z.object({
    payment_external_id: z.uuid(),
    amount_minor: z.number().int().min(0),
    currency_id: z.number().int(),
    method: z.string().max(30).nullable(),
    instalments: z.number().int().min(1).max(10),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export type Charge = typeof sandboxCharges.$inferSelect;

export const findCharge = async (db: Db, id: string): Promise<Charge | undefined> =>
  (await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)))[0];

/**
 * The shopper pressed Pagar or Recusar on the hosted page. A charge is decided once: pressing again (back button,
 * double click) changes nothing and returns the same place. The webhook the decision owes the store is written in
 * the same transaction, so it is delivered even if the process dies right after.
 */
export async function decideCharge(
  db: Db,
  id: string,
  decision: { approve: boolean; method: string | null; instalments: number },
  now: Date,
): Promise<Charge | undefined> {
  return db.transaction(async (tx) => {
    const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).for('update');
    if (!charge || charge.status !== 'pending') return charge;
    const status = decision.approve ? 'approved' : 'declined';
    await tx.update(sandboxCharges).set({ status, method: decision.method }).where(eq(sandboxCharges.id, id));
    const event: SandboxEvent = {
      id: `evt_${randomUUID()}`,
      type: decision.approve ? 'charge.approved' : 'charge.declined',
      data: {
        payment_external_id: charge.paymentExternalId,
        amount_minor: charge.amountMinor,
        currency_id: charge.currencyId,
        method: decision.method,
        instalments: decision.instalments,
      },
    };
    await tx
      .insert(sandboxDeliveries)
      .values({ eventId: event.id, body: JSON.stringify(event), nextAttemptAt: now });
    return { ...charge, status, method: decision.method };
  });
}

/** A leased delivery is due again after this if its sender died mid-flight (longer than the 10 s POST timeout). */
const LEASE_MS = 15_000;

/** Backoff after a failed delivery: 2 s, 4 s, 8 s … capped at 5 minutes, like real gateways. */
export const retryDelayMs = (attempts: number) => Math.min(300_000, 1000 * 2 ** Math.min(attempts, 20));

/**
 * Sends due webhooks to the store. Rows are leased in a short transaction first (next attempt pushed 15 s
 * ahead, `SKIP LOCKED` so several replicas share the work), then posted outside any transaction, then marked.
 * Returns how many were delivered.
 */
export async function deliverDue(
  db: Db,
  opts: { url: string; key: string; fetch?: typeof fetch; now?: () => Date; limit?: number },
): Promise<number> {
  const now = opts.now ?? (() => new Date());
  const doFetch = opts.fetch ?? fetch;
  const leased = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(sandboxDeliveries)
      .where(and(isNull(sandboxDeliveries.deliveredAt), lte(sandboxDeliveries.nextAttemptAt, now())))
      .orderBy(asc(sandboxDeliveries.nextAttemptAt))
      .limit(opts.limit ?? 20)
      .for('update', { skipLocked: true });
    for (const d of due) {
      await tx
        .update(sandboxDeliveries)
        .set({ nextAttemptAt: new Date(now().getTime() + LEASE_MS) })
        .where(eq(sandboxDeliveries.id, d.id));
    }
    return due;
  });
  let delivered = 0;
  for (const d of leased) {
    let error: string | null = null;
    try {
      const res = await doFetch(opts.url, {
        method: 'POST',
        body: d.body,
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(opts.key, d.body, Math.floor(now().getTime() / 1000)),
        },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (e) {
      error = (e as Error).message;
    }
    const attempts = d.attempts + 1;
    if (error === null) {
      delivered++;
      await db
        .update(sandboxDeliveries)
        .set({ deliveredAt: now(), attempts, lastError: null })
        .where(eq(sandboxDeliveries.id, d.id));
    } else {
      await db
        .update(sandboxDeliveries)
        .set({
          attempts,
          lastError: error.slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
        })
        .where(eq(sandboxDeliveries.id, d.id));
    }
  }
  return delivered;
}
