import type { ProductSummary } from '@/lib/contract';
import { currencyById, formatMoney } from '@/lib/money';

/**
 * Display price of a product in the currency it was fetched in, or null when hidden
 * (mostrar_preco false, spec §6) or missing. Formatting is lib/money's, identical on server and browser.
 */
export function displayPrice(
  p: Pick<ProductSummary, 'mostrar_preco' | 'preco_atual' | 'moeda'>,
): string | null {
  if (!p.mostrar_preco || !p.preco_atual) return null;
  return formatMoney(p.preco_atual.valor_venda, currencyById(p.moeda.id));
}
