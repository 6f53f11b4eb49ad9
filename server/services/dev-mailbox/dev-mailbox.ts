import type { Db } from '../../db/client';
import { bodiesOf } from '../../mail/outbox';
import { NotFoundError } from '../errors';
import { latestHeaders, latestTo, messageById } from './mailbox-queries';

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  status: string;
  text: string;
  html: string | null;
}

/** The development mailbox's reads of the outbox (routes/dev-mailbox.ts; never registered in production). */
export function devMailboxService(db: Db) {
  const withBodies = async (
    row: NonNullable<Awaited<ReturnType<typeof messageById>>>,
  ): Promise<MailboxMessage> => {
    const body = await bodiesOf(db, row);
    return {
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      status: row.status,
      text: body.text,
      html: body.html,
    };
  };
  return {
    list: () => latestHeaders(db, 200),
    async messagesTo(to: string | undefined): Promise<MailboxMessage[]> {
      const out: MailboxMessage[] = [];
      // One at a time: a first read renders and stores a templated message's bodies.
      for (const row of await latestTo(db, to, 50)) out.push(await withBodies(row));
      return out;
    },
    async message(id: number): Promise<MailboxMessage> {
      const row = await messageById(db, id);
      if (!row) throw new NotFoundError();
      return withBodies(row);
    },
  };
}
