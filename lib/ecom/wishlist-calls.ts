import type { QueryClient } from '@tanstack/react-query';
import { ecom } from './client';
import { EcomError } from './errors';
import { WISHLIST_KEY } from './keys';
import { readLocalWishes, writeLocalWishes } from './local-wishes';

/**
 * The signed-in half of the wishlist (rows of ./operations.ts), loaded only for a signed-in shopper: an anonymous
 * one's hearts live in localStorage and never load the client or the contract's schemas.
 */

/**
 * Spec §1: anonymous wishes move to the account at login and registration. The browser copy is dropped only once
 * the API took them (a failure keeps them for the next page); the account's list then fills the one cache.
 */
export async function importLocalWishes(client?: QueryClient): Promise<number[] | null> {
  const ids = readLocalWishes();
  if (!ids.length) return null;
  const saved = await ecom('importWishes', { json: { produto_ids: ids } });
  writeLocalWishes([]);
  client?.setQueryData(WISHLIST_KEY, saved.produto_ids);
  return saved.produto_ids;
}

/** The account's saved ids (anonymous wishes imported first). */
export async function loadSavedIds(): Promise<number[]> {
  return (await importLocalWishes()) ?? (await ecom('wishlist')).produto_ids;
}

/** Saves or forgets one product; answers the account's list, or null when the session is gone (401). */
export async function saveOrForget(id: number, wanted: boolean): Promise<number[] | null> {
  try {
    const body = await ecom(wanted ? 'saveWish' : 'removeWish', { params: { productId: id } });
    return body.produto_ids;
  } catch (e) {
    if (e instanceof EcomError && e.status === 401) return null;
    throw e;
  }
}
