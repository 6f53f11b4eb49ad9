import { and, asc, eq } from 'drizzle-orm';
import type { CityByCode, StateWithCities } from '../../lib/contract/geo';
import type { Db } from '../db/client';
import { cities, states } from '../db/schema';
import { memo } from '../lib/memo';

/** SIFEN lists a placeholder district; shoppers should never be offered it. */
const PLACEHOLDER = /^sin equivalencia$/i;

/**
 * Reference geography never changes while the API runs: each country's list is built once and kept (the route's
 * ETag, from @fastify/etag, lets a browser skip the 5,571-city answer).
 */
export function geographyService(db: Db) {
  const lists = new Map<number, ReturnType<typeof memo<StateWithCities[]>>>();

  function statesOf(countryId: 1 | 2) {
    let entry = lists.get(countryId);
    if (!entry) {
      entry = memo(24 * 3600_000, async () => {
        const rows = await db
          .select({
            stateId: states.id,
            stateName: states.name,
            uf: states.code,
            cityId: cities.id,
            cityCode: cities.officialCode,
            cityName: cities.name,
          })
          .from(states)
          .innerJoin(cities, eq(cities.stateId, states.id))
          .where(eq(states.countryId, countryId))
          .orderBy(asc(states.name), asc(cities.name));
        const byState = new Map<number, StateWithCities>();
        for (const r of rows) {
          if (PLACEHOLDER.test(r.cityName)) continue;
          let s = byState.get(r.stateId);
          if (!s)
            byState.set(
              r.stateId,
              (s = { estado_id: r.stateId, estado_nome: r.stateName, uf: r.uf, cidades: [] }),
            );
          s.cidades.push({ cidade_id: r.cityId, cidade_codigo: r.cityCode, nome_cidade: r.cityName });
        }
        return [...byState.values()];
      });
      lists.set(countryId, entry);
    }
    return entry.get();
  }

  async function cityByCode(countryId: 1 | 2, code: string): Promise<CityByCode | undefined> {
    const [row] = await db
      .select({
        id: cities.id,
        nome: cities.name,
        codigo: cities.officialCode,
        stateId: states.id,
        stateName: states.name,
        uf: states.code,
        countryId: states.countryId,
      })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(and(eq(cities.officialCode, code), eq(states.countryId, countryId)))
      .limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      nome: row.nome,
      codigo: row.codigo,
      estado: { id: row.stateId, nome: row.stateName, uf: row.uf, pais_id: row.countryId },
    };
  }

  return { statesOf, cityByCode };
}
/** @public used by the account services */
export type GeographyService = ReturnType<typeof geographyService>;
