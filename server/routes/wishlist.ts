import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  wishlistImportRequestSchema,
  wishlistProductParamSchema,
  wishlistQuerySchema,
  wishlistResponseSchema,
} from '../../lib/contract/account';
import { sessionOf } from '../http/customer-auth';
import { requestLang } from '../http/request-lang';
import type { Services } from '../services';
import { accountErrors } from './account-errors';

/** Spec §1 wishlist (bearer); every call answers the whole list in the requested moeda_id. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { wishlist } = services.account;
  const tags = ['wishlist'];
  const schema = {
    tags,
    querystring: wishlistQuerySchema,
    response: { 200: wishlistResponseSchema, ...accountErrors },
  };

  app.get('/cliente/favoritos', { schema: { ...schema, summary: 'Saved products' } }, async (req) =>
    wishlist.list(sessionOf(req).customerId, requestLang(req), req.query.moeda_id),
  );

  app.put(
    '/cliente/favoritos/:produto_id',
    { schema: { ...schema, summary: 'Save a product', params: wishlistProductParamSchema } },
    async (req) => {
      const id = sessionOf(req).customerId;
      await wishlist.add(id, req.params.produto_id);
      return wishlist.list(id, requestLang(req), req.query.moeda_id);
    },
  );

  app.delete(
    '/cliente/favoritos/:produto_id',
    { schema: { ...schema, summary: 'Forget a product', params: wishlistProductParamSchema } },
    async (req) => {
      const id = sessionOf(req).customerId;
      await wishlist.remove(id, req.params.produto_id);
      return wishlist.list(id, requestLang(req), req.query.moeda_id);
    },
  );

  app.post(
    '/cliente/favoritos/importar',
    {
      schema: {
        ...schema,
        summary: 'Move anonymous wishes to the account (at login)',
        body: wishlistImportRequestSchema,
      },
    },
    async (req) => {
      const id = sessionOf(req).customerId;
      await wishlist.importIds(id, req.body.produto_ids);
      return wishlist.list(id, requestLang(req), req.query.moeda_id);
    },
  );
};
