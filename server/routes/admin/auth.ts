import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setupCompleteSchema, setupInfoSchema, setupTokenSchema, staffLoginResponseSchema, staffLoginSchema, staffSchema } from '../../../lib/contract/admin';
import { message } from '../../../lib/contract/messages';
import { messageErrorSchema } from '../../../lib/contract/common';
import { extraRateLimit } from '../../http/rate-limit';
import { requestLang } from '../../http/request-lang';
import { requireStaff, staffOf } from '../../http/staff-auth';
import type { Services } from '../../services';
import { adminErrors } from './admin-errors';

const tags = ['admin'];
const emailOf = (req: FastifyRequest) => String((req.body as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase();
const addressOf = (req: FastifyRequest) => req.shopperAddress ?? req.ip;

/** Before a staff session exists: sign-in and the one-time setup link. Rate-limited, including storefront calls. */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { accounts } = services.staff;
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Never skipped (unlike the shopper limits' storefront allowance): 5 tries a minute per e-mail, 10 per address.
  const perEmail = extraRateLimit(app, { max: 5, timeWindow: '1 minute', keyGenerator: (req) => `staff-login-email|${emailOf(req)}`, allowList: () => false });
  const perAddress = extraRateLimit(app, { max: 10, timeWindow: '1 minute', keyGenerator: (req) => `staff-login-ip|${addressOf(req)}`, allowList: () => false });
  const setupLimit = extraRateLimit(app, { max: 10, timeWindow: '1 minute', keyGenerator: (req) => `staff-setup|${addressOf(req)}`, allowList: () => false });

  app.post(
    '/login',
    {
      schema: { tags, summary: 'Staff sign-in: password, plus a TOTP code for owner and manager; a bearer token for 8 hours', body: staffLoginSchema, response: { 200: staffLoginResponseSchema, ...adminErrors } },
      preHandler: [perEmail, perAddress],
    },
    async (req) => accounts.login(req.body.email, req.body.password, req.body.totp),
  );

  app.post(
    '/setup/info',
    { schema: { tags, summary: 'What a one-time setup link sets up (and the authenticator secret to enrol)', body: setupTokenSchema, response: { 200: setupInfoSchema, ...adminErrors } }, preHandler: setupLimit },
    async (req) => accounts.setupInfo(req.body.token),
  );

  app.post(
    '/setup',
    { schema: { tags, summary: 'Use a one-time setup link: set the password, turn TOTP on', body: setupCompleteSchema, response: { 200: messageErrorSchema, ...adminErrors } }, preHandler: setupLimit },
    async (req) => {
      await accounts.completeSetup(req.body);
      return { message: message('staffSetupDone', requestLang(req)) };
    },
  );
};

/** The signed-in staff member, any role. */
export const adminSessionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager', 'clerk']);
  app.get('/me', { schema: { tags, summary: 'Who is signed in', response: { 200: staffSchema, ...adminErrors } } }, async (req) => services.staff.accounts.me(staffOf(req)));
  app.post('/logout', { schema: { tags, summary: 'End this staff session', response: { 200: messageErrorSchema, ...adminErrors } } }, async (req) => {
    await services.staff.accounts.logout(staffOf(req));
    return { message: message('loggedOut', requestLang(req)) };
  });
};
