import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartShareParamsSchema,
  staffCartShareQuerySchema,
  staffSharedCartSchema,
} from '../../../lib/contract/whatsapp';
import { requireStaff, staffOf } from '../../http/staff-auth';
import type { Services } from '../../services';
import { staffSharedCartAnswer } from '../cart-share-answers';
import { adminErrors } from './admin-errors';

/** Every role: a cart a shopper sent over WhatsApp, with who sent it, stock and prices now (issue 28). */
export const adminCartShareRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager', 'clerk']);
  app.get(
    '/:token',
    {
      schema: {
        tags: ['admin'],
        summary: 'A shared cart with its customer, stock and prices now',
        params: cartShareParamsSchema,
        querystring: staffCartShareQuerySchema,
        response: { 200: staffSharedCartSchema, ...adminErrors },
      },
    },
    async (req) =>
      staffSharedCartAnswer(
        await services.cartShares.staffOpen(req.params.token, staffOf(req).lang, req.query.moeda_id),
      ),
  );
};
