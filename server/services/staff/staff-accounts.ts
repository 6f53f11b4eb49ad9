import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { roleNeedsTotp, type StaffBody, type StaffRole } from '../../../lib/contract/admin';
import type { Db } from '../../db/client';
import { staff, staffSetupTokens } from '../../db/schema';
import { enqueueTemplate } from '../../mail/outbox';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { newToken, tokenHash } from '../accounts/secret-tokens';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '../errors';
import { writeAudit, type Actor } from './audit';
import type { StaffPrincipal, StaffSessionService } from './staff-sessions';
import type { TotpBox } from './totp';

/** A setup link works once, for three days. */
export const SETUP_TTL_MS = 72 * 3600_000;

type StaffRow = typeof staff.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const toStaffBody = (r: StaffRow): StaffBody => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: r.role as StaffRole,
  lang: r.lang === 'es' ? 'es' : 'pt',
  totp_enabled: r.totpEnabledAt !== null,
  totp_locked: r.totpLockedAt !== null,
  active: r.disabledAt === null,
  pending_setup: r.passwordHash === null,
  last_login_at: r.lastLoginAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

/** What the audit keeps of a staff row (never the hashes or the TOTP secret). */
const auditView = (r: StaffRow) => ({
  email: r.email,
  name: r.name,
  role: r.role,
  active: r.disabledAt === null,
});

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (e as { cause?: { code?: string } }).cause?.code === '23505';

