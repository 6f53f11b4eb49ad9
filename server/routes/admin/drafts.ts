import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  draftCreateSchema,
  draftDiscountSchema,
  draftLineSchema,
  draftParamsSchema,
  draftProductsQuerySchema,
  draftProductsSchema,
  draftQuoteSchema,
  draftSchema,
  draftSendSchema,
  draftShippingSchema,
} from '../../../lib/contract/admin-drafts';
import { requireStaff, staffOf } from '../../http/staff-auth';
import { inWireNames } from '../../http/wire-names';
import type { Services } from '../../services';
import { ForbiddenError } from '../../services/errors';
import type { DraftActor } from '../../services/staff/draft-orders';
import { adminErrors } from './admin-errors';

const actor = (req: FastifyRequest): DraftActor => {
  const s = staffOf(req);
  return { staffId: s.staffId, email: s.email, role: s.role, lang: s.lang };
};

/** The checkout's domain names → this API's, for the fields a 422 names. */
const SEND_FIELDS = {
  shippingToken: 'token_entrega',
  paymentMethod: 'metodo_pagamento',
  lines: 'lines',
  unpaidOrders: 'customer_id',
  discount: 'discount_minor',
  address_id: 'cliente_endereco_id',
} as const;

/** Orders a seller builds (issue 28 point 3, decision 0047): clerk, manager, owner; a clerk only their own drafts. */
export const adminDraftRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager', 'clerk']);
  const drafts = services.drafts;
  const schema = <E extends object, A = typeof draftSchema>(
    summary: string,
    extra: E,
    answer: A = draftSchema as A,
  ) => ({
    tags: ['admin'],
    summary,
    ...extra,
    response: { 200: answer, ...adminErrors },
  });

  app.post(
    '/',
    { schema: schema('A draft order for a customer', { body: draftCreateSchema }) },
    async (req) =>
      drafts.create(
        { customerId: req.body.customer_id, invite: req.body.invite },
        req.body.currency_id,
        actor(req),
      ),
  );

  app.get('/:id', { schema: schema('One draft order', { params: draftParamsSchema }) }, async (req) =>
    drafts.get(req.params.id, actor(req)),
  );

  app.get(
    '/:id/products',
    {
      schema: schema(
        'Products to add: stock and price now',
        { params: draftParamsSchema, querystring: draftProductsQuerySchema },
        draftProductsSchema,
      ),
    },
    async (req) => drafts.products(req.params.id, req.query.q, actor(req)),
  );

  app.put(
    '/:id/lines',
    {
      schema: schema('Set a line (0 removes it); prices are the catalogue’s', {
        params: draftParamsSchema,
        body: draftLineSchema,
      }),
    },
    async (req) => {
      // Nobody sets a unit price: the catalogue's is the price (a manager gives a bounded discount instead).
      if (req.body.unit_price_minor !== undefined) throw new ForbiddenError('pricesFromCatalogue');
      return drafts.setLine(req.params.id, req.body.product_id, req.body.quantity, actor(req));
    },
  );

  app.put(
    '/:id/discount',
    {
      schema: schema(`A manager's discount (audited, bounded)`, {
        params: draftParamsSchema,
        body: draftDiscountSchema,
      }),
    },
    async (req) => drafts.setDiscount(req.params.id, req.body.discount_minor, actor(req)),
  );

  app.post(
    '/:id/shipping',
    {
      schema: schema(
        "Pickup or delivery, quoted with the checkout's rules",
        { params: draftParamsSchema, body: draftQuoteSchema },
        draftShippingSchema,
      ),
    },
    async (req) => ({
      data: (
        await drafts.quote(
          req.params.id,
          { mode: req.body.mode, cityId: req.body.city_id, addressId: req.body.address_id },
          actor(req),
        )
      ).map((o) => ({
        service_id: o.serviceId,
        description: o.description,
        lead_time_days: o.leadTimeDays,
        amount_minor: o.amountMinor,
        token: o.token,
        pickup_points: o.pickupPoints.map((p) => ({
          id: p.id,
          name: p.name,
          address: p.address,
          token: p.token,
        })),
      })),
    }),
  );

  app.post(
    '/:id/send',
    {
      schema: schema('Send: the order as at checkout, and its payment link', {
        params: draftParamsSchema,
        body: draftSendSchema,
      }),
    },
    async (req) => {
      const b = req.body;
      return inWireNames(SEND_FIELDS, () =>
        drafts.send(
          req.params.id,
          {
            shippingToken: b.token_entrega,
            shippingMinor: b.valor_frete,
            addressId: b.cliente_endereco_id ?? null,
            serviceId: b.entrega_servico_id ?? null,
            pickupPointId: b.id_ponto_entrega ?? null,
            alternativeCityId: b.cidade_alternativa ?? null,
            paymentMethod: b.metodo_pagamento ?? null,
          },
          actor(req),
        ),
      );
    },
  );
};
