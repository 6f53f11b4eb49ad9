// CNPJ (Brazilian company id). Since July 2026 the Receita Federal also issues alphanumeric CNPJs:
// 12 characters [0-9A-Z] + 2 numeric check digits, each character valued as its ASCII code - 48
// (so '0'..'9' keep their value and 'A' = 17). Numeric CNPJs are the special case of the same rule.

const CNPJ_MASKED = /^[0-9A-Z]{2}[\s.]*[0-9A-Z]{3}[\s.]*[0-9A-Z]{3}[\s./]*[0-9A-Z]{4}[\s\-./]*\d{2}$/;
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Upper-cases and drops the mask ("12.abc.345/01de-35" -> "12ABC34501DE35"). */
export function normalizeCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function cnpjCheckDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits for a 12-character base, e.g. "12ABC34501DE" -> "35". */
export function cnpjCheckDigits(base: string): string {
  const b = normalizeCnpj(base);
  if (!/^[0-9A-Z]{12}$/.test(b)) throw new RangeError('CNPJ base must be 12 characters [0-9A-Z]');
  const first = cnpjCheckDigit(b, FIRST_WEIGHTS);
  return `${first}${cnpjCheckDigit(b + first, SECOND_WEIGHTS)}`;
}

/** True for a numeric or alphanumeric CNPJ with valid check digits, masked or bare, any letter case. */
export function isValidCnpj(value: string): boolean {
  if (typeof value !== 'string' || !CNPJ_MASKED.test(value.trim().toUpperCase())) return false;
  const chars = normalizeCnpj(value);
  // All-same-digit numbers pass the checksum but are reserved (the alphanumeric manual lists none).
  if (/^(\d)\1{13}$/.test(chars)) return false;
  return cnpjCheckDigits(chars.slice(0, 12)) === chars.slice(12);
}

/** Masks as "00.000.000/0000-00" (letters upper-cased); partial input is masked as far as it goes. */
export function formatCnpj(value: string): string {
  const c = normalizeCnpj(value).slice(0, 14);
  const parts = [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8), c.slice(8, 12), c.slice(12, 14)];
  const separators = ['.', '.', '/', '-'];
  let out = parts[0];
  for (let i = 1; i < parts.length && parts[i]; i++) out += separators[i - 1] + parts[i];
  return out;
}
