import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenHash } from '../services/accounts/secret-tokens';
import type { SessionRef, SessionService } from '../services/accounts/sessions';
import { UnauthenticatedError } from '../services/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer on bearer routes (set by requireCustomer's hook). */
    session: SessionRef | null;
    /**
     * On routes whose config sets `sessionInStatement`: the bearer token's hash, not yet checked. The handler's own
     * statement resolves it (one round trip fewer) and must answer 401 when it names no live session.
     */
    bearerHash: string | null;
  }
  interface FastifyContextConfig {
    /** optionalCustomer leaves the bearer session to the handler's statement (req.bearerHash) instead of its own query. */
    sessionInStatement?: boolean;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/;

/**
 * The one guard for bearer routes: call it inside the encapsulated plugin that holds them (its hook stays in that
 * plugin). A missing, unknown or expired token is a 401 {message} before any handler or body parsing runs.
 */
export function requireCustomer(app: FastifyInstance, sessions: SessionService): void {
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  if (!app.hasRequestDecorator('bearerHash')) app.decorateRequest('bearerHash', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header) throw new UnauthenticatedError('authTokenMissing');
    const token = BEARER.exec(header)?.[1];
    // The checkout checks the session in its first read (issue 31); a malformed header is still refused here.
    if (token && req.routeOptions.config.sessionInStatement) {
      req.bearerHash = tokenHash(token);
      return;
    }
    const session = token ? await sessions.resolve(token) : undefined;
    if (!session) throw new UnauthenticatedError();
    req.session = session;
  });
}

/**
 * For routes anonymous shoppers may use too (carts): no Authorization header is an anonymous caller; a header
 * that names no live session is a 401, so a client whose session ended learns it (spec §4) instead of being
 * quietly treated as a stranger. A route whose config sets `sessionInStatement` gets the token's hash instead
 * (req.bearerHash) and resolves it in its own statement (the cart's changes: docs/decisions/0013).
 */
export function optionalCustomer(app: FastifyInstance, sessions: SessionService): void {
  if (!app.hasRequestDecorator('session')) app.decorateRequest('session', null);
  if (!app.hasRequestDecorator('bearerHash')) app.decorateRequest('bearerHash', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    if (token && req.routeOptions.config.sessionInStatement) {
      req.bearerHash = tokenHash(token);
      return;
    }
    const session = token ? await sessions.resolve(token) : undefined;
    if (!session) throw new UnauthenticatedError();
    req.session = session;
  });
}

/** The session a guarded handler runs for (the guard guarantees it). */
export function sessionOf(req: FastifyRequest): SessionRef {
  if (!req.session) throw new UnauthenticatedError();
  return req.session;
}

/**
 * On a guarded route whose config sets `sessionInStatement`: who the handler's statement must resolve — the session
 * already checked, or the bearer token's hash (the statement answers 401 when it names no live session).
 */
export function bearerBuyer(req: FastifyRequest): number | { sessionHash: string } {
  if (req.session) return req.session.customerId;
  if (!req.bearerHash) throw new UnauthenticatedError();
  return { sessionHash: req.bearerHash };
}

/** On such a route, the session checked on its own, for the rare handler step that needs it before the statement. */
export async function checkedSession(req: FastifyRequest, sessions: SessionService): Promise<SessionRef> {
  if (req.session) return req.session;
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  const session = token ? await sessions.resolve(token) : undefined;
  if (!session) throw new UnauthenticatedError();
  req.session = session;
  return session;
}
