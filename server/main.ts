import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { ensureSeeded } from './db/seed/ensure-seeded';
import { startOutboxWorker } from './mail/outbox-worker';
import { startPaymentWorkers } from './workers/payment-workers';

/** API entry point: open the database, migrate, seed a fresh one, listen; shut down cleanly on signals. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.pgPoolMax });
  await migrate(database);
  await ensureSeeded(database, config);
  const { app } = await buildApp({ config, database });
  // Without SMTP_URL mail stays in the outbox (readable at /dev/mailbox in development).
  const mailer = config.smtpUrl
    ? startOutboxWorker({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
    : undefined;
  // Webhook deliveries of the built-in sandbox gateway and the release of unpaid orders' stock.
  const workers = startPaymentWorkers({
    db: database.db,
    webhookUrl: `${config.publicUrl.replace(/\/$/, '')}/ecom/pagamentos/webhook`,
    webhookKey: config.keys.webhook,
    log: app.log,
  });
  let closing = false;
  const close = async () => {
    if (closing) return; // tsx may forward the same signal twice: close once, after in-flight requests end
    closing = true;
    await workers.stop();
    await app.close();
    await mailer?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  // A configuration problem is one plain line, not a stack trace.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
