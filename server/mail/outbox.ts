import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

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
export async function renderMail(mail: { to: string; subject: string; element: ReactElement }, at: Date): Promise<RenderedMail> {
  const [htmlBody, textBody] = await Promise.all([render(mail.element), render(mail.element, { plainText: true })]);
  return { toAddress: mail.to, subject: mail.subject, htmlBody, textBody, createdAt: at, nextAttemptAt: at };
}

/**
 * Written in the caller's transaction: a confirmation or reset mail exists exactly when the write that caused it
 * committed. The sender (outbox-worker.ts) delivers it; without SMTP it waits here, readable at /dev/mailbox.
 */
export async function enqueueMail(tx: Pick<Db, 'insert'>, mail: RenderedMail): Promise<void> {
  await tx.insert(emailOutbox).values(mail);
}
