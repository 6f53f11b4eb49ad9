import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  deriveKey,
  productionSecretError,
  productionSiteUrlError,
  type KeyPurpose,
} from '../lib/contract/secrets';
import { parseTrustProxy, type TrustProxy } from '../lib/contract/trust-proxy';
import { describeInvoices, sifenConfig, SifenEnvShape, type SifenConfig } from './config-sifen';
import { whatsappConfig, WhatsappEnvShape, type WhatsappConfig } from './config-whatsapp';
import { loadEnvFiles } from './env-files';
import { PROJECT_ROOT } from './project-root';

/**
 * Everything the API reads from the environment, validated once at start and frozen. `.env` and `.env.local`
 * are loaded the way Next loads them for the storefront; variables already set win. `.env.example` lists every
 * variable with its default; README's configuration table mirrors it.
 */
const ROOT = PROJECT_ROOT;

const bool = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'on', 'yes'].includes(v)));
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).optional().default(fallback);
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  API_PORT: int(4000, 0, 65535),
  API_HOST: z.string().min(1).optional().default('127.0.0.1'),
  PORT: int(3000, 0, 65535),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).optional().default('.data'),
  PGLITE_DIR: z.string().min(1).optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  /** Customers' identity documents: private, never under a public path. */
  DOCUMENTS_DIR: z.string().min(1).optional(),
  PG_POOL_MAX: int(10, 1, 500),
  /** API processes on one port (node:cluster): a number, or `auto` for one per CPU core. PostgreSQL only. */
  API_WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .optional()
    .default(1),
  REDIS_URL: optionalUrl,
  APP_SECRET: z.string().optional(),
  API_PUBLIC_URL: optionalUrl,
  STOREFRONT_URL: optionalUrl,
  SITE_URL: optionalUrl,
  /** Test runs only: production then accepts an http SITE_URL on a loopback host (journeys, test:multi, npm start). */
  LOCAL_HTTP: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** on: the demo API (server/demo/main.ts) may run; the store's API refuses it (decision 0030). */
  DEMO_SEED: bool(false),
  SEED_PRODUCTS: int(2400, 0, 1_000_000),
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).optional(),
  /** off turns every rate limit off (benchmarks only). */
  RATE_LIMIT: z.enum(['on', 'off']).optional().default('on'),
  /** off (default), a hop count, or a comma list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().optional().default('off'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().optional().default('Loja CDE <no-reply@lojacde.com.py>'),
  DEV_MAILBOX: bool(true),
  /** Payment provider per buyer kind (docs/decisions/0027-payment-providers.md); unset: sandbox outside production, none in it. */
  PAYMENT_PROVIDER_PY: z.enum(['pagopar', 'sandbox', '']).optional(),
  PAYMENT_PROVIDER_BR: z.enum(['ebanx', 'sandbox', '']).optional(),
  PAGOPAR_PUBLIC_KEY: z.string().optional(),
  PAGOPAR_PRIVATE_KEY: z.string().optional(),
  PAGOPAR_API_URL: z.url().optional().default('https://api.pagopar.com'),
  /** Pagopar's checkout page; the order's hash is appended. */
  PAGOPAR_CHECKOUT_URL: z.url().optional().default('https://www.pagopar.com/pagos'),
  EBANX_INTEGRATION_KEY: z.string().optional(),
  EBANX_API_URL: z.url().optional().default('https://api.ebanx.com'),
  /**
   * How long a provider call may take before the shopper is told the provider is unavailable. At most 25 s: a
   * checkout holds its SOLICITANDO payment for 30 s (SOLICITING_HOLD_MS), after which the reconciler may settle it,
   * so a longer wait would let it take a payment whose checkout is still listening.
   */
  PAYMENT_PROVIDER_TIMEOUT_MS: int(10_000, 500, 25_000),
  /** Payments still pending after this long are queried at their provider (reconciliation), then again each interval. */
  PAYMENT_RECONCILE_MS: int(300_000, 1000, 86_400_000),
  /** The OpenAPI page at /docs: on by default outside production, off in production unless API_DOCS=on. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** Prometheus numbers on an internal port of their own (unset: none; 0: any free port, for tests); decision 0029. */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().min(1).optional().default('127.0.0.1'),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(24, 'METRICS_TOKEN needs at least 24 characters').optional()),
  ...SifenEnvShape,
  ...WhatsappEnvShape,
});

/** Variable names, for the documentation check (README and .env.example list each). */
export const API_ENV_VARS = Object.keys(EnvSchema.shape);

export type { TrustProxy };
export { describeInvoices };
export type { SifenConfig };

