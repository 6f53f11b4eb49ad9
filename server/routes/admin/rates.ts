import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateMoveConflictSchema, ratesAdminSchema, saveRatesSchema } from '../../../lib/contract/admin-rates';
import { actorOf, requireStaff, requireStepUp, staffOf } from '../../http/staff-auth';
import type { Services } from '../../services';
import { adminErrors } from './admin-errors';

/** Manager and owner: the day's R$, G$ and P$ against the dollar. */
export const adminRateRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager']);
  const tags = ['admin'];
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "Today's rates and their history",
        response: { 200: ratesAdminSchema, ...adminErrors },
      },
    },
    async () => services.staff.rates.get(),
  );
  app.put(
    '/',
    {
      schema: {
        tags,
        summary:
          "Save rates (fresh TOTP needed): every API replica and the storefront re-price at once; a move beyond 20 % needs an owner's confirmation",
        body: saveRatesSchema,
        response: { 200: ratesAdminSchema, ...adminErrors, 409: rateMoveConflictSchema },
      },
      preHandler: requireStepUp(services.staff.sessions),
    },
    async (req) =>
      services.staff.rates.save(req.body.rates, actorOf(req), {
        role: staffOf(req).role,
        confirm: req.body.confirm_large_change === true,
      }),
  );
};
