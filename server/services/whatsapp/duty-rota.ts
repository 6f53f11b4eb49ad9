import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sellers } from '../../db/schema';

export interface DutySeller {
  id: number;
  name: string;
  whatsapp: string;
}

/**
 * Sellers on duty share the storefront's WhatsApp conversations (issue 28): each one goes to whoever was given one
 * least recently. The turn lives in the database, so every API replica takes from the same rota; the row lock with
 * SKIP LOCKED sends two simultaneous shoppers to two different sellers instead of making one wait.
 */
export function dutyRota({ db, now }: { db: Db; now: () => Date }) {
  const onDuty = and(eq(sellers.active, true), eq(sellers.onDuty, true));
  const leastRecent = [sql`${sellers.lastGivenAt} asc nulls first`, asc(sellers.id)];

  async function give(skipLocked: boolean): Promise<DutySeller | null> {
    const next = db
      .select({ id: sellers.id })
      .from(sellers)
      .where(onDuty)
      .orderBy(...leastRecent)
      .limit(1)
      .for('update', skipLocked ? { skipLocked: true } : {});
    const [row] = await db
      .update(sellers)
      .set({ lastGivenAt: now() })
      .where(inArray(sellers.id, next))
      .returning({ id: sellers.id, name: sellers.name, whatsapp: sellers.whatsapp });
    return row ?? null;
  }

  return {
    /** The next seller on duty, whose turn it now was; null when nobody is on duty (the store's own number answers). */
    async next(): Promise<DutySeller | null> {
      // Every seller on duty locked by simultaneous requests: wait for one rather than fall back to the store.
      return (await give(true)) ?? (await give(false));
    },
  };
}
