import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  setupCompleteSchema,
  setupInfoSchema,
  setupTokenSchema,
  staffLoginResponseSchema,
  staffLoginSchema,
  staffSchema,
  stepUpSchema,
  totpConfirmSchema,
  totpEnrolSchema,
} from '../../../lib/contract/admin';
import { message } from '../../../lib/contract/messages';
import { messageErrorSchema } from '../../../lib/contract/common';
import { extraRateLimit } from '../../http/rate-limit';
import { requestLang } from '../../http/request-lang';
import { requireStaff, staffOf } from '../../http/staff-auth';
import { metrics } from '../../metrics/metrics';
import type { Services } from '../../services';
import { RateLimitedError, UnauthenticatedError } from '../../services/errors';
import { adminErrors } from './admin-errors';

const tags = ['admin'];
const addressOf = (req: FastifyRequest) => req.shopperAddress ?? req.ip;

/** Before a staff session exists: sign-in and the one-time setup link. Rate-limited, including storefront calls. */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { accounts } = services.staff;
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Never skipped (unlike the shopper limits' storefront allowance). No limit per e-mail alone: anyone could keep an
  // owner out with five wrong tries (issue 26 point 6). Failures count per (e-mail, address) with a growing delay
  // (server/http/login-throttle.ts, counters of their own), so only the guesser's own address waits; this bound per
  // address caps the argon2 work one address can ask for.
  const perAddress = extraRateLimit(app, {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (req) => `staff-login-ip|${addressOf(req)}`,
    allowList: () => false,
  });
  const setupLimit = extraRateLimit(app, {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (req) => `staff-setup|${addressOf(req)}`,
    allowList: () => false,
  });

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary:
          'Staff sign-in: password and TOTP code checked together (one answer); a bearer token for 8 hours (30 minutes idle)',
        body: staffLoginSchema,
        response: { 200: staffLoginResponseSchema, ...adminErrors },
      },
      preHandler: perAddress,
    },
    async (req) => {
      const address = addressOf(req);
      const { email, password, totp } = req.body;
      const wait = await app.staffLoginThrottle.attempt(email, address);
      if (wait > 0) {
        metrics.staffLoginFailed('throttled');
        throw new RateLimitedError(wait);
      }
      try {
        const session = await services.staff.signIn.login(email, password, totp, address);
        await app.staffLoginThrottle.succeeded(email, address);
        return session;
      } catch (error) {
        if (error instanceof UnauthenticatedError) await app.staffLoginThrottle.failed(address);
        throw error;
      }
    },
  );

  app.post(
    '/setup/info',
    {
      schema: {
        tags,
        summary: 'What a one-time setup link sets up (and the authenticator secret to enrol)',
        body: setupTokenSchema,
        response: { 200: setupInfoSchema, ...adminErrors },
      },
      preHandler: setupLimit,
    },
    async (req) => accounts.setupInfo(req.body.token),
  );

  app.post(
    '/setup',
    {
      schema: {
        tags,
        summary: 'Use a one-time setup link: set the password, turn TOTP on',
        body: setupCompleteSchema,
        response: { 200: messageErrorSchema, ...adminErrors },
      },
      preHandler: setupLimit,
    },
    async (req) => {
      await accounts.completeSetup(req.body);
      return { message: message('staffSetupDone', requestLang(req)) };
    },
  );
};

/** The signed-in staff member, any role. */
export const adminSessionRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  requireStaff(app, services.staff.sessions, ['owner', 'manager', 'clerk']);
  app.get(
    '/me',
    { schema: { tags, summary: 'Who is signed in', response: { 200: staffSchema, ...adminErrors } } },
    async (req) => services.staff.accounts.me(staffOf(req)),
  );
  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End this staff session',
        response: { 200: messageErrorSchema, ...adminErrors },
      },
    },
    async (req) => {
      await services.staff.accounts.logout(staffOf(req));
      return { message: message('loggedOut', requestLang(req)) };
    },
  );
  app.post(
    '/step-up',
    {
      schema: {
        tags,
        summary:
          'A fresh TOTP code: staff changes, refunds and rate changes allowed for 5 minutes on this session',
        body: stepUpSchema,
        response: { 200: messageErrorSchema, ...adminErrors },
      },
    },
    async (req) => {
      await services.staff.signIn.stepUp(staffOf(req), req.body.totp, addressOf(req));
      return { message: message('stepUpDone', requestLang(req)) };
    },
  );
  app.post(
    '/totp',
    {
      schema: {
        tags,
        summary: 'Start enrolling an authenticator (a member without one, e.g. a clerk)',
        response: { 200: totpEnrolSchema, ...adminErrors },
      },
    },
    async (req) => services.staff.accounts.enrolTotp(staffOf(req)),
  );
  app.post(
    '/totp/confirm',
    {
      schema: {
        tags,
        summary: 'Turn the enrolled authenticator on with the password and a first code',
        body: totpConfirmSchema,
        response: { 200: staffSchema, ...adminErrors },
      },
    },
    async (req) => services.staff.accounts.confirmTotp(staffOf(req), req.body.password, req.body.totp),
  );
};
