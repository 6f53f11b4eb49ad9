import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import type { StaffRole } from '../../../lib/contract/admin';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { newToken, tokenHash } from '../accounts/secret-tokens';

/** Issue 19: a staff session lasts 8 hours (a shift), whatever the client keeps. */
export const STAFF_SESSION_TTL_MS = 8 * 3600_000;
/** Issue 26: a session nobody used for 30 minutes ends (a back-office tab left open on a shared counter PC). */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;
/** A fresh TOTP (sign-in or step-up) lets staff changes, refunds and rate changes through for 5 minutes. */
export const STEP_UP_TTL_MS = 5 * 60_000;
/** last_seen_at is written at most once a minute per session: the idle clock needs no finer grain. */
const TOUCH_EVERY_MS = 60_000;

export interface StaffPrincipal {
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  lang: 'pt' | 'es';
  tokenHash: string;
  /** The last fresh TOTP on this session (sign-in or step-up), or null. */
  stepUpAt: Date | null;
}

type Tx = Pick<Db, 'insert' | 'delete'>;

export function staffSessionService(db: Db, now: () => Date) {
  /** `steppedUp`: the sign-in checked a TOTP code, which is a step-up by itself. */
  async function create(
    staffId: number,
    tx: Tx = db,
    steppedUp = false,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + STAFF_SESSION_TTL_MS);
    await tx.insert(staffSessions).values({
      staffId,
      tokenHash: tokenHash(token),
      expiresAt,
      lastSeenAt: at,
      stepUpAt: steppedUp ? at : null,
      createdAt: at,
    });
    return { token, expiresAt };
  }

  /** The staff member a bearer token names: a live, recently used session of an active account, with the role as it is now. */
  async function resolve(token: string): Promise<StaffPrincipal | undefined> {
    const hash = tokenHash(token);
    const at = now();
    const [row] = await db
      .select({
        staffId: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        lang: staff.lang,
        stepUpAt: staffSessions.stepUpAt,
        lastSeenAt: staffSessions.lastSeenAt,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, hash),
          gt(staffSessions.expiresAt, at),
          gt(staffSessions.lastSeenAt, new Date(at.getTime() - STAFF_IDLE_TIMEOUT_MS)),
          isNull(staff.disabledAt),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    if (at.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.tokenHash, hash));
    }
    const { lastSeenAt: _seen, ...principal } = row;
    void _seen;
    return {
      ...principal,
      role: row.role as StaffRole,
      lang: row.lang === 'es' ? 'es' : 'pt',
      tokenHash: hash,
    };
  }

  /** Records a fresh TOTP on this session (the step-up itself is checked by the accounts service). */
  const markSteppedUp = (hash: string, at: Date) =>
    db
      .update(staffSessions)
      .set({ stepUpAt: at })
      .where(eq(staffSessions.tokenHash, hash))
      .then(() => undefined);
  const isSteppedUp = (principal: StaffPrincipal) =>
    principal.stepUpAt !== null && now().getTime() - principal.stepUpAt.getTime() < STEP_UP_TTL_MS;

  const revoke = (hash: string) =>
    db
      .delete(staffSessions)
      .where(eq(staffSessions.tokenHash, hash))
      .then(() => undefined);
  /** Every session of a staff member (disabled, role changed, password set again). */
  const revokeAll = (staffId: number, tx: Tx = db) =>
    tx
      .delete(staffSessions)
      .where(eq(staffSessions.staffId, staffId))
      .then(() => undefined);
  const purgeExpired = () =>
    db
      .delete(staffSessions)
      .where(
        or(
          lte(staffSessions.expiresAt, now()),
          lt(staffSessions.lastSeenAt, new Date(now().getTime() - STAFF_IDLE_TIMEOUT_MS)),
        ),
      )
      .then(() => undefined);

  return { create, resolve, markSteppedUp, isSteppedUp, revoke, revokeAll, purgeExpired };
}
export type StaffSessionService = ReturnType<typeof staffSessionService>;
