import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Everything the API reads from the environment, read once. */
export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  mediaDir: string;
  redisUrl: string | undefined;
  appSecret: string;
  publicUrl: string;
  storefrontUrl: string;
  logLevel: string;
  seedProducts: number;
  /** How long public catalogue answers are reused in-process; 0 turns the cache off. */
  responseCacheMs: number;
}

const ROOT = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT ?? 4000);
  const dataRoot = path.resolve(ROOT, env.DATA_DIR ?? '.data');
  const appSecret = env.APP_SECRET ?? devSecret();
  return {
    port,
    host: env.API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PGLITE_DIR ?? path.join(dataRoot, 'pglite'),
    mediaDir: env.MEDIA_DIR ?? path.join(dataRoot, 'media'),
    redisUrl: env.REDIS_URL || undefined,
    appSecret,
    publicUrl: env.API_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    storefrontUrl: env.STOREFRONT_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedProducts: Number(env.SEED_PRODUCTS ?? 2400),
    responseCacheMs: Number(env.RESPONSE_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 30_000)),
  };
}

let generated: string | undefined;
/** Without APP_SECRET a per-process secret keeps development working; production must set one. */
function devSecret(): string {
  if (process.env.NODE_ENV === 'production') throw new Error('APP_SECRET must be set in production');
  generated ??= randomBytes(32).toString('hex');
  return generated;
}
