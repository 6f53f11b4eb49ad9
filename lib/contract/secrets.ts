import { hkdfSync } from 'node:crypto';

/**
 * Both processes derive their signing keys from the one APP_SECRET, one key per purpose (HKDF-SHA256), so a
 * leaked signature of one kind (a price token, say) can never forge another (a session or a webhook).
 * Plain node:crypto: the API and the storefront import this same file and can never disagree.
 */
export type KeyPurpose =
  | 'session'
  | 'email-token'
  | 'price-token'
  | 'shipping-token'
  | 'webhook'
  | 'revalidation'
  | 'storefront-identity'
  /** Operator commands sent to the API (npm run order:refund). */
  | 'operator'
  /** Staff members' TOTP secrets, encrypted at rest. */
  | 'totp-secret'
  /** Shared-cart links (/c/{token}, issue 28). */
  | 'cart-share';

const SALT = 'loja-cde/v1';

export function deriveKey(appSecret: string, purpose: KeyPurpose): string {
  return Buffer.from(hkdfSync('sha256', appSecret, SALT, purpose, 32)).toString('hex');
}

/** Values that appeared in this repository or its docs: never accepted in production. */
const KNOWN_DEV_SECRETS = new Set([
  'local-dev-secret-change-me',
  'change-me',
  'changeme',
  'secret',
  'dev',
  'development',
  'test-secret',
  'e2e-secret',
  'bench',
  'bench-web',
]);

export const MIN_SECRET_LENGTH = 32;

/**
 * Words a person writes into a placeholder and a random generator practically never produces (a 4+ letter word
 * at a given place of a random base64 string: about 1 in a million). Every secret the repository ever committed
 * holds one ("benchmark-only-secret-not-for-production-02"); tests, benches and journeys now make theirs at run
 * time, and server/committed-secrets.test.ts fails if a committed 32+ character value would still be accepted.
 */
const PLACEHOLDER_WORDS = /secret|test|bench|example|change|local|demo|production|journey|sample|password|default|only|dev-|staging|fixture|dummy|fake/i;

/** Why a secret is unfit for production, or null when it is fine. */
function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'is not set';
  if (KNOWN_DEV_SECRETS.has(secret.trim().toLowerCase())) return 'is a known development value';
  if (secret.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  if (PLACEHOLDER_WORDS.test(secret)) return `looks written by hand ("${PLACEHOLDER_WORDS.exec(secret)?.[0]}"), not random`;
  if (new Set(secret).size < 12) return 'repeats too few characters to be random';
  return null;
}

const SECRET_HOWTO = "make one with: node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\"";

/**
 * The one line both processes print when production starts with an unfit APP_SECRET (null when it is fine), so
 * the API and the storefront refuse with the same words.
 */
export function productionSecretError(secret: string | undefined): string | null {
  const problem = secretProblem(secret);
  return problem ? `APP_SECRET ${problem}: production needs a random secret of ${MIN_SECRET_LENGTH}+ characters (${SECRET_HOWTO})` : null;
}

/** Loopback hosts: a SITE_URL there is one machine's own test run, never a shop anyone else reaches. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Why production must not start with this SITE_URL (the shop's public origin), or null (issue 18 point 8): it
 * must be https, so the session cookie is always `Secure` and e-mailed links never travel in the clear. The one
 * exception is a loopback origin with LOCAL_HTTP=on, which the journeys, `npm run test:multi` and a local
 * `npm start` set (`next start` runs as production); a public http origin is refused even with it.
 */
export function productionSiteUrlError(siteUrl: string | undefined, localHttp: string | undefined): string | null {
  if (!siteUrl) return 'SITE_URL is not set: production needs the shop\'s public https origin (e.g. SITE_URL=https://loja.example)';
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return `SITE_URL is not a URL: ${siteUrl}`;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname) && localHttp === 'on') return null;
  return `SITE_URL must be https in production (got ${url.origin}): the session cookie is then always Secure; LOCAL_HTTP=on allows http only on a loopback host, for local test runs`;
}
