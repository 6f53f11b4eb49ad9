import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, states } from '../../db/schema';
import type { FieldErrors } from '../errors';

/** The city must lie in the chosen state, and the state in the customer's country (Brazilians: 1, else 2). */
export async function placeErrors(
  db: Db,
  cityId: number,
  stateId: number,
  countryId: 1 | 2,
): Promise<FieldErrors> {
  const [row] = await db
    .select({ stateId: cities.stateId, countryId: states.countryId })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.id, cityId)))
    .limit(1);
  if (!row) return { cityId: ['cityNotFound'] };
  if (row.countryId !== countryId) return { cityId: ['countryMismatch'] };
  if (row.stateId !== stateId) return { cityId: ['cityNotInState'] };
  return {};
}
