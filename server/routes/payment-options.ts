import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderParamsSchema,
  paymentOptionsResponseSchema,
  paymentPollResponseSchema,
} from '../../lib/contract/checkout';
import { messageErrorSchema } from '../../lib/contract/common';
import { requireCustomer, sessionOf } from '../http/customer-auth';
import { NotFoundError } from '../services/errors';
import type { Services } from '../services';
import { pollAnswer } from './order-answers';

/**
 * Not in the spec (additive, docs/decisions/0027-payment-providers.md):
 * - `GET /metodos-pagamento`: the methods the configured provider offers the logged-in buyer's kind (checkout step 2);
 *   an empty list means "no payment method for the region".
 * - `POST /pedidos/{paymentExternalId}/verificar-pagamento`: the shopper is back from the provider; the store asks the
 *   provider (never the browser) and answers as buscar-pagamentos does. Nothing the shopper sends is believed.
 */
export const paymentOptionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireCustomer(app, services.account.sessions);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/metodos-pagamento',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Payment methods offered to this buyer',
        response: { 200: paymentOptionsResponseSchema, 401: messageErrorSchema },
      },
    },
    async (req) => {
      const { provider, methods } = await services.payments.options(sessionOf(req).customerId);
      return { provedor: provider, metodos: methods };
    },
  );

  app.post(
    '/pedidos/:externalId/verificar-pagamento',
    {
      schema: {
        tags: ['orders'],
        summary: 'Ask the provider about this payment now',
        params: orderParamsSchema,
        response: { 200: paymentPollResponseSchema, 401: messageErrorSchema, 404: messageErrorSchema },
      },
    },
    async (req) => {
      const customerId = sessionOf(req).customerId;
      const outcome = await services.payments.sync
        .forCustomer(customerId, req.params.externalId)
        .catch((error: unknown) => {
          // The provider being down is not the shopper's error: the page keeps polling and reconciliation catches up.
          req.log.warn({ err: error }, 'payment check at the provider failed');
          return 'unknown' as const;
        });
      if (outcome === null) throw new NotFoundError('paymentNotFound');
      return pollAnswer(await services.orders.byPayment(customerId, req.params.externalId));
    },
  );
};
