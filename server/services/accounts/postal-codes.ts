import { eq } from 'drizzle-orm';
import type { CepLookup } from '../../../lib/contract/account';
import type { PostalCodeAdapter } from '../../adapters/postal-codes';
import type { Db } from '../../db/client';
import { states } from '../../db/schema';
import { NotFoundError } from '../errors';
import type { GeographyService } from '../geography';

/** CEP → address parts and, when the IBGE code maps, the store's state and city ids (spec §5 address modal). */
export function postalCodeService(db: Db, adapter: PostalCodeAdapter, geography: GeographyService) {
  return async function lookup(cep: string): Promise<CepLookup> {
    const cep8 = cep.replace(/\D/g, '');
    const formatted = `${cep8.slice(0, 5)}-${cep8.slice(5)}`;
    const answer = await adapter.lookup(cep8);
    if (!answer) throw new NotFoundError('cepNotFound');
    if (answer.source === 'viacep') {
      const city = answer.ibge ? await geography.cityByCode(1, answer.ibge) : undefined;
      return {
        cep: formatted,
        logradouro: answer.street || null,
        bairro: answer.district || null,
        cidade: city?.nome ?? (answer.city || null),
        cidade_id: city?.id ?? null,
        estado: city?.estado.nome ?? null,
        estado_id: city?.estado.id ?? null,
        uf: answer.uf,
        pais_id: 1,
        manual: !city,
        fonte: 'viacep',
      };
    }
    const [state] = await db.select({ name: states.name }).from(states).where(eq(states.id, answer.stateId)).limit(1);
    return {
      cep: formatted,
      logradouro: null,
      bairro: null,
      cidade: null,
      cidade_id: null,
      estado: state?.name ?? null,
      estado_id: state ? answer.stateId : null,
      uf: answer.uf,
      pais_id: 1,
      manual: true,
      fonte: 'offline',
    };
  };
}
