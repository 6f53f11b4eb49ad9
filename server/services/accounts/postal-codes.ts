import { eq } from 'drizzle-orm';
import type { PostalCodeAdapter } from '../../adapters/postal-codes';
import type { Db } from '../../db/client';
import { states } from '../../db/schema';
import { NotFoundError } from '../errors';
import type { GeographyService } from '../geography';

/** What a Brazilian postal code (CEP) tells about a place; the route answers it as spec §7's lookup. */
export interface PostalCodePlace {
  /** The CEP as 00000-000. */
  postalCode: string;
  street: string | null;
  district: string | null;
  city: string | null;
  /** The store's city and state, when the post office's city code maps to one. */
  cityId: number | null;
  state: string | null;
  stateId: number | null;
  /** The state's two letters. */
  uf: string;
  /** True: the shopper picks the city by hand. */
  manual: boolean;
  /** ViaCEP answered, or only the offline table of CEP ranges (state only). */
  source: 'viacep' | 'offline';
}

/** CEP → address parts and, when the IBGE code maps, the store's state and city ids (spec §5 address modal). */
export function postalCodeService(db: Db, adapter: PostalCodeAdapter, geography: GeographyService) {
  return async function lookup(cep: string): Promise<PostalCodePlace> {
    const cep8 = cep.replace(/\D/g, '');
    const formatted = `${cep8.slice(0, 5)}-${cep8.slice(5)}`;
    const answer = await adapter.lookup(cep8);
    if (!answer) throw new NotFoundError('cepNotFound');
    if (answer.source === 'viacep') {
      const city = answer.ibge ? await geography.cityByCode(1, answer.ibge) : undefined;
      return {
        postalCode: formatted,
        street: answer.street || null,
        district: answer.district || null,
        city: city?.nome ?? (answer.city || null),
        cityId: city?.id ?? null,
        state: city?.estado.nome ?? null,
        stateId: city?.estado.id ?? null,
        uf: answer.uf,
        manual: !city,
        source: 'viacep',
      };
    }
    const [state] = await db
      .select({ name: states.name })
      .from(states)
      .where(eq(states.id, answer.stateId))
      .limit(1);
    return {
      postalCode: formatted,
      street: null,
      district: null,
      city: null,
      cityId: null,
      state: state?.name ?? null,
      stateId: state ? answer.stateId : null,
      uf: answer.uf,
      manual: true,
      source: 'offline',
    };
  };
}
