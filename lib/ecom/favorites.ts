'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ecom } from './client';
import { favoritesKey, WISHLIST_KEY } from './keys';
import { importLocalWishes } from './wishlist-calls';
import { toggleWish, wishlistQuery } from './wishlist';

/**
 * /perfil/favoritos: the saved products with current price and stock in the page's currency. Which products are
 * saved is the hearts' cache (./wishlist.ts): this list's answer refreshes it, and the page shows only products it
 * holds, so a heart and the page never disagree.
 */
export function useFavorites(currencyId: number) {
  const client = useQueryClient();
  const ids = useQuery(wishlistQuery);
  const products = useQuery({
    queryKey: favoritesKey(currencyId),
    queryFn: async () => {
      await importLocalWishes(client).catch(() => null);
      const body = await ecom('wishlist', { query: { moeda_id: currencyId } });
      client.setQueryData(WISHLIST_KEY, body.produto_ids);
      return body.data;
    },
  });
  const saved = ids.data ? new Set(ids.data) : null;
  return { ...products, data: products.data?.filter((p) => !saved || saved.has(p.id)) };
}

/** Removing from the page is the hearts' toggle: the product leaves the page and every heart at once. */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => toggleWish(client, id) });
}
