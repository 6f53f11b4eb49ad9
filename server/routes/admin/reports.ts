import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salesReportQuerySchema, salesReportSchema } from '../../../lib/contract/admin-reports';
import { requireStaff } from '../../http/staff-auth';
import type { Services } from '../../services';
import { adminErrors } from './admin-errors';

/** Managers and the owner: sales by campaign source and by seller (issue 28 point 6). Revenue is not for clerks. */
export const adminReportRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  app.get(
    '/sales',
    {
      schema: {
        tags: ['admin'],
        summary: 'Paid orders and revenue per day or month, per campaign source or per seller',
        querystring: salesReportQuerySchema,
        response: { 200: salesReportSchema, ...adminErrors },
      },
    },
    async (req) => services.staff.sales.read(req.query),
  );
};
