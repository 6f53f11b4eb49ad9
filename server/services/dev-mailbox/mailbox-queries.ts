import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** The latest messages' headers, newest first. */
export const latestHeaders = (db: Db, limit: number) =>
  db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      at: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);

/** The latest messages, to one address (any case) or to anyone. */
export const latestTo = (db: Db, to: string | undefined, limit: number): Promise<OutboxRow[]> =>
  db
    .select()
    .from(emailOutbox)
    .where(to ? sql`lower(${emailOutbox.toAddress}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(limit);

export async function messageById(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}
