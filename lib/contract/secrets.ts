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
  | 'totp-secret';

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

/** Why a secret is unfit for production, or null when it is fine. */
function secretProblem(secret: string | undefined): string | null {
  if (!secret) return 'is not set';
  if (KNOWN_DEV_SECRETS.has(secret.trim().toLowerCase())) return 'is a known development value';
  if (secret.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
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
