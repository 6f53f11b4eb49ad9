import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, customerTokens } from '../../db/schema';
import { BadRequestError, UnauthenticatedError } from '../errors';
import { savePreparedMail, type AccountMails, type TokenPurpose } from './account-mails';
import { customerByEmail, customerById } from './customer-queries';
import { hashPassword } from './passwords';
import type { SessionService } from './sessions';
import { tokenHash } from './secret-tokens';

interface Deps {
  db: Db;
  now: () => Date;
  sessions: SessionService;
  mails: AccountMails;
}

/** E-mail confirmation and password recovery: single-use tokens, hashed at rest, 24 h and 1 h. */
/** A password reset from the mailed link (the route maps spec §7's body; the confirmation was checked there). */
export interface PasswordReset {
  email: string;
  /** The customer's public id, from the link. */
  uuid: string;
  /** The link's token and the code the e-mail shows. */
  token: string;
  code: string;
  newPassword: string;
}

export function emailFlows({ db, now, sessions, mails }: Deps) {
  /** Marks a live token used and returns its row, or undefined if it is unknown, used, expired or not the customer's. */
  async function consume(
    purpose: TokenPurpose,
    customerId: number,
    token: string,
    tx: Pick<Db, 'update'> = db,
  ) {
    const [row] = await tx
      .update(customerTokens)
      .set({ usedAt: now() })
      .where(
        and(
          eq(customerTokens.tokenHash, tokenHash(token)),
          eq(customerTokens.purpose, purpose),
          eq(customerTokens.customerId, customerId),
          isNull(customerTokens.usedAt),
          gt(customerTokens.expiresAt, now()),
        ),
      )
      .returning({ id: customerTokens.id, code: customerTokens.code });
    return row;
  }

  async function customerByUuid(uuid: string) {
    const [c] = await db.select().from(customers).where(eq(customers.uuid, uuid)).limit(1);
    return c;
  }

  /** Spec §7 confirmar-email/{uid}/{token}. */
  async function confirm(uid: string, token: string): Promise<void> {
    const c = await customerByUuid(uid);
    if (!c) throw new BadRequestError('confirmationFailed');
    const used = await consume('confirm-email', c.id, token);
    if (!used) throw new BadRequestError('confirmationFailed');
    if (!c.emailVerifiedAt)
      await db.update(customers).set({ emailVerifiedAt: now() }).where(eq(customers.id, c.id));
  }

  /** Spec §7 reenviar-email: a new link; earlier unused links stop working. */
  async function resend(customerId: number): Promise<void> {
    const c = await customerById(db, customerId);
    if (!c) throw new UnauthenticatedError();
    if (c.emailVerifiedAt) throw new BadRequestError('emailAlreadyConfirmed');
    const prepared = await mails.confirmation(c);
    await db.transaction(async (tx) => {
      await tx
        .update(customerTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(customerTokens.customerId, c.id),
            eq(customerTokens.purpose, 'confirm-email'),
            isNull(customerTokens.usedAt),
          ),
        );
      await savePreparedMail(tx, prepared);
    });
  }

  /** Spec §7 recuperar-senha: mails a link when the account exists; the caller answers the same either way. */
  async function recover(email: string): Promise<void> {
    const c = await customerByEmail(db, email);
    if (!c) return;
    const prepared = await mails.reset(c);
    await db.transaction(async (tx) => {
      await tx
        .update(customerTokens)
        .set({ usedAt: now() })
        .where(
          and(
            eq(customerTokens.customerId, c.id),
            eq(customerTokens.purpose, 'reset-password'),
            isNull(customerTokens.usedAt),
          ),
        );
      await savePreparedMail(tx, prepared);
    });
  }

  /** Spec §7 trocar-senha: link token, code and e-mail must all match; every session ends. */
  async function reset(req: PasswordReset): Promise<void> {
    const c = await customerByUuid(req.uuid);
    if (!c || c.email.toLowerCase() !== req.email.trim().toLowerCase())
      throw new BadRequestError('resetLinkInvalid');
    const passwordHash = await hashPassword(req.newPassword);
    const ok = await db.transaction(async (tx) => {
      const row = await consume('reset-password', c.id, req.token, tx);
      if (!row || row.code !== req.code) return false;
      await tx.update(customers).set({ passwordHash, updatedAt: now() }).where(eq(customers.id, c.id));
      await sessions.revokeAll(c.id, undefined, tx);
      return true;
    });
    if (!ok) throw new BadRequestError('resetLinkInvalid');
  }

  return { confirm, resend, recover, reset };
}
