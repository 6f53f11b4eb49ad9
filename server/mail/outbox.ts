import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { isTemplateName, mailFor, type TemplateName, type TemplateParams } from './templates/registry';

export interface RenderedMail {
  toAddress: string;
  subject: string;
  htmlBody: string;
  textBody: string;
  createdAt: Date;
  /** Due at once, by the services' clock (the sender compares with the same clock). */
  nextAttemptAt: Date;
}

/** A template as HTML and plain text, rendered before any transaction opens. */
export async function renderMail(
  mail: { to: string; subject: string; element: ReactElement },
  at: Date,
): Promise<RenderedMail> {
  const [htmlBody, textBody] = await Promise.all([
    render(mail.element),
    render(mail.element, { plainText: true }),
  ]);
  return { toAddress: mail.to, subject: mail.subject, htmlBody, textBody, createdAt: at, nextAttemptAt: at };
}

/**
 * Written in the caller's transaction: a confirmation or reset mail exists exactly when the write that caused it
 * committed. The sender (outbox-worker.ts) delivers it; without SMTP it waits here, readable at /dev/mailbox.
 */
export async function enqueueMail(tx: Pick<Db, 'insert'>, mail: RenderedMail): Promise<void> {
  await tx.insert(emailOutbox).values(mail);
}

/**
 * Written in the caller's transaction without rendering: the subject now, the bodies when the sender (or the dev
 * mailbox) first needs them (see templates/registry.ts).
 */
export async function enqueueTemplate<T extends TemplateName>(
  tx: Pick<Db, 'insert'>,
  mail: { to: string; template: T; params: TemplateParams<T> },
  at: Date,
): Promise<void> {
  await tx
    .insert(emailOutbox)
    .values(templateRow(mail, at))
    // Written by every checkout: one text (every value given), so PostgreSQL keeps it prepared (db/prepared.ts).
    .prepare('outbox_enqueue_template')
    .execute();
}

/** The outbox row of a template mail (checkout writes it inside a larger statement of its own). */
export function templateRow<T extends TemplateName>(
  mail: { to: string; template: T; params: TemplateParams<T> },
  at: Date,
) {
  return {
    toAddress: mail.to,
    subject: mailFor(mail.template, mail.params).subject,
    template: mail.template,
    params: mail.params as Record<string, unknown>,
    createdAt: at,
    nextAttemptAt: at,
  };
}

type OutboxRow = typeof emailOutbox.$inferSelect;

/** The row's bodies, rendering (and keeping) them first when it was written from a template. */
export async function bodiesOf(
  db: Pick<Db, 'update'>,
  row: OutboxRow,
): Promise<{ text: string; html: string | null }> {
  if (row.textBody !== null) return { text: row.textBody, html: row.htmlBody };
  if (!isTemplateName(row.template)) return { text: '', html: null };
  const element = mailFor(row.template, row.params as never).element;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  await db.update(emailOutbox).set({ htmlBody: html, textBody: text }).where(eq(emailOutbox.id, row.id));
  return { text, html };
}
