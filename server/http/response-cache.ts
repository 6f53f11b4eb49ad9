import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotKept, type CatalogCache } from '../cache/catalog-cache';

/** One stored answer: what the shopper gets back, and when it stops being fresh. */
interface Entry {
  body: string;
  headers: Record<string, string>;
  freshUntil: number;
}

/** Answers bigger than this are not kept (a 5,000-row price list): the store is bounded by entry count. */
const MAX_BODY_BYTES = 64 * 1024;

interface Ticket {
  key: string;
  /** Called by the cache when this request must compute the answer; resolves with what it sent. */
  lead(): Promise<Entry>;
}

interface Leader {
  resolve(entry: Entry): void;
  reject(error: Error): void;
}

/**
 * Public catalogue answers kept in the catalogue cache (memory, or Redis shared by replicas), keyed by path,
 * sorted query and language, for `ttlMs` plus as long again served stale while one request refreshes it.
 * Catalogue reads repeat heavily (every shopper on a listing asks the same question). async-cache-dedupe makes
 * concurrent identical misses wait for one computation: the request it picks as leader runs the route, and its
 * answer, caught in onSend, resolves the computation for the others. `x-cache` says MISS, HIT or STALE.
 */
export function installResponseCache(
  app: FastifyInstance,
  { prefix, ttlMs, catalogCache }: { prefix: string; ttlMs: number; catalogCache: CatalogCache },
): void {
  const ttl = Math.max(1, Math.round(ttlMs / 1000));
  const leaders = new WeakMap<FastifyRequest, Leader>();
  const answers = catalogCache.cache.define(
    'answer',
    {
      ttl: (entry: Entry) => (entry.body.length > MAX_BODY_BYTES ? 0 : ttl),
      stale: ttl,
      serialize: (ticket: Ticket) => ticket.key,
      references: catalogCache.references,
    },
    (ticket: Ticket) => ticket.lead(),
  );

  const keyOf = (req: FastifyRequest): string | undefined => {
    if (req.method !== 'GET' || !req.url.startsWith(prefix)) return undefined;
    const [path, query = ''] = req.url.split('?', 2);
    const params = new URLSearchParams(query);
    params.sort();
    return `${path}?${params.toString()}|${req.headers['accept-language']?.startsWith('es') ? 'es' : 'pt'}`;
  };

  const serve = (reply: FastifyReply, entry: Entry) => {
    reply.headers(entry.headers).header('x-cache', Date.now() < entry.freshUntil ? 'HIT' : 'STALE');
    return reply.send(entry.body);
  };

  // preHandler, not onRequest: the rate limit (a route-level onRequest) and validation see every request, so an
  // answer from the cache still counts against the shopper's allowance and carries its RateLimit-* headers.
  app.addHook('preHandler', async (req, reply) => {
    const key = keyOf(req);
    if (!key) return;
    let led!: () => void;
    const chosen = new Promise<'lead'>((resolve) => (led = () => resolve('lead')));
    const ticket: Ticket = {
      key,
      lead: () =>
        new Promise<Entry>((resolve, reject) => {
          leaders.set(req, { resolve, reject });
          led();
        }),
    };
    const answer = answers.answer(ticket) as Promise<Entry>;
    // A leader does not wait for its own answer; its followers learn of a failure through the rejection.
    answer.catch(() => {});
    const outcome = await Promise.race([chosen, answer.catch((error: unknown) => error as Error)]);
    if (outcome === 'lead') return; // run the route; onSend hands the answer to the cache
    if (outcome instanceof Error) return; // the leader failed or the cache is away: compute independently
    return serve(reply, outcome);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const leader = leaders.get(req);
    if (!leader) return payload;
    leaders.delete(req);
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      leader.reject(new NotKept());
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control']) {
      const v = reply.getHeader(name);
      if (typeof v === 'string') headers[name] = v;
    }
    leader.resolve({ body: payload, headers, freshUntil: Date.now() + ttl * 1000 });
    reply.header('x-cache', 'MISS');
    return payload;
  });

  // A leader that never reached onSend (aborted, crashed) must not leave followers waiting.
  const release = async (req: FastifyRequest) => {
    const leader = leaders.get(req);
    if (!leader) return;
    leaders.delete(req);
    leader.reject(new NotKept());
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
