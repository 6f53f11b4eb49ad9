// RUC (Paraguayan taxpayer id): a base (the cédula number for people, 80xxxxxx for companies)
// plus one check digit, written "80000519-8". The SET computes the digit with its modulo-11
// routine (base max 11); no npm package implements it faithfully, so it lives here.

const BASE_MAX = 11;
const RUC_PATTERN = /^([0-9A-Z]{3,12})-?(\d)$/;

// The SET routine first replaces every non-digit character with its ASCII code ("A" -> "65").
function toDigitString(base: string): string {
  let out = '';
  for (const ch of base.toUpperCase()) out += ch >= '0' && ch <= '9' ? ch : String(ch.charCodeAt(0));
  return out;
}

/** Check digit of a RUC base: weights 2, 3, … from the right (back to 2 after 11), dv = 11 - sum % 11. */
export function rucCheckDigit(base: string): number {
  const digits = toDigitString(base.trim());
  if (!/^\d+$/.test(digits)) throw new RangeError('RUC base must be letters or digits');
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    if (weight > BASE_MAX) weight = 2;
    sum += Number(digits[i]) * weight;
    weight++;
  }
  const rest = sum % 11;
  return rest > 1 ? 11 - rest : 0;
}

// Accepts "80000519-8", "800005198" and a dotted base ("80.000.519-8").
function splitRuc(value: string): [base: string, dv: number] | null {
  const match = RUC_PATTERN.exec(value.trim().toUpperCase().replace(/[\s.]/g, ''));
  return match ? [match[1], Number(match[2])] : null;
}

/** True when the last digit is the SET check digit of the rest. */
export function isValidRuc(value: string): boolean {
  if (typeof value !== 'string') return false;
  const parts = splitRuc(value);
  return parts !== null && rucCheckDigit(parts[0]) === parts[1];
}

/** Canonical "base-dv" form ("800005198" -> "80000519-8"); the input unchanged when it is not a RUC. */
export function formatRuc(value: string): string {
  const parts = splitRuc(value);
  return parts ? `${parts[0]}-${parts[1]}` : value;
}
