import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { SOLICITING_HOLD_MS } from '../checkout/charge-answer';
import type { ProviderSync, SyncOutcome } from './provider-sync';

/** A checkout's SOLICITANDO payment with no answer recorded: found at its provider and applied, or abandoned. */
export type SettleSoliciting = (
  provider: string,
  paymentExternalId: string,
) => Promise<'applied' | 'abandoned' | 'gone' | 'unknown'>;

/**
 * Notifications get lost: payments still pending after `intervalMs` (and refunds still pending at the provider) are
 * asked about at their provider and the answer goes through the same path as a notification. Each run claims its batch (`FOR UPDATE SKIP LOCKED`, then
 * next_check_at pushed one interval ahead) in a short transaction before any provider call, so with several API
 * replicas each payment is queried by one of them once per interval, and no lock is held over the network.
 */
export async function reconcilePending(
  {
    db,
    sync,
    settle,
    log,
  }: {
    db: Db;
    sync: ProviderSync;
    settle?: SettleSoliciting;
    log?: { warn: (o: object, m: string) => void };
  },
  now: Date,
  intervalMs: number,
  limit = 25,
): Promise<Record<string, number>> {
  const due = new Date(now.getTime() - intervalMs);
  const claimed = await db.transaction(async (tx) => {
    const checkDue = or(isNull(payments.nextCheckAt), lte(payments.nextCheckAt, now));
    const waiting = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'AGUARDANDO'),
          isNotNull(payments.gatewayReference),
          lte(payments.createdAt, due),
          checkDue,
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    // Refunds the provider accepted but has not applied yet (Pagopar "Agendada", EBANX not yet CO), and claims left
    // by a refund that crashed mid-call: asked about like a pending payment until the provider says "refunded".
    const refunding = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.status, 'ESTORNANDO'), lte(payments.refundRequestedAt, due), checkDue))
      .orderBy(asc(payments.refundRequestedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    // Checkouts that wrote their payment (transaction A) and never recorded the provider's answer (B): the process
    // stopped in between, or the shopper never retried after a timeout. Past the checkout's own hold only.
    const soliciting = settle
      ? await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.status, 'SOLICITANDO'),
              lte(payments.createdAt, new Date(now.getTime() - SOLICITING_HOLD_MS)),
              checkDue,
            ),
          )
          .orderBy(asc(payments.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true })
      : [];
    const rows = [...waiting, ...refunding, ...soliciting];
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    await tx
      .update(payments)
      .set({ nextCheckAt: new Date(now.getTime() + intervalMs) })
      .where(inArray(payments.id, ids));
    return tx
      .select({ payment: payments, currencyId: orders.currencyId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(inArray(payments.id, ids));
  });
  const tally: Record<string, number> = {};
  for (const row of claimed) {
    let outcome: SyncOutcome | 'abandoned' | 'gone' | 'error';
    try {
      if (row.payment.status === 'SOLICITANDO' && settle) {
        outcome = await settle(row.payment.provider, row.payment.externalId);
        // Now AGUARDANDO with its reference: what the provider says of it (paid meanwhile?) is applied at once.
        if (outcome === 'applied') {
          const [fresh] = await db.select().from(payments).where(eq(payments.id, row.payment.id));
          if (fresh.status === 'AGUARDANDO') await sync.sync(fresh, row.currencyId);
        }
      } else outcome = await sync.sync(row.payment, row.currencyId);
    } catch (error) {
      // A provider that is down is asked again next interval; the others in the batch go on.
      outcome = 'error';
      log?.warn(
        { err: error, payment: row.payment.externalId, provider: row.payment.provider },
        'payment reconciliation query failed',
      );
    }
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  }
  return tally;
}
