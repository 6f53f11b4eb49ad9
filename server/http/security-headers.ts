import type { FastifyInstance } from 'fastify';

/** The API answers JSON and images only; these headers keep browsers from reinterpreting either. */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });
}
