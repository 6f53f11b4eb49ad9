import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L, or 5/S look-alikes: read aloud at a counter or copied from a phone without doubt. */
const ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ2346789';
export const PICKUP_CODE_LENGTH = 6;

/** 29^6 ≈ 595 million codes; uniqueness is enforced by the database (orders_pickup_code_uq) and retried. */
export function newPickupCode(): string {
  let code = '';
  for (let i = 0; i < PICKUP_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
