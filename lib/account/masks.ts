/**
 * Spec §2/§5 input masks (react-number-format patterns): phone per country, CPF, postal code. Pure, so the
 * forms and their tests agree.
 */
export const PHONE_MASKS = {
  BR: { prefix: '55', format: '+55 (##) #####-####' },
  PY: { prefix: '595', format: '+595 (###) ###-###' },
  AR: { prefix: '54', format: '+54 9 ## ####-####' },
} as const;
export type PhoneCountry = keyof typeof PHONE_MASKS;

export const CPF_MASK = '###.###.###-##';
export const CEP_MASK = '#####-###';

/** The national digits of a stored phone ("+55 (11) 98765-4321" → "11987654321") for the mask's input. */
export function nationalDigits(phone: string | null | undefined, country: PhoneCountry): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const { prefix } = PHONE_MASKS[country];
  return digits.startsWith(prefix) && (phone ?? '').trim().startsWith('+') ? digits.slice(prefix.length) : digits;
}

/** Brazilians (estrangeiro) get the +55 mask, Paraguayans +595. */
export const phoneCountryOf = (foreign: boolean): PhoneCountry => (foreign ? 'BR' : 'PY');
