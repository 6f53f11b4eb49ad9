import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '../../../lib/contract/admin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who acts: a signed-in staff member, or the command line (staff:add) with no staff row. */
export interface Actor {
  staffId: number | null;
  email: string;
}

export interface AuditRecord {
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

type Tx = Pick<Db, 'insert'>;

/** Written inside the caller's transaction: the entry exists exactly when the write it describes committed. */
export async function writeAudit(tx: Tx, actor: Actor, record: AuditRecord, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    actor: actor.email,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
    createdAt: at,
  });
}

/** The owner's view: newest first, filtered, keyset on id (before_id). */
export async function listAudit(
  db: Db,
  q: AuditQuery,
): Promise<{ data: AuditEntry[]; next_before_id: number | null }> {
  const where: SQL[] = [];
  if (q.staff_id) where.push(eq(auditLog.staffId, q.staff_id));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entity_id) where.push(eq(auditLog.entityId, q.entity_id));
  if (q.from) where.push(gte(auditLog.createdAt, new Date(q.from)));
  if (q.to) where.push(lte(auditLog.createdAt, new Date(q.to)));
  if (q.before_id) where.push(lt(auditLog.id, q.before_id));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    data: page.map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      actor: r.actor,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before ?? null,
      after: r.after ?? null,
      created_at: r.createdAt.toISOString(),
    })),
    next_before_id: rows.length > q.limit ? page[page.length - 1].id : null,
  };
}
