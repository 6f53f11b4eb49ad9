import type { Db } from '../../db/client';
import { within } from '../../lib/within';
import { pingDatabase } from './readiness-queries';

/** A dependency slower than this counts as down: a load balancer's probe must not hang on it. */
export const CHECK_TIMEOUT_MS = 1500;

export type CheckState = 'up' | 'down' | 'not configured';

/** Redis as readiness sees it (server/adapters/redis-probe.ts, chosen in server/composition.ts). */
export interface CacheProbe {
  /** True when Redis answers within the probe's own timeout. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface Readiness {
  ok: boolean;
  database: CheckState;
  redis: CheckState;
}

/**
 * Whether this replica can serve (docs/decisions/0029-operations-signals.md): the database answers, and Redis
 * when one is configured. States only, never an address or an error's text.
 */
export function readinessService({
  db,
  driver,
  cache,
}: {
  db: Db;
  driver: 'pglite' | 'postgres';
  cache: CacheProbe | null;
}) {
  const databaseState = async (): Promise<CheckState> => {
    try {
      await within(pingDatabase(db), CHECK_TIMEOUT_MS);
      return 'up';
    } catch {
      return 'down';
    }
  };
  const cacheState = async (): Promise<CheckState> => {
    if (!cache) return 'not configured';
    return (await cache.ping()) ? 'up' : 'down';
  };
  return {
    driver,
    async check(): Promise<Readiness> {
      const [database, redis] = await Promise.all([databaseState(), cacheState()]);
      return { ok: database === 'up' && redis !== 'down', database, redis };
    },
    close: async () => cache?.close(),
  };
}
