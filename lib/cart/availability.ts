import type { ProductSummary } from '@/lib/contract';
import type { AddToCartLabels } from './labels';

/** Spec §4: only a product with stock and a measure unit can go into the cart. */
export function canAddToCart(p: Pick<ProductSummary, 'tem_estoque' | 'tem_medida'>): boolean {
  return p.tem_estoque && p.tem_medida;
}

/** The add button's strings from the Cart namespace (server side). */
export function addToCartLabels(
  t: (key: 'add' | 'addShort' | 'added' | 'adding' | 'unavailable') => string,
): AddToCartLabels {
  return {
    add: t('add'),
    addShort: t('addShort'),
    added: t('added'),
    adding: t('adding'),
    unavailable: t('unavailable'),
  };
}
