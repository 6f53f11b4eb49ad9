import type { FastifyInstance } from 'fastify';
import { messageErrorSchema, validationErrorSchema } from '../../lib/contract/common';

/** Error answers every public catalogue route documents. */
export const publicErrors = { 404: messageErrorSchema, 422: validationErrorSchema };

/**
 * Catalogue reads are public and identical for everyone: successful answers may be cached briefly by CDNs and
 * the storefront. Errors never are. Registered inside a plugin, it covers that plugin's routes only.
 */
export function publicCaching(app: FastifyInstance): void {
  // Set before serialization, so the response cache (an app-level onSend) stores it with the answer and replays it.
  app.addHook('preSerialization', async (_req, reply, payload) => {
    if (reply.statusCode === 200)
      reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=300');
    return payload;
  });
}
