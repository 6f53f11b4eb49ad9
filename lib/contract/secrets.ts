import { hkdfSync } from 'node:crypto';

/**
 * The API derives its signing keys from the one APP_SECRET, one key per purpose (HKDF-SHA256), so a leaked
 * signature of one kind (a price token, say) can never forge another (a session or a webhook). The storefront is
 * handed only two of them (STOREFRONT_IDENTITY_KEY, REVALIDATE_KEY: scripts/storefront-keys.mjs, decision 0041).
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

/** The header that carries the storefront's identity key (its proof) to the API; the operator CLI sends it too. */
export const STOREFRONT_KEY_HEADER = 'x-storefront-key';

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
const MIN_DISTINCT_CHARACTERS = 8;

/**
 * Words a person writes into a placeholder. Every secret the repository ever committed holds some
 * ("benchmark-only-secret-not-for-production-02"); tests, benches and journeys now make theirs at run time, and
 * lib/contract/committed-secrets.test.ts fails if a committed 32+ character value would still be accepted.
 * Each word holds a letter outside a–f, so a hex secret can never spell one (the test checks it).
 */
export const PLACEHOLDER_WORDS = [
  'secret',
  'test',
  'bench',
  'example',
  'change',
  'local',
  'demo',
  'production',
  'journey',
  'sample',
  'password',
  'default',
  'only',
  'dev-',
  'staging',
  'fixture',
  'dummy',
  'fake',
  'token',
] as const;

const ANY_CASE = new RegExp(PLACEHOLDER_WORDS.join('|'), 'i');
/** The words as people type them: lower case, UPPER CASE or Capitalised, never "deMo". */
const AS_TYPED = new RegExp(
  PLACEHOLDER_WORDS.flatMap((w) => [w, w.toUpperCase(), w[0].toUpperCase() + w.slice(1)]).join('|'),
  'g',
);
/** Every run of letters typed in one case ("secret", "CHANGE", "Only"), as words are and random text is not. */
const readsAsWords = (secret: string) =>
  (secret.match(/[A-Za-z]+/g) ?? []).every((run) => /^(?:[a-z]+|[A-Z]+|[A-Z][a-z]*)$/.test(run));

/**
 * The placeholder word that shows a secret was written by hand, or null (decision 0038). A word alone is no
 * proof: a random base64 secret holds one, in some mix of cases, about 17 times in 100,000. It counts only when
 * the secret reads as words (every letter run in one case) or two placeholder words appear as people type them;
 * a random base64 or base64url secret does either about once in a billion, a hex one never.
 */
export function placeholderWord(secret: string): string | null {
  const typed = secret.match(AS_TYPED) ?? [];
  if (typed.length >= 2) return typed[0] ?? null;
  return readsAsWords(secret) ? (ANY_CASE.exec(secret)?.[0] ?? null) : null;
}

/** Why a secret is unfit for production, or null when it is fine. */
function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'is not set';
  if (KNOWN_DEV_SECRETS.has(secret.trim().toLowerCase())) return 'is a known development value';
  if (secret.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  const word = placeholderWord(secret);
  if (word) return `looks written by hand ("${word}"), not random`;
  // 8, not 12: a 64-character random hex secret uses 11 or fewer of its 16 digits about 1 time in 6 million.
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) return 'repeats too few characters to be random';
  return null;
}

const SECRET_HOWTO =
  "make one with: node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\"";

/**
 * The one line both processes print when production starts with an unfit APP_SECRET (null when it is fine), so
 * the API and the storefront refuse with the same words.
 */
export function productionSecretError(secret: string | undefined): string | null {
  const problem = secretProblem(secret);
  return problem
    ? `APP_SECRET ${problem}: production needs a random secret of ${MIN_SECRET_LENGTH}+ characters (${SECRET_HOWTO})`
    : null;
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
export function productionSiteUrlError(
  siteUrl: string | undefined,
  localHttp: string | undefined,
): string | null {
  if (!siteUrl)
    return "SITE_URL is not set: production needs the shop's public https origin (e.g. SITE_URL=https://loja.example)";
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
