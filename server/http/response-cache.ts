import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
 * repeat heavily (every shopper on a listing asks the same question) and a count over 100k products costs tens
 * of milliseconds. Identical concurrent misses wait for the first one (no stampede), and an expired answer is
 * served while one request refreshes it. TTL bounds staleness across replicas; catalogue writes clear it.
 */
export function installResponseCache(
  app: FastifyInstance,
  { prefix, ttlMs, maxEntries, maxBytes = 64 * 1024 * 1024 }: { prefix: string; ttlMs: number; maxEntries: number; maxBytes?: number },
): ResponseCache {
  const entries = new Map<string, Entry>();
  // Bodies differ a thousandfold (a 4-suggestion search vs a 5,000-row price list): bound the bytes, not just the count.
  let bytes = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    bytes -= old.body.length;
    entries.delete(key);
  };
  const inflight = new Map<string, { promise: Promise<Entry | undefined>; resolve: (e?: Entry) => void }>();
  const leaders = new WeakMap<FastifyRequest, string>();
  const served = new WeakSet<FastifyRequest>();

  const keyOf = (req: FastifyRequest): string | undefined => {
    if (req.method !== 'GET' || !req.url.startsWith(prefix)) return undefined;
    const [path, query = ''] = req.url.split('?', 2);
    const params = new URLSearchParams(query);
    params.sort();
    return `${path}?${params.toString()}|${req.headers['accept-language']?.startsWith('es') ? 'es' : 'pt'}`;
  };

  const serve = (req: FastifyRequest, reply: FastifyReply, entry: Entry, state: string) => {
    served.add(req);
    reply.headers(entry.headers).header('x-cache', state);
    return reply.send(entry.body);
  };

  const finish = (key: string, entry?: Entry) => {
    inflight.get(key)?.resolve(entry);
    inflight.delete(key);
  };

  app.addHook('onRequest', async (req, reply) => {
    const key = keyOf(req);
    if (!key) return;
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now()) return serve(req, reply, entry, 'HIT');
    const pending = inflight.get(key);
    if (pending) {
      if (entry) return serve(req, reply, entry, 'STALE');
      const fresh = await pending.promise;
      if (fresh) return serve(req, reply, fresh, 'HIT');
      return; // the leader failed: compute independently
    }
    let resolve!: (e?: Entry) => void;
    const promise = new Promise<Entry | undefined>((r) => (resolve = r));
    inflight.set(key, { promise, resolve });
    leaders.set(req, key);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const key = leaders.get(req);
    if (!key || served.has(req)) return payload;
    leaders.delete(req);
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      finish(key);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'cache-control']) {
      const v = reply.getHeader(name);
      if (typeof v === 'string') headers[name] = v;
    }
    const entry = { body: payload, headers, expires: Date.now() + ttlMs };
    drop(key);
    entries.set(key, entry);
    bytes += payload.length;
    while (entries.size > maxEntries || (bytes > maxBytes && entries.size > 1)) drop(entries.keys().next().value as string);
    finish(key, entry);
    reply.header('x-cache', 'MISS');
    return payload;
  });

  // A leader that never reached onSend (aborted, crashed) must not leave followers waiting.
  const release = async (req: FastifyRequest) => {
    const key = leaders.get(req);
    if (key) {
      leaders.delete(req);
      finish(key);
    }
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  return {
    clear: () => {
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
  };
}
