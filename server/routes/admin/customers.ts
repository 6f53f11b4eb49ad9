import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerLookupQuerySchema, customerLookupSchema } from '../../../lib/contract/admin-customers';
import { requireStaff } from '../../http/staff-auth';
import type { Services } from '../../services';
import { adminErrors } from './admin-errors';

/** Every role: find the customer an order is built for (issue 28 point 3, the first step of a draft order). */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager', 'clerk']);
  app.get(
    '/lookup',
    {
      schema: {
        tags: ['admin'],
        summary: 'Customers by part of their e-mail or document, or their phone (at most 10)',
        querystring: customerLookupQuerySchema,
        response: { 200: customerLookupSchema, ...adminErrors },
      },
    },
    async (req) => services.staff.customerLookup(req.query.q),
  );
};
