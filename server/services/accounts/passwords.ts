import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): about 30 ms a hash on these machines. */
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// Verified against when the e-mail is unknown, so a login takes as long whether or not the account exists.
let dummy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hashPassword('not-a-real-password-Aa1!');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
