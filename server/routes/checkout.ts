import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartExternalParamsSchema } from '../../lib/contract/cart';
import { draftLinkAnswerSchema, draftLinkParamsSchema } from '../../lib/contract/admin-drafts';
import {
  checkoutStartResponseSchema,
  checkoutStartSchema,
  orderParamsSchema,
  ordersResponseSchema,
  orderSchema,
  payAgainSchema,
  paymentPollResponseSchema,
  type CheckoutStartRequest,
  type CheckoutStartResponse,
} from '../../lib/contract/checkout';
import { ATTRIBUTION_HEADER, parseAttribution } from '../../lib/contract/attribution';
import { messageErrorSchema, validationErrorSchema } from '../../lib/contract/common';
import { bearerBuyer, checkedSession, requireCustomer, sessionOf } from '../http/customer-auth';
import { inWireNames } from '../http/wire-names';
import { requestLang } from '../http/request-lang';
import type { Services } from '../services';
import type { CheckoutStart, PaymentStarted } from '../services/checkout/checkout-service';
import { orderAnswer, pollAnswer } from './order-answers';

const errors = { 401: messageErrorSchema, 404: messageErrorSchema, 422: validationErrorSchema };

/** The checkout's domain names → the request's (spec §7), for the fields a 422 names. */
const CHECKOUT_FIELDS = {
  shippingToken: 'token_entrega',
  shippingMinor: 'valor_frete',
  addressId: 'cliente_endereco_id',
  serviceId: 'entrega_servico_id',
  pickupPointId: 'id_ponto_entrega',
  alternativeCityId: 'cidade_alternativa',
  paymentMethod: 'metodo_pagamento',
  lines: 'itens',
  order: 'pedido',
  unpaidOrders: 'pedidos',
  // The buyer's document a payment provider refused (EBANX needs a valid CPF).
  document: 'documento',
} as const satisfies Partial<
  Record<keyof CheckoutStart | 'lines' | 'order' | 'unpaidOrders' | 'document', string>
>;

const checkoutStart = (b: CheckoutStartRequest): CheckoutStart => ({
  shippingToken: b.token_entrega,
  shippingMinor: b.valor_frete,
  addressId: b.cliente_endereco_id ?? null,
  serviceId: b.entrega_servico_id ?? null,
  pickupPointId: b.id_ponto_entrega ?? null,
  alternativeCityId: b.cidade_alternativa ?? null,
  paymentMethod: b.metodo_pagamento ?? null,
});

/** Spec §7's answer to iniciar-checkout and pagar-novamente. */
const startAnswer = (p: PaymentStarted): CheckoutStartResponse => ({
  link_pagamento: p.paymentLinks,
  pedido: { external_id: p.order.externalId, pedido: p.order.number },
  pagamento_external_id: p.paymentExternalId,
});

/** Spec §7 iniciar-checkout, pedidos and buscar-pagamentos: a logged-in customer's own orders only. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireCustomer(app, services.account.sessions);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/carrinho/:externalId/iniciar-checkout',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Order from the cart, stock reserved, payment link (idempotent per cart)',
        params: cartExternalParamsSchema,
        body: checkoutStartSchema,
        response: { 200: checkoutStartResponseSchema, ...errors },
      },
      config: { sessionInStatement: true },
    },
    async (req) => {
      // Consent first: the order's own updates (paid, shipped) then reach the shopper who asked for them.
      // While WhatsApp is off nothing would be sent: no consent is taken for it. That rare case checks the session
      // on its own; otherwise the checkout's first read does (sessionInStatement, one round trip fewer: issue 31).
      const consent = Boolean(req.body.whatsapp_atualizacoes && services.whatsappUpdates.enabled);
      const session = consent ? await checkedSession(req, services.account.sessions) : null;
      if (session) await services.whatsappUpdates.consent.set(session.customerId, true);
      const buyer = session?.customerId ?? bearerBuyer(req);
      const started = await inWireNames(CHECKOUT_FIELDS, () =>
        services.checkout.start(buyer, req.params.externalId, checkoutStart(req.body)),
      );
      const { customerId } = started;
      // Where the shopper came from (the storefront passes its attribution cookie): never in the way of the order.
      const origin = parseAttribution(req.headers[ATTRIBUTION_HEADER] as string | undefined);
      if (origin)
        await services.orderAttribution
          .record({ externalId: started.order.externalId, customerId }, origin)
          .catch((err: unknown) => req.log.warn({ err }, 'order attribution not recorded'));
      return startAnswer(started);
    },
  );

  app.get(
    '/pedidos',
    {
      schema: {
        tags: ['orders'],
        summary: "The customer's orders, newest first",
        response: { 200: ordersResponseSchema, 401: messageErrorSchema },
      },
    },
    async (req) => ({
      data: {
        data: (await services.orders.list(sessionOf(req).customerId, requestLang(req))).map(orderAnswer),
      },
    }),
  );

  app.get(
    '/pedidos/:externalId',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order',
        params: orderParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (req) =>
      orderAnswer(
        await services.orders.detail(sessionOf(req).customerId, req.params.externalId, requestLang(req)),
      ),
  );

  app.get(
    '/pedidos/:externalId/buscar-pagamentos',
    {
      schema: {
        tags: ['orders'],
        summary: 'Payments of the order a payment belongs to (polled every 5 s)',
        params: orderParamsSchema,
        response: { 200: paymentPollResponseSchema, ...errors },
      },
    },
    async (req) =>
      pollAnswer(await services.orders.byPayment(sessionOf(req).customerId, req.params.externalId)),
  );

  app.get(
    '/pedido-vendedor/:token',
    {
      schema: {
        tags: ['orders'],
        summary:
          "A seller's payment link (issue 28, decision 0047): the customer's own order's pending payment",
        params: draftLinkParamsSchema,
        response: { 200: draftLinkAnswerSchema, ...errors },
      },
    },
    async (req) => {
      const opened = await services.drafts.openLink(req.params.token, sessionOf(req).customerId);
      return { ...startAnswer(opened), resumo: opened.summary };
    },
  );

  app.post(
    '/pedidos/:externalId/pagar-novamente',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pay-now: the pending payment, or a new one after a decline',
        params: orderParamsSchema,
        body: payAgainSchema,
        response: { 200: checkoutStartResponseSchema, ...errors },
      },
    },
    async (req) =>
      startAnswer(
        await inWireNames(CHECKOUT_FIELDS, () =>
          services.checkout.payAgain(
            sessionOf(req).customerId,
            req.params.externalId,
            req.body.metodo_pagamento ?? null,
          ),
        ),
      ),
  );
};
