import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { StaffRole } from '../../../lib/contract/admin';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { newToken, tokenHash } from '../accounts/secret-tokens';

/** Issue 19: a staff session lasts 8 hours (a shift), whatever the client keeps. */
export const STAFF_SESSION_TTL_MS = 8 * 3600_000;

export interface StaffPrincipal {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  lang: 'pt' | 'es';
  tokenHash: string;
}

type Tx = Pick<Db, 'insert' | 'delete'>;

export function staffSessionService(db: Db, now: () => Date) {
  async function create(staffId: number, tx: Tx = db): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + STAFF_SESSION_TTL_MS);
    await tx.insert(staffSessions).values({ staffId, tokenHash: tokenHash(token), expiresAt, createdAt: now() });
    return { token, expiresAt };
  }

  /** The staff member a bearer token names: a live session of an active account, with the role as it is now. */
  async function resolve(token: string): Promise<StaffPrincipal | undefined> {
    const hash = tokenHash(token);
    const [row] = await db
      .select({ staffId: staff.id, email: staff.email, name: staff.name, role: staff.role, lang: staff.lang })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(and(eq(staffSessions.tokenHash, hash), gt(staffSessions.expiresAt, now()), isNull(staff.disabledAt)))
      .limit(1);
    return row ? { ...row, role: row.role as StaffRole, lang: row.lang === 'es' ? 'es' : 'pt', tokenHash: hash } : undefined;
  }

  const revoke = (hash: string) => db.delete(staffSessions).where(eq(staffSessions.tokenHash, hash)).then(() => undefined);
  /** Every session of a staff member (disabled, role changed, password set again). */
  const revokeAll = (staffId: number, tx: Tx = db) => tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).then(() => undefined);
  const purgeExpired = () => db.delete(staffSessions).where(lte(staffSessions.expiresAt, now())).then(() => undefined);

  return { create, resolve, revoke, revokeAll, purgeExpired };
}
export type StaffSessionService = ReturnType<typeof staffSessionService>;
