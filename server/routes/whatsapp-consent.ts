import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whatsappUpdatesBodySchema, whatsappUpdatesSchema } from '../../lib/contract/whatsapp';
import { sessionOf } from '../http/customer-auth';
import type { Services } from '../services';

const answer = (at: Date | null) => ({ ativo: at !== null, desde: at?.toISOString() ?? null });

/** The profile's "send me order updates on WhatsApp" (issue 28 point 4); the consent keeps the time it was given. */
export const whatsappConsentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { consent } = services.whatsappUpdates;
  app.get(
    '/cliente/whatsapp-atualizacoes',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether the customer receives order updates on WhatsApp, and since when',
        response: { 200: whatsappUpdatesSchema },
      },
    },
    async (req) => answer(await consent.get(sessionOf(req).customerId)),
  );
  app.put(
    '/cliente/whatsapp-atualizacoes',
    {
      schema: {
        tags: ['account'],
        summary: 'Ask for (or stop) order updates on WhatsApp',
        body: whatsappUpdatesBodySchema,
        response: { 200: whatsappUpdatesSchema },
      },
    },
    async (req) => answer(await consent.set(sessionOf(req).customerId, req.body.ativo)),
  );
};
