import cluster, { type Worker } from 'node:cluster';
import { DRAIN_TIMEOUT_MS, prepareDatabase, type DemoHooks } from './api-server';
import type { ApiConfig } from './config';
import { aggregateClusterMetrics, startMetricsServer } from './metrics/metrics-exposure';

/**
 * API_WORKERS=N: N API processes on one port (node:cluster hands each connection to one of them), so a host's
 * cores all serve requests. The primary serves nothing itself: it migrates and seeds once (N workers racing the
 * same migration would fail), forks the workers, replaces one that dies, and on SIGTERM/SIGINT makes every worker
 * drain before it exits. Exactly one worker runs the background jobs (their SKIP LOCKED claims would be safe in all,
 * but N pollers would only multiply the idle queries); a replacement takes the role over.
 */
const ROLE_VAR = 'API_CLUSTER_ROLE';
type Role = 'jobs' | 'http';

/** In a cluster worker, its role; undefined in a process that runs alone. */
export function workerRole(): Role | undefined {
  if (!cluster.isWorker) return undefined;
  return process.env[ROLE_VAR] === 'jobs' ? 'jobs' : 'http';
}

export async function runPrimary(config: ApiConfig, demo?: DemoHooks): Promise<void> {
  let stopping = false;
  const roles = new Map<Worker, Role>();

  const stopAll = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      console.error(
        `API: workers still running ${(DRAIN_TIMEOUT_MS + 5000) / 1000} s after ${signal}; killing them`,
      );
      for (const w of roles.keys()) w.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS + 5000);
    deadline.unref();
    // Exit 0 only when every worker serving at the signal drained and exited 0.
    const exits = [...roles.keys()].map(
      (w) => new Promise<number | null>((resolve) => w.once('exit', (c) => resolve(c))),
    );
    for (const w of roles.keys()) w.process.kill(signal);
    void Promise.all(exits).then((codes) => process.exit(code || (codes.every((c) => c === 0) ? 0 : 1)));
  };
  process.on('SIGINT', () => stopAll('SIGINT', 0));
  process.on('SIGTERM', () => stopAll('SIGTERM', 0));

  // The database is closed again before forking: the workers open their own pools.
  const database = await prepareDatabase(config, demo);
  await database.close();
  if (stopping) return;

  const fork = (role: Role) => {
    const worker = cluster.fork({ [ROLE_VAR]: role });
    roles.set(worker, role);
    let listened = false;
    worker.once('listening', () => (listened = true));
    worker.on('exit', (code, signal) => {
      roles.delete(worker);
      if (stopping) return;
      console.error(`API: worker ${worker.process.pid} (${role}) exited with ${signal ?? code}`);
      if (!listened) {
        // Bad database, port taken, …: a replacement would fail the same way, over and over.
        console.error('API: a worker failed before listening; stopping the cluster');
        stopAll('SIGTERM', 1);
      } else {
        fork(role);
      }
    });
  };
  // Every worker's numbers added up, on the internal port and for a worker asked on the public one (0029).
  const clusterMetrics = aggregateClusterMetrics();
  if (config.metricsPort !== undefined) {
    const log = {
      info: (msg: string) => console.log(`API: ${msg}`),
      error: (obj: object, msg: string) => console.error(`API: ${msg}`, obj),
    };
    const server = await startMetricsServer({
      port: config.metricsPort,
      host: config.metricsHost,
      token: config.metricsToken,
      log,
      text: clusterMetrics,
    });
    server.unref();
  }
  fork('jobs');
  for (let i = 1; i < config.apiWorkers; i++) fork('http');
  console.log(
    `API: ${config.apiWorkers} worker processes on port ${config.port} (primary pid ${process.pid})`,
  );
  if (config.rateLimit && !config.redisUrl) {
    // Each worker's in-memory counters see only the connections it was handed (decision 0018).
    console.warn(
      `API: without REDIS_URL each of the ${config.apiWorkers} workers counts rate limits on its own: a shopper may get up to ${config.apiWorkers}× the allowance`,
    );
  }
}
