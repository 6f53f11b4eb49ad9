/**
 * Pagopar's limits ("Listado de errores al iniciar transacción", soporte.pagopar.com; dancoLgh/documentacion-PagoPar-Py
 * docs/source/articles/listado-de-errores-al-iniciar-transacci-n.md): the total between Gs. 1.000 and Gs. 50.000.000,
 * and "El precio mínimo de cada item debe ser de Gs. 1.000".
 */
export const PAGOPAR_MIN = 1_000;
export const PAGOPAR_MAX = 50_000_000;

export interface PagoparLine {
  name: string;
  quantity: number;
  productId: number;
  /** precio_total: the line's total in guaranis. */
  pyg: number;
}

/**
 * compras_items that add up to monto_total exactly, none under Gs. 1.000. What the converted lines do not cover
 * (shipping, and the guarani or two a dollar cart loses to rounding) is its own "Envío" line only when it is at least
 * Gs. 1.000; a smaller remainder, or a negative one, is folded into the largest line. A line still under Gs. 1.000
 * (a very cheap product) is folded into the largest one too: the total is what Pagopar charges, the lines describe it.
 */
export function pagoparLines(lines: readonly PagoparLine[], total: number): PagoparLine[] {
  const out = lines.map((l) => ({ ...l }));
  const rest = total - out.reduce((s, l) => s + l.pyg, 0);
  if (rest >= PAGOPAR_MIN || !out.length) out.push({ name: 'Envío', quantity: 1, productId: 0, pyg: rest });
  else if (rest !== 0) largest(out).pyg += rest;
  for (;;) {
    const small = out.findIndex((l) => l.pyg < PAGOPAR_MIN);
    if (small < 0 || out.length === 1) break;
    const [gone] = out.splice(small, 1);
    largest(out).pyg += gone.pyg;
  }
  return out;
}

const largest = (lines: PagoparLine[]) => lines.reduce((a, b) => (b.pyg > a.pyg ? b : a));

/**
 * comprador.telefono "en formato internacional" (+595971111234 in "API - Integración de medios de pagos"): a number
 * typed with its country code (+ or 00) keeps it; a Paraguayan one typed locally (0983 123 456, 983123456) gets 595.
 */
export function internationalPhone(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return '';
  if (trimmed.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('595') && digits.length >= 11) return `+${digits}`;
  return `+595${digits.replace(/^0+/, '')}`;
}
