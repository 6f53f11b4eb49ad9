import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whatsappUpdatesBodySchema, whatsappUpdatesSchema } from '../../lib/contract/whatsapp';
import { sessionOf } from '../http/customer-auth';
import type { Services } from '../services';
import { ConflictError } from '../services/errors';

/** The profile's "send me order updates on WhatsApp" (issue 28 point 4); the consent keeps the time it was given. */
export const whatsappConsentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { consent, enabled } = services.whatsappUpdates;
  const answer = (at: Date | null) => ({
    ativo: at !== null,
    desde: at?.toISOString() ?? null,
    disponivel: enabled,
  });
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
    async (req) => {
      // Nothing would be sent: no consent is taken for it (withdrawing one always works).
      if (req.body.ativo && !enabled) throw new ConflictError('whatsappUpdatesOff');
      return answer(await consent.set(sessionOf(req).customerId, req.body.ativo));
    },
  );
};
