import type { FastifyInstance } from 'fastify';
import { getMediaStore } from '../media/media-store';

const NOT_FOUND = { message: 'O Recurso que está tentando acessar não existe' } as const;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaRoutesOptions {
  mediaDir: string;
}

/**
 * GET /media/:kind/:file — generated (or dropped-in) WebP pictures for products, banners, brands and
 * sellers. Invalid kinds or names answer the spec's 404 JSON; If-None-Match answers 304.
 */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const store = getMediaStore(options.mediaDir);

  app.get<{ Params: { kind: string; file: string } }>('/media/:kind/:file', async (request, reply) => {
    const media = await store.getMedia(request.params.kind, request.params.file);
    if (!media) return reply.code(404).send(NOT_FOUND);
    reply.header('cache-control', CACHE_CONTROL).header('etag', media.etag);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === media.etag)) {
      return reply.code(304).send();
    }
    return reply.type(media.contentType).send(media.buffer);
  });

  // Anything else under /media (extra segments, traversal attempts) gets the same 404 body.
  app.get('/media/*', async (_request, reply) => reply.code(404).send(NOT_FOUND));
}