export function staffAccountService({
  db,
  sessions,
  totp,
  siteUrl,
  now,
}: {
  db: Db;
  sessions: StaffSessionService;
  totp: TotpBox;
  siteUrl: string;
  now: () => Date;
}) {
  /** The token only travels in the link's fragment: never sent to a server, never in a Referer or an access log. */
  const setupLink = (token: string) => `${siteUrl}/admin/ativar#${token}`;

  async function issueSetupToken(tx: Tx, staffId: number, at: Date): Promise<string> {
    const token = newToken();
    await tx.insert(staffSetupTokens).values({
      staffId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(at.getTime() + SETUP_TTL_MS),
      createdAt: at,
    });
    return setupLink(token);
  }

  /** Every unused link of a member ends (issue 26 point 8): a link outlives no role or activation change. */
  const spendLinks = (tx: Tx, staffId: number, at: Date) =>
    tx
      .update(staffSetupTokens)
      .set({ usedAt: at })
      .where(and(eq(staffSetupTokens.staffId, staffId), isNull(staffSetupTokens.usedAt)));

  /**
   * A link for an existing member goes to their own mailbox, in their language, in the change's transaction: the
   * owner who asked never holds it (with it they could set that member's password and become them).
   */
  async function mailLink(tx: Tx, member: StaffRow, at: Date): Promise<void> {
    const href = await issueSetupToken(tx, member.id, at);
    await enqueueTemplate(
      tx,
      {
        to: member.email,
        template: 'staff-setup',
        params: { lang: member.lang === 'es' ? 'es' : 'pt', name: member.name, href },
      },
      at,
    );
  }

  async function add(
    input: { email: string; name: string; role: StaffRole; lang: 'pt' | 'es' },
    actor: Actor,
  ) {
    const at = now();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({
            ...input,
            totpSecret: roleNeedsTotp(input.role) ? totp.seal(totp.newSecret()) : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        const link = await issueSetupToken(tx, row.id, at);
        await writeAudit(
          tx,
          actor,
          { action: 'staff.add', entity: 'staff', entityId: row.id, after: auditView(row) },
          at,
        );
        return { staff: toStaffBody(row), setup_link: link, setup_link_mailed: false };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('staffEmailInUse');
      throw error;
    }
  }

  async function liveSetup(token: string) {
    const [row] = await db
      .select({ staff })
      .from(staffSetupTokens)
      .innerJoin(staff, eq(staff.id, staffSetupTokens.staffId))
      .where(
        and(
          eq(staffSetupTokens.tokenHash, tokenHash(token)),
          isNull(staffSetupTokens.usedAt),
          gt(staffSetupTokens.expiresAt, now()),
          isNull(staff.disabledAt),
        ),
      );
    if (!row) throw new NotFoundError('staffSetupInvalid');
    return row.staff;
  }

  /** The setup page: who, and the authenticator secret to enrol while TOTP is required and not yet on. */
  async function setupInfo(token: string) {
    const s = await liveSetup(token);
    const needsTotp = roleNeedsTotp(s.role as StaffRole) && s.totpEnabledAt === null;
    let secret: string | null = null;
    if (needsTotp) {
      // A secret sealed under an earlier APP_SECRET cannot be read: the link enrols a new one.
      secret = s.totpSecret ? totp.open(s.totpSecret) : null;
      if (!secret) {
        secret = totp.newSecret();
        await db
          .update(staff)
          .set({ totpSecret: totp.seal(secret) })
          .where(eq(staff.id, s.id));
      }
    }
    return {
      email: s.email,
      name: s.name,
      role: s.role as StaffRole,
      totp_required: needsTotp,
      totp_uri: secret ? totp.uri(s.email, secret) : null,
      totp_secret: secret,
    };
  }

  /** Sets the password (and turns TOTP on with a first valid code); the link is then spent, old sessions end. */
  async function completeSetup(input: { token: string; password: string; totp?: string }) {
    const s = await liveSetup(input.token);
    const needsTotp = roleNeedsTotp(s.role as StaffRole) && s.totpEnabledAt === null;
    let step: number | null = null;
    const at = now();
    if (needsTotp) {
      const secret = s.totpSecret ? totp.open(s.totpSecret) : null;
      if (!input.totp || !secret) throw new UnauthenticatedError('totpRequired');
      step = await totp.check(secret, input.totp, at, null);
      if (step === null) throw new UnauthenticatedError('totpInvalid');
    }
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const spent = await tx
        .update(staffSetupTokens)
        .set({ usedAt: at })
        .where(and(eq(staffSetupTokens.tokenHash, tokenHash(input.token)), isNull(staffSetupTokens.usedAt)))
        .returning({ id: staffSetupTokens.id });
      if (!spent.length) throw new NotFoundError('staffSetupInvalid');
      await tx
        .update(staff)
        .set({
          passwordHash,
          updatedAt: at,
          ...(step !== null
            ? { totpEnabledAt: at, totpLastStep: step, totpFailures: 0, totpLockedAt: null }
            : {}),
        })
        .where(eq(staff.id, s.id));
      await sessions.revokeAll(s.id, tx);
      await writeAudit(
        tx,
        { staffId: s.id, email: s.email },
        {
          action: 'staff.setup',
          entity: 'staff',
          entityId: s.id,
          after: { totp_enabled: step !== null || s.totpEnabledAt !== null },
        },
        at,
      );
    });
  }

  const logout = (principal: StaffPrincipal) => sessions.revoke(principal.tokenHash);

  async function me(principal: StaffPrincipal): Promise<StaffBody> {
    const [row] = await db.select().from(staff).where(eq(staff.id, principal.staffId));
    return toStaffBody(row);
  }

  const list = async (): Promise<StaffBody[]> =>
    (await db.select().from(staff).orderBy(asc(staff.id))).map(toStaffBody);

  /** Owner: change a role and/or disable or enable. Never one's own account (an owner can't lock everyone out). */
  async function update(id: number, change: { role?: StaffRole; active?: boolean }, actor: StaffPrincipal) {
    if (id === actor.staffId) throw new ConflictError('staffSelfChange');
    const at = now();
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
      if (!before) throw new NotFoundError('staffNotFound');
      const role = change.role ?? (before.role as StaffRole);
      const disabledAt =
        change.active === undefined ? before.disabledAt : change.active ? null : (before.disabledAt ?? at);
      const [after] = await tx
        .update(staff)
        .set({ role, disabledAt, updatedAt: at })
        .where(eq(staff.id, id))
        .returning();
      const changed = role !== before.role || disabledAt !== before.disabledAt;
      // A new role or a disabled account takes effect now: every open session and every unused link ends.
      if (changed) {
        await sessions.revokeAll(id, tx);
        await spendLinks(tx, id, at);
      }
      let mailed = false;
      if (changed && roleNeedsTotp(role) && after.totpEnabledAt === null && after.disabledAt === null) {
        if (!after.totpSecret)
          await tx
            .update(staff)
            .set({ totpSecret: totp.seal(totp.newSecret()) })
            .where(eq(staff.id, id));
        await mailLink(tx, after, at);
        mailed = true;
      }
      const action =
        change.role !== undefined && change.role !== before.role
          ? 'staff.role'
          : after.disabledAt
            ? 'staff.disable'
            : 'staff.enable';
      await writeAudit(
        tx,
        { staffId: actor.staffId, email: actor.email },
        {
          action,
          entity: 'staff',
          entityId: id,
          before: auditView(before),
          after: { ...auditView(after), setup_link_mailed: mailed },
        },
        at,
      );
      return { staff: toStaffBody(after), setup_link: null, setup_link_mailed: mailed };
    });
  }

  /**
   * A new setup link for an existing member (a lost link, an authenticator lost or sealed under an earlier APP_SECRET):
   * their password and authenticator are cleared (TOTP roles get a new secret to enrol), earlier links and every
   * session end, so the new link is the only way in. An owner never resets their own account here: `staff:add --reset`
   * does, from the server. Audited as staff.reset. `deliver: 'mail'` (the API) sends the link to the member's own
   * e-mail and answers none; `'return'` (the server's operator, `staff:add --reset`) answers it to print.
   */
  async function reissueSetup(
    who: { id: number } | { email: string },
    actor: Actor,
    deliver: 'mail' | 'return' = 'mail',
  ) {
    if ('id' in who && who.id === actor.staffId) throw new ConflictError('staffSelfChange');
    const at = now();
    return db.transaction(async (tx) => {
      const match =
        'id' in who ? eq(staff.id, who.id) : eq(sql`lower(${staff.email})`, who.email.toLowerCase());
      const [before] = await tx.select().from(staff).where(match).for('update');
      if (!before) throw new NotFoundError('staffNotFound');
      if (before.disabledAt) throw new ConflictError('staffDisabled');
      const totpRole = roleNeedsTotp(before.role as StaffRole);
      const [after] = await tx
        .update(staff)
        .set({
          passwordHash: null,
          totpSecret: totpRole ? totp.seal(totp.newSecret()) : null,
          totpEnabledAt: null,
          totpLastStep: null,
          totpFailures: 0,
          totpLockedAt: null,
          updatedAt: at,
        })
        .where(eq(staff.id, before.id))
        .returning();
      await spendLinks(tx, before.id, at);
      await sessions.revokeAll(before.id, tx);
      let link: string | null = null;
      if (deliver === 'mail') await mailLink(tx, after, at);
      else link = await issueSetupToken(tx, before.id, at);
      await writeAudit(
        tx,
        actor,
        {
          action: 'staff.reset',
          entity: 'staff',
          entityId: before.id,
          before: auditView(before),
          after: { ...auditView(after), setup_link_mailed: deliver === 'mail' },
        },
        at,
      );
      return { staff: toStaffBody(after), setup_link: link, setup_link_mailed: deliver === 'mail' };
    });
  }

  /**
   * A signed-in member without TOTP (a clerk: optional for the role) enrols one: a new secret, sealed, not yet on.
   * `confirmTotp` with a first valid code turns it on; from then on their sign-in needs the code.
   */
  async function enrolTotp(principal: StaffPrincipal) {
    const [s] = await db.select().from(staff).where(eq(staff.id, principal.staffId));
    if (s.totpEnabledAt) throw new ConflictError('totpAlreadyOn');
    const secret = totp.newSecret();
    await db
      .update(staff)
      .set({ totpSecret: totp.seal(secret), updatedAt: now() })
      .where(and(eq(staff.id, s.id), isNull(staff.totpEnabledAt)));
    return { totp_uri: totp.uri(s.email, secret), totp_secret: secret };
  }

  async function confirmTotp(principal: StaffPrincipal, password: string, code: string) {
    const at = now();
    const [s] = await db.select().from(staff).where(eq(staff.id, principal.staffId));
    if (s.totpEnabledAt) throw new ConflictError('totpAlreadyOn');
    // The password too: a session left open on the counter PC cannot enrol a stranger's phone and lock the clerk out.
    if (!(await verifyPassword(s.passwordHash ?? undefined, password)))
      throw new ValidationError({ password: ['invalidCredentials'] });
    const secret = s.totpSecret ? totp.open(s.totpSecret) : null;
    const step = secret ? await totp.check(secret, code, at, null) : null;
    if (step === null) throw new ValidationError({ totp: ['totpInvalid'] });
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({ totpEnabledAt: at, totpLastStep: step, totpFailures: 0, totpLockedAt: null, updatedAt: at })
        .where(and(eq(staff.id, s.id), isNull(staff.totpEnabledAt)))
        .returning();
      if (!row) throw new ConflictError('totpAlreadyOn');
      await writeAudit(
        tx,
        { staffId: s.id, email: s.email },
        { action: 'staff.totp_enrol', entity: 'staff', entityId: s.id, after: { totp_enabled: true } },
        at,
      );
      return toStaffBody(row);
    });
  }

  return { add, setupInfo, completeSetup, logout, me, list, update, reissueSetup, enrolTotp, confirmTotp };
}