export interface ApiConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  mediaDir: string;
  /** The product feeds for Google and Meta, made on demand and kept until the catalogue changes (issue 28). */
  feedsDir: string;
  /** Private folder for identity documents (frente/verso); served only to their owner through the API. */
  documentsDir: string;
  pgPoolMax: number;
  /** How many API processes serve the port (1: this process alone, no cluster). */
  apiWorkers: number;
  redisUrl: string | undefined;
  appSecret: string;
  /** Per-purpose keys derived from APP_SECRET (HKDF): never sign two kinds of thing with one key. */
  keys: Readonly<Record<KeyPurpose, string>>;
  publicUrl: string;
  storefrontUrl: string;
  /** The storefront's public origin: links in e-mails point there. */
  siteUrl: string;
  logLevel: string;
  seedProducts: number;
  /** How long public catalogue answers are reused in-process; 0 turns the cache off. */
  responseCacheMs: number;
  rateLimit: boolean;
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The outbox page at /dev/mailbox: development only, never in production. */
  devMailbox: boolean;
  /** Internal /metrics listener (undefined: none) and its address; the token also opens /metrics on the API port. */
  metricsPort: number | undefined;
  metricsHost: string;
  metricsToken: string | undefined;
  /** Swagger UI and the OpenAPI document at /docs (off in production unless API_DOCS=on). */
  apiDocs: boolean;
  payments: PaymentConfig;
  /** Electronic invoices through SIFEN; null: off (decision 0042). */
  sifen: SifenConfig | null;
  /** Why invoicing is off although SIFEN_* is set (outside production; production refuses to start). */
  sifenProblem: string | null;
  /** WhatsApp Business Cloud API order updates (issue 28); null: off. */
  whatsapp: WhatsappConfig | null;
  whatsappProblem: string | null;
}

