import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import type { Db } from '../db/client';
import { UnauthenticatedError } from '../services/errors';
import { lagReadings } from './lag-readings';
import { collectProcessMetrics, currentLagSource, metrics, metricsRegistry, setLagSource } from './metrics';

/**
 * Where the numbers are served (docs/decisions/0029-operations-signals.md):
 * - METRICS_PORT: a plain HTTP listener of its own on METRICS_HOST (127.0.0.1 by default), never the public port;
 * - METRICS_TOKEN: GET /metrics on the API's port too, only with `Authorization: Bearer <token>` (401 otherwise);
 * - neither: no /metrics anywhere (404).
 * With API_WORKERS > 1 the primary owns the internal port and answers with every worker's numbers added up
 * (prom-client's AggregatorRegistry over the cluster's IPC channel); a worker asked on the public port passes the
 * question to the primary, so both doors give the same, whole-cluster numbers.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Timing-safe bearer check (hashing first makes the lengths equal). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(sha256(match[1]), sha256(token));
}

const PRIMARY_REQUEST = 'loja:metrics-req';
const PRIMARY_ANSWER = 'loja:metrics-res';

interface PrimaryAnswer {
  type: typeof PRIMARY_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

let nextAsk = 0;

/** In a cluster worker: the whole cluster's numbers, from the primary. */
function askPrimary(timeoutMs = 6000): Promise<string> {
  const id = nextAsk++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: PrimaryAnswer) => {
      if (message?.type !== PRIMARY_ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'metrics: no answer'));
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('metrics: the primary did not answer'));
    }, timeoutMs);
    process.on('message', onMessage);
    process.send!({ type: PRIMARY_REQUEST, id });
  });
}

/** This process's numbers, or the whole cluster's when this process is one of its workers. */
const exposition = (): Promise<string> => (cluster.isWorker ? askPrimary() : metricsRegistry.metrics());

/**
 * The API's side: request durations per route pattern, the lag gauges' database, and GET /metrics behind the
 * token when METRICS_TOKEN is set. Call before any route is registered (the hook reaches later routes only).
 */
export function installMetrics(
  app: FastifyInstance,
  { db, token }: { db: Db; token: string | undefined },
): void {
  collectProcessMetrics();
  if (cluster.isWorker) new AggregatorRegistry(); // makes this worker answer the primary's collection requests
  const source = lagReadings(db);
  setLagSource(source);
  app.addHook('onClose', async () => {
    if (currentLagSource() === source) setLagSource(undefined);
  });
  app.addHook('onResponse', (req, reply, done) => {
    // The route's pattern (/api/public/products/:id), never the raw URL: a bounded set of series.
    metrics.request(
      req.method,
      req.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new UnauthenticatedError();
    }
    const text = await exposition();
    return reply
      .header('content-type', metricsRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

/** The internal listener's answer: 200 with the text, 401 without the token (when one is set), 404 elsewhere. */
async function answer(
  req: IncomingMessage,
  token: string | undefined,
  text: () => Promise<string>,
): Promise<{ status: number; body: string; type: string }> {
  const path = (req.url ?? '').split('?', 1)[0];
  if (req.method !== 'GET' || path !== '/metrics')
    return { status: 404, body: 'not found\n', type: 'text/plain' };
  if (token && !bearerMatches(req.headers.authorization, token))
    return { status: 401, body: 'unauthorized\n', type: 'text/plain' };
  return { status: 200, body: await text(), type: metricsRegistry.contentType };
}

/**
 * In a cluster's primary: the workers' numbers added up (gauges of the database's lag take the largest), for
 * the internal port and for any worker asked on the public port. Call once, before the workers are forked.
 */
export function aggregateClusterMetrics(): () => Promise<string> {
  const aggregator = new AggregatorRegistry();
  const text = () => aggregator.clusterMetrics();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== PRIMARY_REQUEST) return;
    const reply = (fields: Partial<PrimaryAnswer>) => {
      if (worker.isConnected()) worker.send({ type: PRIMARY_ANSWER, id: message.id, ...fields });
    };
    text().then(
      (body) => reply({ text: body }),
      (err: unknown) => reply({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
  return text;
}

/** The internal port (METRICS_PORT on METRICS_HOST): this process's numbers, or `text` (a cluster's, in its primary). */
export async function startMetricsServer({
  port,
  host,
  token,
  log,
  text = () => metricsRegistry.metrics(),
}: {
  port: number;
  host: string;
  token: string | undefined;
  log: { info(msg: string): void; error(obj: object, msg: string): void };
  text?: () => Promise<string>;
}): Promise<Server> {
  const server = createServer((req, res) => {
    answer(req, token, text)
      .then(({ status, body, type }) =>
        res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body),
      )
      .catch((err: unknown) => {
        log.error({ err }, 'metrics scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  log.info(`metrics on http://${host}:${(server.address() as { port: number }).port}/metrics`);
  return server;
}
