import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { deriveKey, productionSecretError, type KeyPurpose } from '../lib/contract/secrets';
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
  API_WORKERS: z.union([z.literal('auto'), z.coerce.number().int().min(1).max(64)]).optional().default(1),
  REDIS_URL: optionalUrl,
  APP_SECRET: z.string().optional(),
  API_PUBLIC_URL: optionalUrl,
  STOREFRONT_URL: optionalUrl,
  SITE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED_PRODUCTS: int(2400, 0, 1_000_000),
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).optional(),
  /** off turns every rate limit off (benchmarks only). */
  RATE_LIMIT: z.enum(['on', 'off']).optional().default('on'),
  /** off (default), a hop count, or a comma list of proxy addresses/CIDRs. */
  TRUST_PROXY: z.string().optional().default('off'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().optional().default('Loja CDE <no-reply@lojacde.com.py>'),
  DEV_MAILBOX: bool(true),
  /** Prometheus numbers on an internal port of their own (unset: none; 0: any free port, for tests); decision 0029. */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().min(1).optional().default('127.0.0.1'),
  METRICS_TOKEN: z.string().optional().transform((v) => (v ? v : undefined)).pipe(z.string().min(24, 'METRICS_TOKEN needs at least 24 characters').optional()),
});

/** Variable names, for the documentation check (README and .env.example list each). */
export const API_ENV_VARS = Object.keys(EnvSchema.shape);

export type TrustProxy = false | number | string[];

export interface ApiConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  mediaDir: string;
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
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseTrustProxy(raw: string): TrustProxy {
  const v = raw.trim();
  if (v === '' || v === 'off' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim()).filter(Boolean);
}

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

let generatedDevSecret: string | undefined;

const PURPOSES: KeyPurpose[] = ['session', 'email-token', 'price-token', 'shipping-token', 'webhook', 'revalidation', 'storefront-identity'];

/** Reads and validates the environment; throws ConfigError with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { loadFiles = env === process.env } = {}): Readonly<ApiConfig> {
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
    const problem = productionSecretError(e.APP_SECRET);
    if (problem) throw new ConfigError(problem);
  } else if (!appSecret) {
    // Development without a secret: one per process keeps everything working (sessions end on restart).
    generatedDevSecret ??= deriveKey(String(Math.random()) + Date.now(), 'session');
    appSecret = generatedDevSecret;
  }
  const apiWorkers = e.API_WORKERS === 'auto' ? os.availableParallelism() : e.API_WORKERS;
  if (apiWorkers > 1 && !e.DATABASE_URL) {
    // PGlite is one embedded database inside one process: a second process cannot open it.
    throw new ConfigError(`API_WORKERS=${e.API_WORKERS} needs DATABASE_URL (PostgreSQL): the embedded PGlite serves one process. Unset API_WORKERS or set DATABASE_URL.`);
  }
  if (production && apiWorkers > 1 && e.RATE_LIMIT === 'on' && !e.REDIS_URL) {
    // Each worker would count a shopper's requests on its own: up to N× every limit, login's included (0018).
    throw new ConfigError(`API_WORKERS=${e.API_WORKERS} in production needs REDIS_URL: without it each of the ${apiWorkers} workers counts rate limits on its own and a shopper gets up to ${apiWorkers}× every limit. Set REDIS_URL, or unset API_WORKERS.`);
  }
  if (production && e.METRICS_PORT !== undefined && !e.METRICS_TOKEN && !isLoopback(e.METRICS_HOST)) {
    throw new ConfigError(`METRICS_HOST=${e.METRICS_HOST} serves /metrics beyond this machine: set METRICS_TOKEN too, or keep METRICS_HOST=127.0.0.1.`);
  }
  const dataRoot = path.resolve(ROOT, e.DATA_DIR);
  const port = e.API_PORT;
  const keys = Object.freeze(Object.fromEntries(PURPOSES.map((p) => [p, deriveKey(appSecret, p)])) as Record<KeyPurpose, string>);
  return Object.freeze({
    env: e.NODE_ENV,
    port,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.PGLITE_DIR ?? path.join(dataRoot, 'pglite'),
    mediaDir: e.MEDIA_DIR ?? path.join(dataRoot, 'media'),
    documentsDir: e.DOCUMENTS_DIR ?? path.join(dataRoot, 'private', 'documents'),
    pgPoolMax: e.PG_POOL_MAX,
    apiWorkers,
    redisUrl: e.REDIS_URL,
    appSecret,
    keys,
    publicUrl: e.API_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    storefrontUrl: e.STOREFRONT_URL ?? `http://127.0.0.1:${e.PORT}`,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedProducts: e.SEED_PRODUCTS,
    responseCacheMs: e.RESPONSE_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 30_000),
    rateLimit: e.RATE_LIMIT === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMailbox: !production && e.DEV_MAILBOX,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken: e.METRICS_TOKEN,
  });
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
  return Object.freeze({ ...base, ...overrides });
}
