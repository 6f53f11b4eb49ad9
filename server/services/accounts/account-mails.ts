import type { Db } from '../../db/client';
import { customerTokens } from '../../db/schema';
import { confirmEmailMail } from '../../mail/templates/confirm-email';
import { resetPasswordMail } from '../../mail/templates/reset-password';
import { enqueueMail, renderMail, type RenderedMail } from '../../mail/outbox';
import { customerLang, type CustomerRow } from './customer-queries';
import { newCode, newToken, tokenHash } from './secret-tokens';

export const CONFIRM_TTL_MS = 24 * 3600_000;
export const RESET_TTL_MS = 3600_000;
export type TokenPurpose = 'confirm-email' | 'reset-password';

type Customer = Pick<CustomerRow, 'id' | 'uuid' | 'email' | 'firstName' | 'foreign'>;

/** A single-use link token (hashed at rest) and the rendered mail carrying it, ready to write in one transaction. */
export interface PreparedMail {
  token: typeof customerTokens.$inferInsert;
  mail: RenderedMail;
}

/** Storefront links in the customer's language: pt-BR at the spec's paths, es-PY under /es-PY. */
function link(siteUrl: string, c: Customer, path: string): string {
  return `${siteUrl}${c.foreign ? '' : '/es-PY'}/app/${path}`;
}

export function accountMails(siteUrl: string, now: () => Date) {
  async function confirmation(c: Customer): Promise<PreparedMail> {
    const token = newToken();
    const href = link(siteUrl, c, `confirmation-email/${c.uuid}/${token}`);
    return {
      token: {
        customerId: c.id,
        purpose: 'confirm-email',
        tokenHash: tokenHash(token),
        expiresAt: new Date(now().getTime() + CONFIRM_TTL_MS),
      },
      mail: await renderMail({ to: c.email, ...confirmEmailMail(customerLang(c), c.firstName, href) }, now()),
    };
  }

  async function reset(c: Customer): Promise<PreparedMail> {
    const token = newToken();
    const code = newCode();
    const query = new URLSearchParams({ email: c.email, code });
    const href = `${link(siteUrl, c, `reset-password/${c.uuid}/${token}`)}?${query}`;
    return {
      token: {
        customerId: c.id,
        purpose: 'reset-password',
        tokenHash: tokenHash(token),
        code,
        expiresAt: new Date(now().getTime() + RESET_TTL_MS),
      },
      mail: await renderMail(
        { to: c.email, ...resetPasswordMail(customerLang(c), c.firstName, href) },
        now(),
      ),
    };
  }

  return { confirmation, reset };
}
export type AccountMails = ReturnType<typeof accountMails>;

/** Writes a prepared token and its mail in the caller's transaction. */
export async function savePreparedMail(tx: Pick<Db, 'insert'>, prepared: PreparedMail): Promise<void> {
  await tx.insert(customerTokens).values({ ...prepared.token, createdAt: prepared.mail.createdAt });
  await enqueueMail(tx, prepared.mail);
}
