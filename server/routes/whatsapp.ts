import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dutySellerSchema } from '../../lib/contract/whatsapp';
import type { Services } from '../services';

/**
 * Storefront WhatsApp (issue 28). A POST: each call hands a conversation to the next seller on duty, so it is
 * never cached and never answered from a CDN. The storefront's /api/whatsapp redirect is its only caller.
 */
export const whatsappRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post(
    '/seller',
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'The next seller on duty for a WhatsApp conversation',
        response: { 200: dutySellerSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const seller = await services.whatsappRota.next();
      if (!seller) return { nome: null, whatsapp: null };
      return { nome: seller.name, whatsapp: seller.whatsapp, id: seller.id };
    },
  );
};
