import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartAddSchema,
  cartCreateSchema,
  cartExternalParamsSchema,
  cartIdParamsSchema,
  cartLineParamsSchema,
  cartQuerySchema,
  cartSchema,
  cartSetQuantitySchema,
  cartUpdateSchema,
  type CartCreateRequest,
} from '../../lib/contract/cart';
import { messageErrorSchema, validationErrorSchema } from '../../lib/contract/common';
import {
  calculateShippingSchema,
  pickupPointsQuerySchema,
  pickupPointsResponseSchema,
  shippingOptionsSchema,
} from '../../lib/contract/shipping';
import type { FastifyRequest } from 'fastify';
import { optionalCustomer } from '../http/customer-auth';
import { requestLang } from '../http/request-lang';
import { UnauthenticatedError } from '../services/errors';
import type { Services } from '../services';
import { inWireNames } from '../http/wire-names';
import { cartAnswer } from './cart-answers';
import { pickupPointAnswer, shippingOptionAnswer } from './shipping-answers';
import type { CartActor, WantedCart } from '../services/cart/cart-service';

const errors = { 401: messageErrorSchema, 404: messageErrorSchema, 422: validationErrorSchema };
const noStore = { 'cache-control': 'no-store' };

/** The cart service's names → the request's (spec §7), for the fields a 422 names. */
const CART_FIELDS = { externalId: 'external_id', productId: 'produto_id', quantity: 'qtde' } as const;

/** Spec §7's cart body in the domain's words; branch and warehouse are always 1, and a unit price sent is never read. */
const wantedCart = (b: CartCreateRequest): WantedCart => ({
  externalId: b.external_id,
  currencyId: b.moeda_id,
  lines: b.itens.map((i) => ({
    productId: i.produto_id,
    quantity: i.qtde,
    active: i.ativo,
    shownToken: i.token ?? null,
  })),
});

