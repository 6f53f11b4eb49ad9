import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartExternalParamsSchema } from '../../lib/contract/cart';
import {
  checkoutStartResponseSchema,
  checkoutStartSchema,
  orderParamsSchema,
  ordersResponseSchema,
  orderSchema,
  payAgainSchema,
  paymentPollResponseSchema,
} from '../../lib/contract/checkout';
import { messageErrorSchema, validationErrorSchema } from '../../lib/contract/common';
import { requireCustomer, sessionOf } from '../http/customer-auth';
import { requestLang } from '../http/request-lang';
import type { Services } from '../services';

const errors = { 401: messageErrorSchema, 404: messageErrorSchema, 422: validationErrorSchema };

/** Spec §7 iniciar-checkout, pedidos and buscar-pagamentos: a logged-in customer's own orders only. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireCustomer(app, services.account.sessions);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/carrinho/:externalId/iniciar-checkout',
    { schema: { tags: ['checkout'], summary: 'Order from the cart, stock reserved, payment link (idempotent per cart)', params: cartExternalParamsSchema, body: checkoutStartSchema, response: { 200: checkoutStartResponseSchema, ...errors } } },
    async (req) => services.checkout.start(sessionOf(req).customerId, req.params.externalId, req.body),
  );

  app.get('/pedidos', { schema: { tags: ['orders'], summary: 'The customer\'s orders, newest first', response: { 200: ordersResponseSchema, 401: messageErrorSchema } } }, async (req) => ({
    data: { data: await services.orders.list(sessionOf(req).customerId, requestLang(req)) },
  }));

  app.get('/pedidos/:externalId', { schema: { tags: ['orders'], summary: 'One order', params: orderParamsSchema, response: { 200: orderSchema, ...errors } } }, async (req) =>
    services.orders.detail(sessionOf(req).customerId, req.params.externalId, requestLang(req)),
  );

  app.get(
    '/pedidos/:externalId/buscar-pagamentos',
    { schema: { tags: ['orders'], summary: 'Payments of the order a payment belongs to (polled every 5 s)', params: orderParamsSchema, response: { 200: paymentPollResponseSchema, ...errors } } },
    async (req) => services.orders.byPayment(sessionOf(req).customerId, req.params.externalId),
  );

  app.post(
    '/pedidos/:externalId/pagar-novamente',
    { schema: { tags: ['orders'], summary: 'Pay-now: the pending payment, or a new one after a decline', params: orderParamsSchema, body: payAgainSchema, response: { 200: checkoutStartResponseSchema, ...errors } } },
    async (req) => services.checkout.payAgain(sessionOf(req).customerId, req.params.externalId, req.body.metodo_pagamento ?? null),
  );
};
