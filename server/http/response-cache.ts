import type { FastifyInstance, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  headers: Record<string, string>;
  expires: number;
}

export interface ResponseCache {
  clear(): void;
  readonly size: number;
}

/**
 * A short-lived in-process cache of public catalogue answers, keyed by path and sorted query. Catalogue reads
 * repeat heavily (every shopper on a listing asks the same question), and a 100k-product count costs tens of
 * milliseconds; TTL bounds staleness across replicas, and catalogue writes clear it at once.
 */
export function installResponseCache(
  app: FastifyInstance,
  { prefix, ttlMs, maxEntries }: { prefix: string; ttlMs: number; maxEntries: number },
): ResponseCache {
  const entries = new Map<string, Entry>();
  const hits = new WeakSet<FastifyRequest>();

  const keyOf = (req: FastifyRequest): string | undefined => {
    if (req.method !== 'GET' || !req.url.startsWith(prefix)) return undefined;
    const [path, query = ''] = req.url.split('?', 2);
    const params = new URLSearchParams(query);
    params.sort();
    return `${path}?${params.toString()}|${req.headers['accept-language']?.startsWith('es') ? 'es' : 'pt'}`;
  };

  app.addHook('onRequest', async (req, reply) => {
    const key = keyOf(req);
    if (!key) return;
    const hit = entries.get(key);
    if (!hit) return;
    if (hit.expires <= Date.now()) {
      entries.delete(key);
      return;
    }
    entries.delete(key); // refresh LRU position
    entries.set(key, hit);
    hits.add(req);
    reply.headers(hit.headers).header('x-cache', 'HIT');
    return reply.send(hit.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (hits.has(req) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const key = keyOf(req);
    if (!key) return payload;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control']) {
      const v = reply.getHeader(name);
      if (typeof v === 'string') headers[name] = v;
    }
    entries.set(key, { body: payload, headers, expires: Date.now() + ttlMs });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    reply.header('x-cache', 'MISS');
    return payload;
  });

  return {
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