/**
 * Spec §7 /ecom/venda/carrinho: server-kept carts and their shipping. The paths the spec leaves unshown (add one,
 * set a quantity, remove a line, clear, bind at login, the customer's current cart) are in docs/decisions/0013-cart-and-shipping-api.md.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { carts, shipping } = services;
  // Spec §6: carts need no token; a logged-in customer's cart is theirs alone; shipping needs a customer.
  optionalCustomer(app, services.account.sessions);

  // Customer data is never cached by anyone.
  app.addHook('onSend', async (_req, reply) => {
    reply.headers(noStore);
  });

  const actorOf = (req: FastifyRequest): CartActor => ({
    customerId: req.session?.customerId ?? null,
    sessionHash: req.bearerHash ?? undefined,
    lang: requestLang(req),
  });
  // The changes check a bearer session inside their own read (or the create's insert): one round trip fewer per add.
  const inStatement = { sessionInStatement: true };

  const cartReplies = { 200: cartSchema, ...errors };

  app.post(
    '/',
    {
      config: inStatement,
      schema: {
        tags: ['cart'],
        summary: "Create a cart under the browser's external id",
        body: cartCreateSchema,
        response: { 201: cartSchema, ...errors },
      },
    },
    async (req, reply) => {
      const cart = await inWireNames(CART_FIELDS, () => carts.create(wantedCart(req.body), actorOf(req)));
      return reply.code(201).send(cartAnswer(cart));
    },
  );

  app.put(
    '/:cartId',
    {
      config: inStatement,
      schema: {
        tags: ['cart'],
        summary: "Replace a cart's lines (the body's external_id must match)",
        params: cartIdParamsSchema,
        body: cartUpdateSchema,
        response: cartReplies,
      },
    },
    async (req) =>
      cartAnswer(
        await inWireNames(CART_FIELDS, () =>
          carts.replace(req.params.cartId, wantedCart(req.body), actorOf(req)),
        ),
      ),
  );

  // A static path: find-my-way matches it before '/:externalId' (which would refuse "atual" as a UUID anyway).
  app.get(
    '/atual',
    {
      schema: {
        tags: ['cart'],
        summary:
          "The logged-in customer's open cart, for a browser that keeps none (401 anonymous, 404 none)",
        querystring: cartQuerySchema,
        response: cartReplies,
      },
    },
    async (req) => {
      const actor = actorOf(req);
      if (actor.customerId === null) throw new UnauthenticatedError();
      return cartAnswer(
        await carts.get(await services.currentCart.externalIdOf(actor.customerId), actor, req.query.moeda_id),
      );
    },
  );

  app.get(
    '/:externalId',
    {
      config: inStatement,
      schema: {
        tags: ['cart'],
        summary: 'A cart at current prices in moeda_id (404: create anew)',
        params: cartExternalParamsSchema,
        querystring: cartQuerySchema,
        response: cartReplies,
      },
    },
    async (req) => cartAnswer(await carts.get(req.params.externalId, actorOf(req), req.query.moeda_id)),
  );

  app.delete(
    '/:externalId',
    {
      config: inStatement,
      schema: {
        tags: ['cart'],
        summary: 'Clear a cart (every line removed)',
        params: cartExternalParamsSchema,
        querystring: cartQuerySchema,
        response: cartReplies,
      },
    },
    async (req) => cartAnswer(await carts.clear(req.params.externalId, actorOf(req), req.query.moeda_id)),
  );

  app.post(
    '/:externalId/itens',
    {
      config: inStatement,
      schema: {
        tags: ['cart'],
        summary: 'Add one unit of a product',
        params: cartExternalParamsSchema,
        body: cartAddSchema,
        response: cartReplies,
      },
    },
    async (req) =>
      cartAnswer(
        await inWireNames(CART_FIELDS, () =>
          carts.add(req.params.externalId, req.body.produto_id, actorOf(req), req.body.moeda_id),
        ),
      ),
  );

  app.patch(
    '/:externalId/itens/:produtoId',
    {
      config: inStatement,
      schema: {
        tags: ['cart'],
        summary: "Set a line's quantity (capped at stock; 0 removes)",
        params: cartLineParamsSchema,
        body: cartSetQuantitySchema,
        response: cartReplies,
      },
    },
    async (req) =>
      cartAnswer(
        await inWireNames(CART_FIELDS, () =>
          carts.setQuantity(
            req.params.externalId,
            req.params.produtoId,
            req.body.qtde,
            actorOf(req),
            req.body.moeda_id,
          ),
        ),
      ),
  );

  app.delete(
    '/:externalId/itens/:produtoId',
    {
      config: inStatement,
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: cartLineParamsSchema,
        querystring: cartQuerySchema,
        response: cartReplies,
      },
    },
    async (req) =>
      cartAnswer(
        await carts.remove(req.params.externalId, req.params.produtoId, actorOf(req), req.query.moeda_id),
      ),
  );

  app.post(
    '/:externalId/vincular',
    {
      schema: {
        tags: ['cart'],
        summary: "At login: the cart becomes the customer's, merged with their earlier cart",
        params: cartExternalParamsSchema,
        querystring: cartQuerySchema,
        response: cartReplies,
      },
    },
    async (req) => {
      const actor = actorOf(req);
      if (actor.customerId === null) throw new UnauthenticatedError();
      return cartAnswer(
        await carts.bind(req.params.externalId, actor.customerId, actor.lang, req.query.moeda_id),
      );
    },
  );

  app.put(
    '/:externalId/calcular-frete',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Delivery options and store pickup for the cart (login required)',
        params: cartExternalParamsSchema,
        body: calculateShippingSchema,
        response: { 200: shippingOptionsSchema, ...errors },
      },
    },
    async (req) => {
      const { customerId, lang } = actorOf(req);
      if (customerId === null) throw new UnauthenticatedError();
      const b = req.body;
      const request = {
        externalId: req.params.externalId,
        cityId: b.cidade_id,
        alternativeCityId: b.cidade_alternativa_id,
        addressId: b.cliente_endereco_id,
        serviceId: b.id_servico,
        pickupPointId: b.id_ponto_entrega,
      };
      const options = await inWireNames({ cityId: 'cidade_id' }, () =>
        shipping.options(request, { customerId, lang }),
      );
      return options.map(shippingOptionAnswer);
    },
  );

  app.get(
    '/:externalId/pontos-entrega',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Pickup points (filters estado_id, cidade_id)',
        params: cartExternalParamsSchema,
        querystring: pickupPointsQuerySchema,
        response: { 200: pickupPointsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const points = await shipping.pickupPoints(
        req.params.externalId,
        actor.customerId,
        { stateId: req.query.estado_id, cityId: req.query.cidade_id },
        actor.lang,
      );
      return points.map(pickupPointAnswer);
    },
  );
};
