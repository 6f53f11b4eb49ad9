import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  cancelOrderSchema,
  handedOverConflictSchema,
  orderNumberParamsSchema,
  pickupCodeParamsSchema,
  pickupLookupSchema,
  refundOrderSchema,
  shipOrderSchema,
} from '../../../lib/contract/admin-orders';
import {
  adminTodaySchema,
  orderHistorySchema,
  pickupPointNamesSchema,
} from '../../../lib/contract/admin-today';
import { sellerNamesSchema } from '../../../lib/contract/admin-reports';
import { actorOf, requireStaff, requireStepUp } from '../../http/staff-auth';
import { inWireNames } from '../../http/wire-names';
import type { Services } from '../../services';
import { adminErrors } from './admin-errors';

const tags = ['admin'];

/** Every role: the orders list, one order, shipping a delivery, a pickup order ready, cancelling an unpaid order. */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager', 'clerk']);
  const { orders, actions } = services.staff;
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Orders, newest first, filtered; keyset pages (next_cursor)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema, ...adminErrors },
      },
    },
    async (req) => orders.list(req.query),
  );
  app.get(
    '/today',
    {
      schema: {
        tags,
        summary:
          'The first screen: paid orders waiting at the counter, deliveries to ship, unpaid orders past the hour',
        response: { 200: adminTodaySchema, ...adminErrors },
      },
    },
    async () => services.staff.today.counts(),
  );
  app.get(
    '/pickup-points',
    {
      schema: {
        tags,
        summary: 'Pickup points by name, for the list filter',
        response: { 200: pickupPointNamesSchema, ...adminErrors },
      },
    },
    async () => services.staff.today.pickupPointNames(),
  );
  app.get(
    '/sellers',
    {
      schema: {
        tags,
        summary: 'Sellers by name, for the list filter (issue 28)',
        response: { 200: sellerNamesSchema, ...adminErrors },
      },
    },
    async () => services.staff.sales.sellerNames(),
  );
  app.get(
    '/:number',
    {
      schema: {
        tags,
        summary: 'One order in full: items, payments and their events, customer, address or pickup point',
        params: orderNumberParamsSchema,
        response: { 200: adminOrderDetailSchema, ...adminErrors },
      },
    },
    async (req) => orders.detail(req.params.number),
  );
  app.post(
    '/:number/ship',
    {
      schema: {
        tags,
        summary: 'PAGO → ENVIADO (home delivery), with the tracking note the shopper sees; mails the shopper',
        params: orderNumberParamsSchema,
        body: shipOrderSchema,
        response: { 200: adminOrderDetailSchema, ...adminErrors },
      },
    },
    async (req) => {
      await actions.ship(req.params.number, req.body.tracking_note ?? null, actorOf(req));
      return orders.detail(req.params.number);
    },
  );
  app.post(
    '/:number/ready',
    {
      schema: {
        tags,
        summary:
          'A paid pickup order is prepared at its point (once): the shopper sees it; WhatsApp to those who asked',
        params: orderNumberParamsSchema,
        response: { 200: adminOrderDetailSchema, ...adminErrors },
      },
    },
    async (req) => {
      await actions.ready(req.params.number, actorOf(req));
      return orders.detail(req.params.number);
    },
  );
  app.post(
    '/:number/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an unpaid order: stock back, waiting payments cancelled; mails the shopper',
        params: orderNumberParamsSchema,
        body: cancelOrderSchema,
        response: { 200: adminOrderDetailSchema, ...adminErrors },
      },
    },
    async (req) => {
      await actions.cancel(req.params.number, req.body.reason ?? null, actorOf(req));
      return orders.detail(req.params.number);
    },
  );
};

/** Manager and owner: who shipped, cancelled, refunded or handed over an order, and why (the order's timeline). */
export const adminOrderHistoryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  app.get(
    '/:number/history',
    {
      schema: {
        tags,
        summary: "One order's audit entries, oldest first, with the staff member's name",
        params: orderNumberParamsSchema,
        response: { 200: orderHistorySchema, ...adminErrors },
      },
    },
    async (req) => services.staff.today.history(req.params.number),
  );
};

/** Manager and owner: refunds move money (the payments service does it; 503 until a provider can). */
export const adminRefundRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  app.post(
    '/:number',
    {
      schema: {
        tags,
        summary:
          'Refund a paid or shipped order → ESTORNADO (through the payments service); needs a fresh TOTP',
        params: orderNumberParamsSchema,
        body: refundOrderSchema,
        response: { 200: adminOrderDetailSchema, ...adminErrors },
      },
      // Money leaves the store: a fresh TOTP on this session first (issue 26 point 8).
      preHandler: requireStepUp(services.staff.sessions),
    },
    async (req) => {
      // The payments service names the order it refuses to refund `order`; the 422 has always said `pedido`.
      await inWireNames({ order: 'pedido' }, () =>
        services.staff.actions.refund(req.params.number, req.body.reason ?? null, actorOf(req)),
      );
      return services.staff.orders.detail(req.params.number);
    },
  );
};

/** Every role: the pickup counter. */
export const adminPickupRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager', 'clerk']);
  app.get(
    '/:code',
    {
      schema: {
        tags,
        summary: "Look up a pickup code: the order, the customer's name and document, the items",
        params: pickupCodeParamsSchema,
        response: { 200: pickupLookupSchema, ...adminErrors },
      },
    },
    async (req) => services.staff.actions.lookup(req.params.code),
  );
  app.post(
    '/:code/hand-over',
    {
      schema: {
        tags,
        summary: 'Hand the goods over, once: records who and when; a second time is 409 with who and when',
        params: pickupCodeParamsSchema,
        response: { 200: pickupLookupSchema, ...adminErrors, 409: handedOverConflictSchema },
      },
    },
    async (req) => services.staff.actions.handOver(req.params.code, actorOf(req)),
  );
};
