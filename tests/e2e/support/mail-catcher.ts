import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_PORTS } from './ports';

/**
 * Playwright global setup: a real SMTP server for the journeys' API (SMTP_URL in playwright.config.ts). The
 * API runs in production mode, so there is no dev mailbox: journeys read the messages this writes, one JSON
 * file per message ({to, raw}), from MAIL_DIR.
 */
export const MAIL_DIR = path.resolve('.data/e2e-mail');

export default async function startMailCatcher() {
  const port = E2E_PORTS.smtp;
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        writeFileSync(
          path.join(MAIL_DIR, `${Date.now()}-${++n}.json`),
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('latin1') }),
        );
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
