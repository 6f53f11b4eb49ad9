import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { STOREFRONT_KEY_HEADER } from '../../lib/contract/secrets';
import { isStorefront } from './rate-limit';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id may look like: a UUID or a proxy's token; never a log line of its own (no spaces, no newlines). */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the storefront's `x-request-id` becomes this request's id (and so every log line's
 * `reqId`) only when the caller proves it is the storefront (keys['storefront-identity'], as for the rate
 * limits); anyone else gets an id of our own, so a client cannot put chosen ids, or another request's id,
 * into our logs (docs/decisions/0029-operations-signals.md).
 */
export function requestIdGenerator(storefrontKey: string): (req: IncomingMessage) => string {
  return (req) => {
    const offered = req.headers[REQUEST_ID_HEADER];
    if (
      typeof offered === 'string' &&
      WELL_FORMED.test(offered) &&
      isStorefront(req.headers[STOREFRONT_KEY_HEADER], storefrontKey)
    )
      return offered;
    return randomUUID();
  };
}

/** Every answer says which id its log lines carry (the storefront logs it beside its own errors). */
export function echoRequestId(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per request is measurable CPU.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}
