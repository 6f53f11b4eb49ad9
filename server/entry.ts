import cluster from 'node:cluster';
import { serveApi, type DemoHooks } from './api-server';
import { runPrimary, workerRole } from './cluster-primary';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';

/**
 * Starts the API. API_WORKERS=1 (the default): this process migrates, loads the reference data (and, in the demo,
 * seeds a fresh database), runs the background jobs and listens. API_WORKERS=N (PostgreSQL only): this process
 * becomes the cluster's primary, which prepares the database once and forks N workers sharing the port.
 */
export function runApi(demo?: DemoHooks): void {
  const start = async () => {
    const config = loadConfig();
    if (config.apiWorkers > 1 && cluster.isPrimary) return runPrimary(config, demo);
    const role = workerRole();
    await serveApi(
      config,
      role ? { prepare: false, jobs: role === 'jobs', demo } : { prepare: true, jobs: true, demo },
    );
  };
  start().catch((err) => {
    // A configuration problem or a held database folder is one plain line, not a stack trace.
    console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  });
}

/** DEMO_SEED=on asks for the demo's generated catalogue (server/demo/main.ts). */
export const demoRequested = () => ['1', 'true', 'on', 'yes'].includes(process.env.DEMO_SEED ?? ''); // as config.ts's bool()
