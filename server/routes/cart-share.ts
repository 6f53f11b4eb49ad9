import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageErrorSchema, validationErrorSchema } from '../../lib/contract/common';
import {
  cartShareParamsSchema,
  cartShareQuerySchema,
  cartShareRequestSchema,
  sharedCartSchema,
} from '../../lib/contract/whatsapp';
import { optionalCustomer } from '../http/customer-auth';
import { requestLang } from '../http/request-lang';
import type { Services } from '../services';
import { sharedCartAnswer } from './cart-share-answers';

const errors = {
  401: messageErrorSchema,
  403: messageErrorSchema,
  404: messageErrorSchema,
  422: validationErrorSchema,
};

/**
 * /ecom/venda/carrinho-compartilhado (issue 28): "send my cart to a seller" makes a link; whoever opens it reads
 * the lines (never who shared them). Answers are never cached: they carry stock and prices of now.
 */
export const cartShareRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  optionalCustomer(app, services.account.sessions);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/',
    {
      schema: {
        tags: ['cart'],
        summary: "Share the browser's cart: a signed link valid for 7 days",
        body: cartShareRequestSchema,
        response: { 201: sharedCartSchema, ...errors },
      },
    },
    async (req, reply) => {
      const actor = {
        customerId: req.session?.customerId ?? null,
        sessionHash: req.bearerHash ?? undefined,
        lang: requestLang(req),
      };
      reply.code(201);
      return sharedCartAnswer(
        await services.cartShares.share(req.body.external_id, actor, req.body.moeda_id),
      );
    },
  );

  app.get(
    '/:token',
    {
      schema: {
        tags: ['cart'],
        summary: "A shared cart at today's stock and prices (404: unknown, altered or expired)",
        params: cartShareParamsSchema,
        querystring: cartShareQuerySchema,
        response: { 200: sharedCartSchema, ...errors },
      },
    },
    async (req) =>
      sharedCartAnswer(
        await services.cartShares.open(req.params.token, requestLang(req), req.query.moeda_id),
      ),
  );
};
