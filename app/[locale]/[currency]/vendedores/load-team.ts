import 'server-only';
import { z } from 'zod';
import { apiGet } from '@/lib/api';
import { sellerSchema, type Seller } from '@/lib/contract';

/** Cache tag the API can purge (POST /api/revalidate {"tags":["team"]}) when a seller changes. */
export const TEAM_TAG = 'team';

/**
 * Sellers for the team page and its route handler. Null when the API fails: the page then renders the
 * client island empty, which fetches through /api/team with a retry button (spec §2).
 */
export async function loadTeam(): Promise<Seller[] | null> {
  try {
    return await apiGet('/api/public/team', {}, z.array(sellerSchema), { revalidate: 300, tags: [TEAM_TAG] });
  } catch (err) {
    console.error('[team] sellers failed:', (err as Error).message);
    return null;
  }
}
