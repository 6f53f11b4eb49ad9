/**
 * The one set of input masks of spec §2/§5 (phone +55/+595/+54, CPF, RUC, cédula, CEP) as react-number-format
 * patterns, for the sign-up form and the account's modals alike, plus the helpers that tell a finished mask from
 * a half-typed one. "_" marks a digit still missing.
 */
export const MASK_CHAR = '_';

export type PhoneCountry = 'BR' | 'PY' | 'AR';
export const PHONE_COUNTRIES: readonly PhoneCountry[] = ['BR', 'PY', 'AR'];

/** Mobile numbers: Brazil (DDD + 9 digits), Paraguay (0 dropped: 9 digits), Argentina (9 + area + number). */
export const PHONE_PATTERNS: Record<PhoneCountry, string> = {
  BR: '+55 (##) #####-####',
  PY: '+595 (###) ###-###',
  AR: '+54 9 ## ####-####',
};

export const CPF_PATTERN = '###.###.###-##';
export const CEP_PATTERN = '#####-###';

/** Brazilians (estrangeiro) get the +55 mask, Paraguayans +595. */
export const phoneCountryOfCustomer = (foreign: boolean): PhoneCountry => (foreign ? 'BR' : 'PY');

const PHONE_PREFIX: Record<PhoneCountry, string> = { BR: '55', PY: '595', AR: '54' };

/** The national digits of a stored phone ("+55 (11) 98765-4321" → "11987654321") for the mask's input. */
export function nationalDigits(phone: string | null | undefined, country: PhoneCountry): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const prefix = PHONE_PREFIX[country];
  return digits.startsWith(prefix) && (phone ?? '').trim().startsWith('+')
    ? digits.slice(prefix.length)
    : digits;
}

/** Which phone mask a stored value was typed with, by its country prefix. */
export function phoneCountryOf(value: string, fallback: PhoneCountry): PhoneCountry {
  if (value.startsWith('+595')) return 'PY';
  if (value.startsWith('+55')) return 'BR';
  if (value.startsWith('+54')) return 'AR';
  return fallback;
}

/** True when every digit slot of a masked value is filled. */
export function isMaskComplete(value: string): boolean {
  return value.length > 0 && !value.includes(MASK_CHAR);
}

export function digitsOf(value: unknown): string {
  return String(value ?? '').replace(/\D/g, '');
}

/**
 * RUC "base-dv": the base is 5 to 8 digits (cédula numbers for people, 80xxxxxx for companies), so the
 * mask grows from the right: the last digit typed is always the check digit.
 */
export const RUC_MAX_DIGITS = 9;
export function formatRucInput(digits: string): string {
  const d = digitsOf(digits).slice(0, RUC_MAX_DIGITS);
  return d.length < 2 ? d : `${d.slice(0, -1)}-${d.slice(-1)}`;
}

/** Cédula de identidad: digits only, up to 8, shown with dot grouping as on the card (1.234.567). */
export const CEDULA_MAX_DIGITS = 8;
export function formatCedulaInput(digits: string): string {
  const d = digitsOf(digits).slice(0, CEDULA_MAX_DIGITS);
  return d.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
