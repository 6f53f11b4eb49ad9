import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../services/errors';
import type { Services } from '../services';

const FILE = { google: /^(py|br)\.xml$/, meta: /^(py|br)\.csv$/ } as const;

const paramsSchema = z.object({ kind: z.string().max(10), file: z.string().max(10) });

/**
 * Product feeds for Google Merchant Center (/feeds/google/{py|br}.xml) and Meta catalogues (/feeds/meta/{py|br}.csv),
 * issue 28 point 5. Public and the same for everyone; the storefront's /feeds/… handler streams them on the site's
 * own origin. The file is streamed from disk, so an answer of 100,000 products never sits in memory.
 */
export const feedRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/:kind/:file',
    {
      schema: {
        tags: ['feeds'],
        summary: 'Product feed for Google Merchant Center (XML) or Meta (CSV), per market',
        description:
          'Markets: py (es-PY, guaranis) and br (pt-BR, US dollars). Only products buyable online (price shown, in stock, with a picture). Made again after a catalogue, price or rate change.',
        params: paramsSchema,
      },
    },
    async (req, reply) => {
      const { kind, file } = req.params;
      const pattern = kind === 'google' || kind === 'meta' ? FILE[kind] : null;
      const market = pattern?.exec(file)?.[1] as 'py' | 'br' | undefined;
      if (!market) throw new NotFoundError();
      const feed = await services.feeds.get(kind as 'google' | 'meta', market);
      reply
        .header('content-type', feed.contentType)
        .header('etag', feed.etag)
        .header('cache-control', 'public, max-age=900');
      if (req.headers['if-none-match'] === feed.etag) return reply.code(304).send();
      return reply.send(createReadStream(feed.path));
    },
  );
};
