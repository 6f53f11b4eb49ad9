import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { roleNeedsTotp, type StaffRole } from '../../../lib/contract/admin';
import type { MessageKey } from '../../../lib/contract/messages';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { metrics } from '../../metrics/metrics';
import { verifyPassword } from '../accounts/passwords';
import { ConflictError, StepUpRequiredError, UnauthenticatedError } from '../errors';
import { writeAudit } from './audit';
import { toStaffBody } from './staff-accounts';
import type { StaffPrincipal, StaffSessionService } from './staff-sessions';
import type { TotpBox } from './totp';

/** Wrong codes (with the right password, or on step-up) before the TOTP locks until an owner sends a new link. */
export const STAFF_TOTP_LOCK_AFTER = 10;

/** Why a sign-in or step-up was refused: the audit entry's and the metric's reason (a closed set). */
export type StaffLoginFailure =
  | 'unknown'
  | 'password'
  | 'disabled'
  | 'totp_missing'
  | 'totp'
  | 'totp_not_enrolled'
  | 'totp_unreadable'
  | 'totp_locked'
  | 'replayed';

/** A refused sign-in: one answer to the caller (unless both factors were right), the reason kept for the audit. */
export class StaffLoginRefused extends UnauthenticatedError {
  constructor(
    readonly reason: StaffLoginFailure,
    messageKey: MessageKey = 'staffSignInInvalid',
  ) {
    super(messageKey);
  }
}

type StaffRow = typeof staff.$inferSelect;

/**
 * Staff sign-in and step-up (issue 26 points 6–7). The password and the code are checked together and answered
 * once: a right password with a missing or wrong code gets the same words as a wrong password, so the password
 * cannot be confirmed without the second factor. Wrong codes given with the right password count on the account;
 * at STAFF_TOTP_LOCK_AFTER the TOTP locks and nothing opens it but a new setup link (owner's reset, or
 * `staff:add --reset`). Only someone holding both factors is told the TOTP is locked. Every refusal is audited
 * (`staff.login_failed`, with the address and the reason) and counted (`loja_staff_login_failures_total`).
 */
