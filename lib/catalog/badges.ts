import type { ProductSummary } from '@/lib/contract';

export type StockBadge = 'outOfStock' | 'onlyInStore' | null;

/**
 * docs/decisions/0006: "only in store" when it can be bought on the shop floor but not online;
 * "out of stock" when neither online nor shop-floor stock exists.
 */
export function stockBadge(
  p: Pick<ProductSummary, 'tem_estoque' | 'tem_estoque_fisico' | 'tem_medida'>,
): StockBadge {
  if (!p.tem_estoque && !p.tem_estoque_fisico) return 'outOfStock';
  if ((!p.tem_estoque && p.tem_estoque_fisico) || (p.tem_estoque && !p.tem_medida)) return 'onlyInStore';
  return null;
}
