import type { FastifyInstance } from 'fastify';
import { messageErrorSchema, validationErrorSchema } from '../../lib/contract/common';

/** Error answers the account routes document (spec §8 shapes). */
export const accountErrors = {
  400: messageErrorSchema,
  401: messageErrorSchema,
  404: messageErrorSchema,
  422: validationErrorSchema,
  429: messageErrorSchema,
};

/** Customer answers are private: never stored by a browser, proxy or CDN. */
export function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
