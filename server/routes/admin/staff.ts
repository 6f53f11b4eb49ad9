import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditListSchema,
  auditQuerySchema,
  staffAddSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffUpdateSchema,
  staffWithLinkSchema,
} from '../../../lib/contract/admin';
import { actorOf, requireStaff, requireStepUp, staffOf } from '../../http/staff-auth';
import type { Services } from '../../services';
import { adminErrors } from './admin-errors';

const tags = ['admin'];

/** Owner only: the team. */
export const adminStaffRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner']);
  const { accounts } = services.staff;
  // Every change to the team needs a fresh TOTP on the owner's session (issue 26 point 8).
  const preHandler = requireStepUp(services.staff.sessions);
  app.get(
    '/',
    { schema: { tags, summary: 'Staff members', response: { 200: staffListSchema, ...adminErrors } } },
    async () => ({ data: await accounts.list() }),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a staff member: answers the one-time setup link to hand them',
        body: staffAddSchema,
        response: { 201: staffWithLinkSchema, ...adminErrors },
      },
      preHandler,
    },
    async (req, reply) => reply.code(201).send(await accounts.add(req.body, actorOf(req))),
  );
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: "Change a role, disable or enable (never one's own account); sessions and unused links end",
        params: staffIdParamsSchema,
        body: staffUpdateSchema,
        response: { 200: staffWithLinkSchema, ...adminErrors },
      },
      preHandler,
    },
    async (req) => accounts.update(req.params.id, req.body, staffOf(req)),
  );
  app.post(
    '/:id/reset',
    {
      schema: {
        tags,
        summary:
          "A new one-time setup link, e-mailed to the member (never answered; never one's own account): password and authenticator cleared, earlier links and sessions end",
        params: staffIdParamsSchema,
        response: { 200: staffWithLinkSchema, ...adminErrors },
      },
      preHandler,
    },
    async (req) => accounts.reissueSetup({ id: req.params.id }, actorOf(req)),
  );
};

/** Owner only: the audit log. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner']);
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Audit log, newest first, filtered; keyset by before_id',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...adminErrors },
      },
    },
    async (req) => services.staff.audit.list(req.query),
  );
};
