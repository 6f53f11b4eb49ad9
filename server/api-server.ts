import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { ensureSeeded } from './db/seed/ensure-seeded';
import { startOutboxWorker } from './mail/outbox-worker';
import { startPaymentWorkers } from './workers/payment-workers';

/** How long in-flight requests may take to finish after SIGTERM before the process gives up on them. */
const DRAIN_TIMEOUT_MS = 15_000;

let database: Database | undefined;
let app: FastifyInstance | undefined;
let mailer: { stop(): Promise<void> } | undefined;
let workers: { stop(): Promise<void> } | undefined;
let closing = false;

/**
 * SIGTERM/SIGINT: stop accepting (new requests get 503 while draining), let in-flight requests finish, close the
 * database (which releases the data folder's lock), exit 0. A signal during start-up (seeding) closes what is open.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return; // a wrapper may forward the same signal twice: close once
  closing = true;
  const deadline = setTimeout(() => {
    console.error(`API: requests still running ${DRAIN_TIMEOUT_MS / 1000} s after ${signal}; exiting`);
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  deadline.unref();
  try {
    app?.log.info(`${signal}: draining requests, then closing the database`);
    // A keep-alive connection becomes idle only after its last answer; close those as they go idle.
    await workers?.stop();
    const sweep = setInterval(() => app?.server.closeIdleConnections(), 100);
    await app?.close();
    clearInterval(sweep);
    await mailer?.stop();
    await database?.close();
    process.exit(0);
  } catch (error) {
    console.error('API: shutdown failed:', error);
    process.exit(1);
  }
}

/** API entry point: open the database, migrate, seed a fresh one, start the mail worker, listen. */
async function main() {
  // on, not once: a second signal while draining must not fall back to the default (kill at once).
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const config = loadConfig();
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.pgPoolMax });
  await migrate(database);
  await ensureSeeded(database, config);
  ({ app } = await buildApp({ config, database }));
  // Without SMTP_URL mail stays in the outbox (readable at /dev/mailbox in development).
  mailer = config.smtpUrl ? startOutboxWorker({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }) : undefined;
  // Webhook deliveries of the built-in sandbox gateway and the release of unpaid orders' stock.
  workers = startPaymentWorkers({
    db: database.db,
    webhookUrl: `${config.publicUrl.replace(/\/$/, '')}/ecom/pagamentos/webhook`,
    webhookKey: config.keys.webhook,
    log: app.log,
  });
  if (closing) return;
  await app.listen({ port: config.port, host: config.host });
}

main().catch(async (err) => {
  // A configuration problem or a held database folder is one plain line, not a stack trace.
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  await database?.close().catch(() => {});
  process.exit(1);
});
