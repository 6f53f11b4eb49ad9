import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageErrorSchema, validationErrorSchema } from '../../lib/contract/common';
import {
  cityByCodeBodySchema,
  cityByCodeResponseSchema,
  statesQuerySchema,
  statesResponseSchema,
} from '../../lib/contract/geo';
import { NotFoundError } from '../services/errors';
import type { Services } from '../services';

export const geographyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { geography } = services;

  app.get(
    '/estados',
    {
      schema: {
        tags: ['geography'],
        summary: 'States with their cities (pais_id 1 Brasil, 2 Paraguay)',
        querystring: statesQuerySchema,
        response: { 200: statesResponseSchema, 422: validationErrorSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return geography.statesOf(req.query.pais_id);
    },
  );

  app.post(
    '/cidade-por-codigo',
    {
      schema: {
        tags: ['geography'],
        summary: 'City by official (IBGE) code',
        body: cityByCodeBodySchema,
        response: { 200: cityByCodeResponseSchema, 404: messageErrorSchema, 422: validationErrorSchema },
      },
    },
    async (req) => {
      const city = await geography.cityByCode(req.body.pais_id, req.body.codigo);
      if (!city) throw new NotFoundError('cityNotFound');
      return city;
    },
  );
};
