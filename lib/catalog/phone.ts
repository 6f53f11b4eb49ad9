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

/**
 * wa.me wants the international number, digits only. A number written with a leading "+" already
 * carries its country code (a Brazilian seller's +55 …): prepending 595 would dial a wrong number.
 */
export function whatsappDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('+') || digits.startsWith('595')) return digits;
  return `595${digits}`;
}

/** Seller chat link (spec §2: wa.me with digits), optionally with a greeting. */
export function sellerWhatsappUrl(raw: string, text?: string): string {
  return `https://wa.me/${whatsappDigits(raw)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
