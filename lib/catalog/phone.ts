/**
 * Spec §2 sales team: +595 (XXX) XXX-XXX when the number has 12 digits, 595 prepended when missing,
 * otherwise the raw value.
 */
export function formatSellerPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return raw;
  const full = digits.startsWith('595') ? digits : `595${digits}`;
  if (full.length !== 12) return raw;
  return `+595 (${full.slice(3, 6)}) ${full.slice(6, 9)}-${full.slice(9)}`;
}

/** wa.me wants the international number, digits only. */
export function whatsappDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.startsWith('595') ? digits : `595${digits}`;
}
