/**
 * Product codes: 7 digits = a 6-digit permutation of the product index plus a check digit.
 * The mapping is invertible, so the media renderer can turn a code back into its product index
 * and draw the right picture without touching the database.
 */

const SPACE = 900_000;
const MULT = 7919; // prime, coprime with 900000 = 2^5 · 3^2 · 5^5
const OFFSET = 104_729;

/** Largest catalogue the code space supports. */
export const MAX_PRODUCTS = SPACE;

function modInverse(a: number, m: number): number {
  let [oldR, r] = [a, m];
  let [oldS, s] = [1, 0];
  while (r !== 0) {
    const q = Math.floor(oldR / r);
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}
const MULT_INV = modInverse(MULT, SPACE);

/** EAN-style mod-10 check digit (weights 3,1 from the right). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? n * 3 : n;
  }
  return (10 - (sum % 10)) % 10;
}

export function encodeProductCode(index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= SPACE) throw new RangeError(`product index ${index}`);
  const body = String(100_000 + ((index * MULT + OFFSET) % SPACE));
  return body + checkDigit(body);
}

/** The product index a code was made from, or null for anything this generator did not make. */
export function decodeProductCode(code: string): number | null {
  if (!/^[1-9]\d{6}$/.test(code)) return null;
  const body = code.slice(0, 6);
  if (checkDigit(body) !== Number(code[6])) return null;
  const p = Number(body) - 100_000;
  if (p < 0 || p >= SPACE) return null;
  // (p - OFFSET) · MULT⁻¹ mod SPACE, kept below 2^53.
  const shifted = (((p - OFFSET) % SPACE) + SPACE) % SPACE;
  return Number((BigInt(shifted) * BigInt(MULT_INV)) % BigInt(SPACE));
}
