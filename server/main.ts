import cluster from 'node:cluster';
import { serveApi } from './api-server';
import { runPrimary, workerRole } from './cluster-primary';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

/**
 * API entry point. API_WORKERS=1 (the default): this process migrates, seeds a fresh database, runs the
 * background jobs and listens. API_WORKERS=N (PostgreSQL only): this process becomes the cluster's primary, which
 * migrates and seeds once and forks N workers sharing the port (server/cluster-primary.ts).
 */
async function main() {
  const config = loadConfig();
  if (config.apiWorkers > 1 && cluster.isPrimary) return runPrimary(config);
  const role = workerRole();
  await serveApi(config, role ? { prepare: false, jobs: role === 'jobs' } : { prepare: true, jobs: true });
}

main().catch((err) => {
  // A configuration problem or a held database folder is one plain line, not a stack trace.
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(1);
});
