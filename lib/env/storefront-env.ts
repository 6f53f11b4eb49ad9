import { z } from 'zod';
import { productionSiteUrlError } from '@/lib/contract/secrets';
import { parseTrustProxy, type TrustProxy } from '@/lib/contract/trust-proxy';

/**
 * Everything the storefront's server reads from the environment, as plain English fields. Pure (no
 * server-only marker) so it can be tested and checked at start; pages and handlers read the frozen copy in
 * lib/env/server-env.ts. `.env.example` and README's configuration table list the same variables.
 */
const url = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? v : fallback))
    .pipe(z.url())
    .transform((v) => v.replace(/\/$/, ''));

const StorefrontEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  /** The storefront's port: the default SITE_URL is http://localhost:$PORT, as the API assumes. */
  PORT: z.coerce.number().int().min(0).max(65535).optional().default(3000),
  /** Where the storefront's server reaches the store API. */
  API_URL: url('http://127.0.0.1:4000'),
  /** The public origin for canonical URLs, sitemaps and JSON-LD. */
  SITE_URL: z.string().optional(),
  NEXT_PUBLIC_SITE_URL: z.string().optional(),
  /**
   * The two keys the storefront needs, derived by HKDF from the API's APP_SECRET (`npm run keys:storefront`; `npm start`
   * derives and passes them itself). The storefront never holds APP_SECRET: a leaked storefront environment then
   * cannot sign refund commands or unseal staff authenticator secrets (issue 26 point 11).
   */
  STOREFRONT_IDENTITY_KEY: z.string().optional(),
  REVALIDATE_KEY: z.string().optional(),
  /** false switches buying online off (spec §4: the cart can be disabled globally); anything else leaves it on. */
  CART_ENABLED: z.string().optional(),
  /** Shared counters for the proxy's text-search limit (the ISR cache handler reads it in next.config.ts). */
  REDIS_URL: z.string().optional(),
  /** off: the proxy counts no text search either (benchmarks only), as the API. */
  RATE_LIMIT: z.enum(['on', 'off']).optional().default('on'),
  /** Test runs only: production then accepts an http SITE_URL on a loopback host (see lib/contract/secrets.ts). */
  LOCAL_HTTP: z.enum(['on', 'off']).optional(),
  /** As the API's: off (default), a hop count, or a comma list of proxy addresses/CIDRs whose X-Forwarded-For is believed. */
  TRUST_PROXY: z.string().optional().default('off'),
  /** on: a proxy in front sets (overwrites) X-Request-ID, and the storefront passes that id on to the API. */
  TRUST_REQUEST_ID: z.enum(['on', 'off']).optional().default('off'),
});

/** Variable names, for the documentation check (README and .env.example list each). */
export const STOREFRONT_ENV_VARS = Object.keys(StorefrontEnvSchema.shape);

export interface StorefrontEnv {
  production: boolean;
  apiUrl: string;
  siteUrl: string;
  /** Proves the storefront's own calls to the API (its rate limits, the admin API); undefined: none sent. */
  identityKey: string | undefined;
  /** Checks the API's signed revalidation calls; undefined: /api/revalidate refuses every call. */
  revalidateKey: string | undefined;
  cartEnabled: boolean;
  /** Undefined without one: each storefront process counts text searches on its own. */
  redisUrl: string | undefined;
  rateLimit: boolean;
  /** Whose X-Forwarded-For is believed (lib/http/client-address.ts); false: the socket's address only. */
  trustProxy: TrustProxy;
  /** Take an incoming X-Request-ID (a trusted proxy's) instead of making one per request. */
  trustRequestId: boolean;
}

export function parseStorefrontEnv(env: Record<string, string | undefined>): Readonly<StorefrontEnv> {
  const parsed = StorefrontEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid storefront configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const siteUrl = url(`http://localhost:${e.PORT}`).parse(e.SITE_URL || e.NEXT_PUBLIC_SITE_URL);
  return Object.freeze({
    production: e.NODE_ENV === 'production',
    apiUrl: e.API_URL,
    siteUrl,
    identityKey: e.STOREFRONT_IDENTITY_KEY || undefined,
    revalidateKey: e.REVALIDATE_KEY || undefined,
    cartEnabled: e.CART_ENABLED?.trim().toLowerCase() !== 'false',
    redisUrl: e.REDIS_URL || undefined,
    rateLimit: e.RATE_LIMIT === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    trustRequestId: e.TRUST_REQUEST_ID === 'on',
  });
}

/** What a derived key looks like (lib/contract/secrets.ts deriveKey): 32 bytes in hex, nothing hand-written. */
const DERIVED_KEY = /^[0-9a-f]{64}$/;

/** Why a production storefront must not start with these keys, or null. */
function keysProblem(env: Record<string, string | undefined>): string | null {
  const howTo =
    "derive them from the API's APP_SECRET with `npm run keys:storefront` (npm start does it by itself)";
  if (env.APP_SECRET)
    return `APP_SECRET must not be given to the storefront: set STOREFRONT_IDENTITY_KEY and REVALIDATE_KEY instead (${howTo})`;
  for (const name of ['STOREFRONT_IDENTITY_KEY', 'REVALIDATE_KEY'] as const) {
    const value = env[name];
    if (!value) return `${name} is not set: production needs it (${howTo})`;
    if (!DERIVED_KEY.test(value)) return `${name} is not a derived key (64 hex characters): ${howTo}`;
  }
  if (env.STOREFRONT_IDENTITY_KEY === env.REVALIDATE_KEY)
    return `STOREFRONT_IDENTITY_KEY and REVALIDATE_KEY are the same value: ${howTo}`;
  return null;
}

/**
 * Why this server must not start (one line), or null. Only a production server: `next start` runs as production,
 * so `npm start` hands it keys derived from its local secret.
 */
export function startupProblem(env: Record<string, string | undefined>): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const localDefault = env.LOCAL_HTTP === 'on' ? `http://localhost:${env.PORT || 3000}` : undefined;
  return (
    keysProblem(env) ??
    productionSiteUrlError(env.SITE_URL || env.NEXT_PUBLIC_SITE_URL || localDefault, env.LOCAL_HTTP)
  );
}
