/** Spec §9: default sort is in-stock first then newest; options price and name, both directions. */
export const SORT_KEYS = ['price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function isSortKey(v: unknown): v is SortKey {
  return typeof v === 'string' && (SORT_KEYS as readonly string[]).includes(v);
}

/**
 * API order_by/order pair, keyed like getProducts' params (orderBy) so it can be spread into them.
 * In-stock products always come first.
 */
export function sortToApi(sort: SortKey | undefined): { orderBy: string; order: string } {
  switch (sort) {
    case 'price-asc':
      return { orderBy: 'tem_estoque,valor_venda', order: 'desc,asc' };
    case 'price-desc':
      return { orderBy: 'tem_estoque,valor_venda', order: 'desc,desc' };
    case 'name-asc':
      return { orderBy: 'tem_estoque,nome', order: 'desc,asc' };
    case 'name-desc':
      return { orderBy: 'tem_estoque,nome', order: 'desc,desc' };
    default:
      return { orderBy: 'tem_estoque,id', order: 'desc,desc' };
  }
}