export function staffSignInService({
  db,
  sessions,
  totp,
  now,
}: {
  db: Db;
  sessions: StaffSessionService;
  totp: TotpBox;
  now: () => Date;
}) {
  async function refuse(
    email: string,
    s: StaffRow | undefined,
    address: string,
    reason: StaffLoginFailure,
    key?: MessageKey,
  ): Promise<never> {
    const at = now();
    await db.transaction((tx) =>
      writeAudit(
        tx,
        { staffId: null, email: email.slice(0, 200) },
        {
          action: 'staff.login_failed',
          entity: 'staff',
          entityId: s?.id ?? 'unknown',
          after: { address, reason },
        },
        at,
      ),
    );
    metrics.staffLoginFailed(reason);
    throw new StaffLoginRefused(reason, key);
  }

  /** Counts one wrong code; the count that reaches the bound locks the TOTP (audited as staff.totp_locked). */
  async function countWrongCode(s: StaffRow, actor: string): Promise<void> {
    const at = now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({
          totpFailures: sql`${staff.totpFailures} + 1`,
          totpLockedAt: sql`CASE WHEN ${staff.totpFailures} + 1 >= ${STAFF_TOTP_LOCK_AFTER} THEN coalesce(${staff.totpLockedAt}, ${at.toISOString()}::timestamptz) ELSE ${staff.totpLockedAt} END`,
        })
        .where(eq(staff.id, s.id))
        .returning({ failures: staff.totpFailures, lockedAt: staff.totpLockedAt });
      if (row.failures === STAFF_TOTP_LOCK_AFTER) {
        await writeAudit(
          tx,
          { staffId: null, email: actor.slice(0, 200) },
          { action: 'staff.totp_locked', entity: 'staff', entityId: s.id, after: { failures: row.failures } },
          at,
        );
      }
    });
  }

  /** Moves the last accepted step forward (a code works once) and clears the wrong-code count; false if raced. */
  async function acceptStep(tx: Pick<Db, 'update'>, staffId: number, step: number): Promise<boolean> {
    const moved = await tx
      .update(staff)
      .set({ totpLastStep: step, totpFailures: 0 })
      .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    return moved.length > 0;
  }

  async function login(email: string, password: string, code: string | undefined, address: string) {
    const [s] = await db
      .select()
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, email.toLowerCase()));
    // Same work and the same answer for an unknown e-mail, a disabled account, a wrong password and a wrong code.
    const ok = await verifyPassword(s?.passwordHash ?? undefined, password);
    if (!s) return refuse(email, s, address, 'unknown');
    if (!ok) return refuse(email, s, address, 'password');
    if (s.disabledAt) return refuse(email, s, address, 'disabled');
    const at = now();
    const totpOn = s.totpEnabledAt !== null && s.totpSecret !== null;
    // A manager or owner who has not enrolled yet signs in only through their setup link.
    if (roleNeedsTotp(s.role as StaffRole) && !totpOn) return refuse(email, s, address, 'totp_not_enrolled');
    let step: number | null = null;
    if (totpOn) {
      // Sealed under an earlier APP_SECRET: no code can match; the owner sends a new setup link (decision 0028).
      const secret = totp.open(s.totpSecret!);
      if (!secret) return refuse(email, s, address, 'totp_unreadable');
      step = code ? await totp.check(secret, code, at, s.totpLastStep) : null;
      // Told only to whoever holds both factors: a password guesser learns nothing from the lock.
      if (s.totpLockedAt)
        return refuse(email, s, address, 'totp_locked', step !== null ? 'totpLocked' : undefined);
      if (!code) return refuse(email, s, address, 'totp_missing');
      if (step === null) {
        await countWrongCode(s, email);
        return refuse(email, s, address, 'totp');
      }
    }
    const answer = await db.transaction(async (tx) => {
      // Two logins racing with the same code: only the first moves the step forward.
      if (step !== null && !(await acceptStep(tx, s.id, step))) return null;
      const [row] = await tx.update(staff).set({ lastLoginAt: at }).where(eq(staff.id, s.id)).returning();
      const session = await sessions.create(s.id, tx, step !== null);
      await writeAudit(
        tx,
        { staffId: s.id, email: s.email },
        { action: 'staff.login', entity: 'staff', entityId: s.id, after: { address } },
        at,
      );
      return { token: session.token, expires_at: session.expiresAt.toISOString(), staff: toStaffBody(row) };
    });
    if (!answer) return refuse(email, s, address, 'replayed');
    return answer;
  }

  /**
   * A fresh code on a live session: staff changes, refunds and rate changes are let through for STEP_UP_TTL_MS.
   * Wrong codes count toward the same lock as at sign-in (a stolen session cannot guess at leisure); a refusal is a
   * 403 carrying `step_up` (never a 401, which would end the session in the back office).
   */
  async function stepUp(principal: StaffPrincipal, code: string, address: string): Promise<void> {
    const [s] = await db.select().from(staff).where(eq(staff.id, principal.staffId));
    const secret = s?.totpEnabledAt && s.totpSecret ? totp.open(s.totpSecret) : null;
    if (!s || !secret) throw new ConflictError('stepUpUnavailable');
    const at = now();
    const fail = async (reason: StaffLoginFailure, key: MessageKey): Promise<never> => {
      await db.transaction((tx) =>
        writeAudit(
          tx,
          { staffId: s.id, email: s.email },
          { action: 'staff.step_up_failed', entity: 'staff', entityId: s.id, after: { address, reason } },
          at,
        ),
      );
      metrics.staffLoginFailed(`step_up_${reason}`);
      throw new StepUpRequiredError(key);
    };
    if (s.totpLockedAt) return fail('totp_locked', 'totpLocked');
    const step = await totp.check(secret, code, at, s.totpLastStep);
    if (step === null) {
      await countWrongCode(s, s.email);
      return fail('totp', 'stepUpInvalid');
    }
    const accepted = await db.transaction(async (tx) => {
      if (!(await acceptStep(tx, s.id, step))) return false;
      await writeAudit(
        tx,
        { staffId: s.id, email: s.email },
        { action: 'staff.step_up', entity: 'staff', entityId: s.id, after: { address } },
        at,
      );
      return true;
    });
    if (!accepted) return fail('replayed', 'stepUpInvalid');
    await sessions.markSteppedUp(principal.tokenHash, at);
  }

  return { login, stepUp };
}
