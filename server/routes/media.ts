import type { FastifyInstance } from 'fastify';
import type { MediaStore } from '../media/media-store';
import { NotFoundError } from '../services/errors';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaRoutesOptions {
  /** Built in server/composition/ from MEDIA_DIR, with the media service as its lookup. */
  store: MediaStore;
}

/**
 * GET /media/:kind/:file — WebP pictures the store imported or uploaded, and (with the demo's renderer) drawn
 * pictures of the products, banners, brands and sellers the database has. Anything else (unknown subject, invalid kind or name) answers the spec's 404 without
 * rendering or writing; If-None-Match answers 304.
 */
export async function mediaRoutes(app: FastifyInstance, { store }: MediaRoutesOptions): Promise<void> {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await store.getMedia(request.params.kind, request.params.file);
      if (!found) throw new NotFoundError();
      // The store's content hash is the ETag (@fastify/etag keeps a given one and answers If-None-Match with 304).
      reply.header('cache-control', CACHE_CONTROL).header('etag', found.etag);
      return reply.type(found.contentType).send(found.buffer);
    },
  );

  // Anything else under /media (extra segments, traversal attempts) gets the same 404 body.
  app.get('/media/*', { schema: { hide: true } }, async () => {
    throw new NotFoundError();
  });
}