/** Which provider takes each buyer kind's money, and their credentials (none: checkout answers "no method for the region"). */
export interface PaymentConfig {
  paraguayan: 'pagopar' | 'sandbox' | null;
  brazilian: 'ebanx' | 'sandbox' | null;
  pagopar: { publicKey: string; privateKey: string; apiUrl: string; checkoutUrl: string };
  ebanx: { integrationKey: string; apiUrl: string };
  timeoutMs: number;
  reconcileMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** SITE_URL as given; with LOCAL_HTTP=on an unset one is the local default, http://localhost:$PORT. */
const siteUrlOf = (e: { SITE_URL?: string; LOCAL_HTTP?: string; PORT: number }) =>
  e.SITE_URL ?? (e.LOCAL_HTTP === 'on' ? `http://localhost:${e.PORT}` : undefined);

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

let generatedDevSecret: string | undefined;

const PURPOSES: KeyPurpose[] = [
  'session',
  'email-token',
  'price-token',
  'shipping-token',
  'webhook',
  'revalidation',
  'storefront-identity',
  'operator',
  'totp-secret',
  'cart-share',
];

/** Reads and validates the environment; throws ConfigError with one line per problem. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { loadFiles = env === process.env } = {},
): Readonly<ApiConfig> {
  if (loadFiles) loadEnvFiles(ROOT, env.NODE_ENV !== 'production');
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  let appSecret = e.APP_SECRET ?? '';
  if (production) {
    const problem = productionSecretError(e.APP_SECRET) ?? productionSiteUrlError(siteUrlOf(e), e.LOCAL_HTTP);
    if (problem) throw new ConfigError(problem);
  } else if (!appSecret) {
    // Development without a secret: one per process keeps everything working (sessions end on restart).
    generatedDevSecret ??= deriveKey(String(Math.random()) + Date.now(), 'session');
    appSecret = generatedDevSecret;
  }
  const apiWorkers = e.API_WORKERS === 'auto' ? os.availableParallelism() : e.API_WORKERS;
  if (apiWorkers > 1 && !e.DATABASE_URL) {
    // PGlite is one embedded database inside one process: a second process cannot open it.
    throw new ConfigError(
      `API_WORKERS=${e.API_WORKERS} needs DATABASE_URL (PostgreSQL): the embedded PGlite serves one process. Unset API_WORKERS or set DATABASE_URL.`,
    );
  }
  if (production && apiWorkers > 1 && e.RATE_LIMIT === 'on' && !e.REDIS_URL) {
    // Each worker would count a shopper's requests on its own: up to N× every limit, login's included (0018).
    throw new ConfigError(
      `API_WORKERS=${e.API_WORKERS} in production needs REDIS_URL: without it each of the ${apiWorkers} workers counts rate limits on its own and a shopper gets up to ${apiWorkers}× every limit. Set REDIS_URL, or unset API_WORKERS.`,
    );
  }
  const payments = paymentConfig(e, production);
  if (production && e.METRICS_PORT !== undefined && !e.METRICS_TOKEN && !isLoopback(e.METRICS_HOST)) {
    throw new ConfigError(
      `METRICS_HOST=${e.METRICS_HOST} serves /metrics beyond this machine: set METRICS_TOKEN too, or keep METRICS_HOST=127.0.0.1.`,
    );
  }
  const invoices = sifenConfig(e);
  const whatsapp = whatsappConfig(e);
  if (production && invoices.problem) throw new ConfigError(invoices.problem);
  const dataRoot = path.resolve(ROOT, e.DATA_DIR);
  const port = e.API_PORT;
  const keys = Object.freeze(
    Object.fromEntries(PURPOSES.map((p) => [p, deriveKey(appSecret, p)])) as Record<KeyPurpose, string>,
  );
  return Object.freeze({
    env: e.NODE_ENV,
    port,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.PGLITE_DIR ?? path.join(dataRoot, 'pglite'),
    mediaDir: e.MEDIA_DIR ?? path.join(dataRoot, 'media'),
    feedsDir: path.join(dataRoot, 'feeds'),
    documentsDir: e.DOCUMENTS_DIR ?? path.join(dataRoot, 'private', 'documents'),
    pgPoolMax: e.PG_POOL_MAX,
    apiWorkers,
    redisUrl: e.REDIS_URL,
    appSecret,
    keys,
    publicUrl: e.API_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    storefrontUrl: e.STOREFRONT_URL ?? `http://127.0.0.1:${e.PORT}`,
    siteUrl: (siteUrlOf(e) ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedProducts: e.SEED_PRODUCTS,
    responseCacheMs: e.RESPONSE_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 30_000),
    rateLimit: e.RATE_LIMIT === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMailbox: !production && e.DEV_MAILBOX,
    payments,
    sifen: invoices.config,
    sifenProblem: invoices.problem,
    whatsapp: whatsapp.config,
    whatsappProblem: whatsapp.problem,
    apiDocs: (e.API_DOCS ?? (production ? 'off' : 'on')) === 'on',
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken: e.METRICS_TOKEN,
  });
}

/**
 * The sandbox lets a shopper mark their own payment paid: outside production it is the default, in production it is
 * refused outright. A real provider needs its credentials.
 */
function paymentConfig(e: z.output<typeof EnvSchema>, production: boolean): PaymentConfig {
  const pick = <T extends string>(raw: T | '' | undefined): T | 'sandbox' | null =>
    raw ? raw : production ? null : 'sandbox';
  const paraguayan = pick(e.PAYMENT_PROVIDER_PY);
  const brazilian = pick(e.PAYMENT_PROVIDER_BR);
  if (production && (paraguayan === 'sandbox' || brazilian === 'sandbox')) {
    throw new ConfigError(
      'PAYMENT_PROVIDER_PY/PAYMENT_PROVIDER_BR=sandbox is refused in production: the sandbox lets shoppers mark their own orders paid. Set pagopar / ebanx, or leave it unset (that buyer kind then cannot check out).',
    );
  }
  if (paraguayan === 'pagopar' && (!e.PAGOPAR_PUBLIC_KEY || !e.PAGOPAR_PRIVATE_KEY))
    throw new ConfigError('PAYMENT_PROVIDER_PY=pagopar needs PAGOPAR_PUBLIC_KEY and PAGOPAR_PRIVATE_KEY.');
  if (brazilian === 'ebanx' && !e.EBANX_INTEGRATION_KEY)
    throw new ConfigError('PAYMENT_PROVIDER_BR=ebanx needs EBANX_INTEGRATION_KEY.');
  return {
    paraguayan,
    brazilian,
    pagopar: {
      publicKey: e.PAGOPAR_PUBLIC_KEY ?? '',
      privateKey: e.PAGOPAR_PRIVATE_KEY ?? '',
      apiUrl: e.PAGOPAR_API_URL.replace(/\/$/, ''),
      checkoutUrl: e.PAGOPAR_CHECKOUT_URL.replace(/\/$/, ''),
    },
    ebanx: { integrationKey: e.EBANX_INTEGRATION_KEY ?? '', apiUrl: e.EBANX_API_URL.replace(/\/$/, '') },
    timeoutMs: e.PAYMENT_PROVIDER_TIMEOUT_MS,
    reconcileMs: e.PAYMENT_RECONCILE_MS,
  };
}

/** Test configuration: fixed secret, silent logs, no files read. */
export function testConfig(overrides: Partial<ApiConfig> = {}): Readonly<ApiConfig> {
  const base = loadConfig(
    {
      NODE_ENV: 'test',
      APP_SECRET: 'test-secret-of-at-least-32-characters!!',
      DOCUMENTS_DIR: path.join(os.tmpdir(), `loja-test-documents-${process.pid}`),
    },
    { loadFiles: false },
  );
  return Object.freeze({
    ...base,
    feedsDir: path.join(os.tmpdir(), `loja-test-feeds-${process.pid}-${Math.random().toString(36).slice(2)}`),
    ...overrides,
  });
}
