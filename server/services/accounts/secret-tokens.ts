import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 32 random bytes, base64url: what sessions and e-mail links carry. Only its SHA-256 is ever stored. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Six digits sent beside a reset token (spec §7 trocar-senha `code`). */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
