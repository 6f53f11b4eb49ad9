import { readLocalWishes, writeLocalWishes } from './local-wishes';
import { importWishes } from './wishlist-api';

/**
 * Spec §1: anonymous wishes move to the account at login (and registration). The browser copy is dropped only
 * once the API took them; a failure keeps them for the next page.
 */
export async function importLocalWishes(): Promise<number[] | null> {
  const ids = readLocalWishes();
  if (!ids.length) return null;
  const saved = await importWishes(ids);
  writeLocalWishes([]);
  return saved?.produto_ids ?? null;
}
