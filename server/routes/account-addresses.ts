import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressCreateRequestSchema,
  addressDeactivateRequestSchema,
  addressIdParamSchema,
  addressListResponseSchema,
  type AddressCreateRequest,
} from '../../lib/contract/account';
import { sessionOf } from '../http/customer-auth';
import { inWireNames } from '../http/wire-names';
import type { Services } from '../services';
import type { NewAddress } from '../services/accounts/addresses';
import { addressesAnswer } from './account-answers';
import { accountErrors } from './account-errors';

/** The address service's names → the request's (spec §7), for the fields a 422 names. */
const ADDRESS_FIELDS = {
  countryId: 'pais_id',
  postalCode: 'cep',
  cityId: 'cidade_id',
  stateId: 'estado_id',
} as const;

const newAddress = (b: AddressCreateRequest): NewAddress => ({
  name: b.nome,
  postalCode: b.cep,
  street: b.logradouro,
  number: b.numero,
  district: b.bairro,
  complement: b.complemento,
  directions: b.como_chegar,
  cityId: b.cidade_id,
  stateId: b.estado_id,
  countryId: b.pais_id,
  main: b.principal,
});

/** Spec §7 address calls (bearer). Each answers the active addresses afterwards, main first. */
export const accountAddressRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { addresses } = services.account;
  const tags = ['account'];
  const response = { 200: addressListResponseSchema, ...accountErrors };

  app.get('/cliente/address', { schema: { tags, summary: 'Active addresses', response } }, async (req) =>
    addressesAnswer(await addresses.list(sessionOf(req).customerId)),
  );

  app.post(
    '/cliente/address',
    { schema: { tags, summary: 'Add an address', body: addressCreateRequestSchema, response } },
    async (req) =>
      addressesAnswer(
        await inWireNames(ADDRESS_FIELDS, () =>
          addresses.create(sessionOf(req).customerId, newAddress(req.body)),
        ),
      ),
  );

  app.put(
    '/cliente/address/:id',
    {
      schema: {
        tags,
        summary: 'Remove an address ({ativo:false}: soft delete)',
        params: addressIdParamSchema,
        body: addressDeactivateRequestSchema,
        response,
      },
    },
    async (req) => addressesAnswer(await addresses.deactivate(sessionOf(req).customerId, req.params.id)),
  );

  app.patch(
    '/cliente/address/:id/set-main',
    {
      schema: {
        tags,
        summary: 'Make this the main address (exactly one afterwards)',
        params: addressIdParamSchema,
        response,
      },
    },
    async (req) => addressesAnswer(await addresses.setMain(sessionOf(req).customerId, req.params.id)),
  );
};
