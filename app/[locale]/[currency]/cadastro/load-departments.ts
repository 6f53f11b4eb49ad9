import 'server-only';
import { apiGet } from '@/lib/api';
import { statesResponseSchema, type StateWithCities } from '@/lib/contract/geo';

/**
 * Paraguay's departments with their districts for the signup's address step (small: 18 and about 270), cached a
 * day like the API's answer. Null when the API fails: the form then fetches them in the browser.
 */
export async function loadDepartments(): Promise<StateWithCities[] | null> {
  try {
    return await apiGet('/ecom/endereco/estados', { pais_id: 2 }, statesResponseSchema, {
      revalidate: 86_400,
      tags: ['geography'],
    });
  } catch (err) {
    console.error('[signup] departments failed:', (err as Error).message);
    return null;
  }
}
