import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../lib/contract/admin';
import type { Actor } from '../services/staff/audit';
import type { StaffPrincipal, StaffSessionService } from '../services/staff/staff-sessions';
import { ForbiddenError, StepUpRequiredError, UnauthenticatedError } from '../services/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on /admin routes (set by requireStaff's hook). */
    staff: StaffPrincipal | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/;

/**
 * The one guard of a back-office route prefix: call it inside the encapsulated plugin that holds the prefix's
 * routes, with the roles allowed there. No, unknown or expired token (a customer's token included: staff sessions
 * are another table) → 401; a staff member whose role is not listed → 403. The role is read at each request, so
 * a role change or a disabled account takes effect at once.
 */
export function requireStaff(
  app: FastifyInstance,
  sessions: StaffSessionService,
  roles: readonly StaffRole[],
): void {
  if (!app.hasRequestDecorator('staff')) app.decorateRequest('staff', null);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const header = req.headers.authorization;
    if (!header) throw new UnauthenticatedError('authTokenMissing');
    const token = BEARER.exec(header)?.[1];
    const principal = token ? await sessions.resolve(token) : undefined;
    if (!principal) throw new UnauthenticatedError();
    if (!roles.includes(principal.role)) throw new ForbiddenError();
    req.staff = principal;
  });
}

export function staffOf(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw new UnauthenticatedError();
  return req.staff;
}

export const actorOf = (req: FastifyRequest): Actor => {
  const s = staffOf(req);
  return { staffId: s.staffId, email: s.email };
};

/**
 * Issue 26 point 8: staff changes, refunds and rate changes need a fresh TOTP on this session (the sign-in's own
 * code or POST /admin/session/step-up, within STEP_UP_TTL_MS). Otherwise 403 with `step_up: 'totp'`, which the
 * back office answers by asking for a code and trying again.
 */
export function requireStepUp(sessions: StaffSessionService): preHandlerAsyncHookHandler {
  return async (req) => {
    if (!sessions.isSteppedUp(staffOf(req))) throw new StepUpRequiredError();
  };
}
