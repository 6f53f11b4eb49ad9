import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, whatsappMessages } from '../../db/schema';

/**
 * The customer's consent to order updates on WhatsApp (issue 28 point 4), kept with the time it was given: ticking
 * the box again keeps the first time; unticking clears it, and nothing more is queued from then on.
 */
export function whatsappConsent({ db, now }: { db: Db; now: () => Date }) {
  async function get(customerId: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: customers.whatsappUpdatesAt })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row?.at ?? null;
  }
  return {
    get,
    async set(customerId: number, on: boolean): Promise<Date | null> {
      if (on)
        await db
          .update(customers)
          .set({ whatsappUpdatesAt: now() })
          .where(and(eq(customers.id, customerId), isNull(customers.whatsappUpdatesAt)));
      else await db.update(customers).set({ whatsappUpdatesAt: null }).where(eq(customers.id, customerId));
      return get(customerId);
    },
  };
}

/** What Meta's status webhooks said of a message: sent, delivered, read or failed (matched by its wamid). */
export function whatsappDeliveries(db: Db) {
  return {
    async record(statuses: { id: string; status: string }[]): Promise<number> {
      let matched = 0;
      for (const s of statuses) {
        const rows = await db
          .update(whatsappMessages)
          .set({ deliveryStatus: s.status.slice(0, 12) })
          .where(eq(whatsappMessages.providerId, s.id))
          .returning({ id: whatsappMessages.id });
        matched += rows.length;
      }
      return matched;
    },
  };
}
