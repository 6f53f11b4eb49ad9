import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238, 30 s, 6 digits) with otplib. Secrets are sealed with AES-256-GCM under a key derived from
 * APP_SECRET ('totp-secret'), so a database copy alone cannot mint codes.
 */
export function totpBox(keyHex: string) {
  const key = Buffer.from(keyHex, 'hex');

  const seal = (secret: string): string => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  };

  /** The secret, or null when it was sealed under another key (APP_SECRET changed since): it must be enrolled again. */
  const open = (sealed: string): string | null => {
    try {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  };

  return {
    newSecret: () => generateSecret(),
    seal,
    open,
    uri: (email: string, secret: string) => generateURI({ issuer: 'Loja CDE', label: email, secret }),
    /**
     * The time step the code matched (one step of clock drift either way), or null. A code at or before
     * `afterStep` (the last one accepted) is refused: a code works once.
     */
    async check(secret: string, code: string, at: Date, afterStep: number | null): Promise<number | null> {
      const result = await verify({
        secret,
        token: code,
        epoch: Math.floor(at.getTime() / 1000),
        epochTolerance: 30,
        ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
      }).catch(() => ({ valid: false as const }));
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },
  };
}
export type TotpBox = ReturnType<typeof totpBox>;
