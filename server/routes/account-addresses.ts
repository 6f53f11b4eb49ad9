import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressCreateRequestSchema,
  addressDeactivateRequestSchema,
  addressIdParamSchema,
  addressListResponseSchema,
} from '../../lib/contract/account';
import { sessionOf } from '../http/customer-auth';
import type { Services } from '../services';
import { accountErrors } from './account-errors';

/** Spec §7 address calls (bearer). Each answers the active addresses afterwards, main first. */
export const accountAddressRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { addresses } = services.account;
  const tags = ['account'];
  const response = { 200: addressListResponseSchema, ...accountErrors };

  app.get('/cliente/address', { schema: { tags, summary: 'Active addresses', response } }, async (req) => ({
    data: await addresses.list(sessionOf(req).customerId),
  }));

  app.post(
    '/cliente/address',
    { schema: { tags, summary: 'Add an address', body: addressCreateRequestSchema, response } },
    async (req) => ({ data: await addresses.create(sessionOf(req).customerId, req.body) }),
  );

  app.put(
    '/cliente/address/:id',
    { schema: { tags, summary: 'Remove an address ({ativo:false}: soft delete)', params: addressIdParamSchema, body: addressDeactivateRequestSchema, response } },
    async (req) => ({ data: await addresses.deactivate(sessionOf(req).customerId, req.params.id) }),
  );

  app.patch(
    '/cliente/address/:id/set-main',
    { schema: { tags, summary: 'Make this the main address (exactly one afterwards)', params: addressIdParamSchema, response } },
    async (req) => ({ data: await addresses.setMain(sessionOf(req).customerId, req.params.id) }),
  );
};
