import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '../../lib/contract/common';
import { draftInviteAnswerSchema, draftLinkParamsSchema } from '../../lib/contract/admin-drafts';
import type { Services } from '../services';

/**
 * /ecom/venda/convite-vendedor/{token} (issue 28 point 3, decision 0047): the public side of a seller's payment
 * link, for the page to ask an invited person (no account yet) to sign up with their e-mail prefilled. It says
 * nothing about a plain draft's link, a claimed or expired invitation, or a forged token (`invited: false`).
 */
export const sellerInviteRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.get(
    '/:token',
    {
      schema: {
        tags: ['orders'],
        summary: "A seller's invitation to register: whom to prefill the signup with",
        params: draftLinkParamsSchema,
        response: { 200: draftInviteAnswerSchema, 422: validationErrorSchema },
      },
    },
    async (req) => services.drafts.inviteInfo(req.params.token),
  );
};
