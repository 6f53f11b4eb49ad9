import { and, eq, gt, lte, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { newToken, tokenHash } from './secret-tokens';

/** Spec §9: a session lasts one hour from login, enforced here whatever the client keeps. */
export const SESSION_TTL_MS = 3600_000;

export interface SessionRef {
  customerId: number;
  tokenHash: string;
}

type Tx = Pick<Db, 'insert' | 'delete'>;

/**
 * The one rule a bearer token passes, as SQL over `sessions`: a row with its hash that has not expired at `at`.
 * `resolve` uses it, and so does the cart's single round trip, which checks the session inside its own statement.
 */
export function liveSession(hash: SQLWrapper, at: SQLWrapper): SQL {
  return and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, at))!;
}

export function sessionService(db: Db, now: () => Date) {
  async function create(customerId: number, tx: Tx = db): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
    await tx
      .insert(sessions)
      .values({ customerId, tokenHash: tokenHash(token), expiresAt, createdAt: now() });
    return { token, expiresAt };
  }

  // Every authenticated request runs it: prepared once (a named statement on PostgreSQL, see db/prepared.ts).
  const resolveQuery = db
    .select({ customerId: sessions.customerId, tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(liveSession(sql.placeholder('hash'), sql.placeholder('now')))
    .limit(1)
    .prepare('session_resolve');

  /** The session a bearer token names, if it exists and has not expired. */
  async function resolve(token: string): Promise<SessionRef | undefined> {
    const [row] = await resolveQuery.execute({ hash: tokenHash(token), now: now().toISOString() });
    return row;
  }

  const revoke = (hash: string) =>
    db
      .delete(sessions)
      .where(eq(sessions.tokenHash, hash))
      .then(() => undefined);

  /** Every session of a customer but `keep` (a password change keeps the session that made it). */
  const revokeAll = (customerId: number, keep?: string, tx: Tx = db) =>
    tx
      .delete(sessions)
      .where(
        keep
          ? and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, keep))
          : eq(sessions.customerId, customerId),
      )
      .then(() => undefined);

  /** Expired rows serve nobody; removed opportunistically at login. */
  const purgeExpired = () =>
    db
      .delete(sessions)
      .where(lte(sessions.expiresAt, now()))
      .then(() => undefined);

  return { create, resolve, revoke, revokeAll, purgeExpired };
}
export type SessionService = ReturnType<typeof sessionService>;
