// CPF (Brazilian individual taxpayer id): 9 base digits + 2 modulo-11 check digits.
// Implemented here rather than imported so the browser bundle carries no validation library.

const CPF_MASKED = /^\d{3}[\s.]*\d{3}[\s.]*\d{3}[\s\-./]*\d{2}$/;

/** Keeps only the digits ("529.982.247-25" -> "52998224725"). */
export function normalizeCpf(value: string): string {
  return value.replace(/\D/g, '');
}

// Weights run from digits.length + 1 down to 2; a remainder below 2 gives 0.
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CPF with valid check digits, masked ("529.982.247-25") or bare ("52998224725"). */
export function isValidCpf(value: string): boolean {
  if (typeof value !== 'string' || !CPF_MASKED.test(value.trim())) return false;
  const digits = normalizeCpf(value);
  // 000.000.000-00 … 999.999.999-99 pass the checksum but are never issued.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return (
    cpfCheckDigit(digits.slice(0, 9)) === Number(digits[9]) &&
    cpfCheckDigit(digits.slice(0, 10)) === Number(digits[10])
  );
}

/** Masks as "000.000.000-00"; partial input is masked as far as it goes (for as-you-type inputs). */
export function formatCpf(value: string): string {
  const d = normalizeCpf(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
