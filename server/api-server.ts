import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { describeInvoices, type ApiConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { ensureReferenceData } from './db/reference/store-reference';
import type { MediaRenderer } from './media/media-store';
import { startOutboxWorker } from './mail/outbox-worker';
import { startWhatsappWorker } from './workers/whatsapp-worker';
import { whatsappSend } from './composition/whatsapp';
import { describeWhatsapp } from './config-whatsapp';
import { startMetricsServer } from './metrics/metrics-exposure';
import { startInvoiceWorker } from './workers/invoice-worker';
import { startPaymentWorkers } from './workers/payment-workers';

/** How long in-flight requests may take to finish after SIGTERM before the process gives up on them. */
export const DRAIN_TIMEOUT_MS = 15_000;

let database: Database | undefined;
let app: FastifyInstance | undefined;
let mailer: { stop(): Promise<void> } | undefined;
let workers: { stop(): Promise<void> } | undefined;
let invoiceWorker: { stop(): Promise<void> } | undefined;
let whatsappWorker: { stop(): Promise<void> } | undefined;
let metricsServer: Server | undefined;
let closing = false;

/**
 * SIGTERM/SIGINT: stop accepting (new requests get 503 while draining), let in-flight requests finish, close the
 * database (which releases the data folder's lock), exit 0. A signal during start-up (seeding) closes what is open.
 */
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return; // a wrapper (or the cluster's primary) may forward the same signal twice: close once
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
    await invoiceWorker?.stop();
    await whatsappWorker?.stop();
    metricsServer?.close();
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

/**
 * What the demo entry point (server/demo/main.ts) adds to an API: its generated catalogue on an empty database and
 * the drawings of its pictures. The production entry point (server/main.ts) passes none, and its bundle holds no
 * demo code (decision 0030).
 */
export interface DemoHooks {
  seed(database: Database): Promise<void>;
  mediaRenderer: MediaRenderer;
}

/**
 * Opens the database, applies the migrations and loads the reference data an empty store needs (countries,
 * currencies, geography, exchange rates, the store's counter); with the demo, its catalogue too. What one
 * process does before serving.
 */
export async function prepareDatabase(config: ApiConfig, demo?: DemoHooks): Promise<Database> {
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.pgPoolMax,
  });
  try {
    await migrate(opened);
    if (await ensureReferenceData(opened.db))
      console.log('Loaded the reference data (countries, currencies, geography, exchange rates)');
    await demo?.seed(opened);
    return opened;
  } catch (error) {
    await opened.close().catch(() => {});
    throw error;
  }
}

export interface ServeOptions {
  /** Migrate and seed first (false in a cluster's workers: the primary did it once). */
  prepare: boolean;
  /** Run the background jobs (mail outbox, webhook deliveries, order expiry): one process of a cluster does. */
  jobs: boolean;
  /** The demo's seed and drawings (server/demo/main.ts only). */
  demo?: DemoHooks;
}

/** One API process: open the database, start the background jobs, listen; SIGTERM/SIGINT drain it. */
export async function serveApi(config: ApiConfig, { prepare, jobs, demo }: ServeOptions): Promise<void> {
  // on, not once: a second signal while draining must not fall back to the default (kill at once).
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    database = prepare
      ? await prepareDatabase(config, demo)
      : await openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          poolMax: config.pgPoolMax,
        });
    let services;
    ({ app, services } = await buildApp({ config, database, mediaRenderer: demo?.mediaRenderer }));
    // The start line says which provider takes which buyer kind's money.
    app.log.info(services.payments.gateways.describe());
    app.log.info(
      config.sifenProblem
        ? `${describeInvoices(config.sifen)} (${config.sifenProblem})`
        : describeInvoices(config.sifen),
    );
    // Off by default: the start line says so, and what turns it on (issue 28).
    app.log.info(describeWhatsapp(config.whatsapp, config.whatsappProblem));
    if (jobs) {
      // Without SMTP_URL mail stays in the outbox (readable at /dev/mailbox in development).
      mailer = config.smtpUrl
        ? startOutboxWorker({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
        : undefined;
      // Webhook deliveries of the built-in sandbox gateway and the release of unpaid orders' stock.
      workers = startPaymentWorkers({
        db: database.db,
        services,
        reconcileMs: config.payments.reconcileMs,
        webhookUrl: `${config.publicUrl.replace(/\/$/, '')}/ecom/pagamentos/webhook`,
        webhookKey: config.keys.webhook,
        siteUrl: config.siteUrl,
        log: app.log,
      });
      // SIFEN's sender, only when invoices are configured (decision 0042).
      if (config.sifen)
        invoiceWorker = startInvoiceWorker({ services, everyMs: config.sifen.sendMs, log: app.log });
      if (config.whatsapp)
        whatsappWorker = startWhatsappWorker({
          db: database.db,
          send: whatsappSend(config.whatsapp),
          log: app.log,
        });
    }
    if (closing) return;
    // In a cluster the primary owns the internal metrics port (cluster-primary.ts).
    if (config.metricsPort !== undefined && !cluster.isWorker) {
      metricsServer = await startMetricsServer({
        port: config.metricsPort,
        host: config.metricsHost,
        token: config.metricsToken,
        log: app.log,
      });
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database?.close().catch(() => {});
    throw error;
  }
}
