import type { Redis } from 'ioredis';

/**
 * async-cache-dedupe's Redis storage adds each stored key to the set `r:<reference>` and removes it only when
 * the reference is invalidated: entries expire on their own, their members stay. Its own `gc()` finds no set when
 * the client has a keyPrefix (SCAN patterns are not prefixed by ioredis), so this sweep does it: members whose
 * entry is gone (expired or evicted) leave the set, which then holds at most what was stored within one TTL plus
 * one sweep interval. Checked and removed in one script per batch, so an entry written again meanwhile keeps its
 * member (invalidation still finds it).
 */
const DROP_MISSING = `
local removed = 0
for i = 2, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 0 then removed = removed + redis.call('SREM', KEYS[1], ARGV[i - 1]) end
end
return removed`;

export interface SweepReport {
  scanned: number;
  removed: number;
}

/** Drops the members of `r:<reference>` whose entry no longer exists. */
export async function sweepReferenceSet(redis: Redis, reference: string, batch = 500): Promise<SweepReport> {
  const set = `r:${reference}`;
  let cursor = '0';
  const report: SweepReport = { scanned: 0, removed: 0 };
  do {
    const [next, members] = await redis.sscan(set, cursor, 'COUNT', batch);
    cursor = next;
    if (members.length === 0) continue;
    report.scanned += members.length;
    // Members as KEYS (ioredis prefixes them, as the entries are stored) and as ARGV (the set holds bare names).
    report.removed += Number(await redis.eval(DROP_MISSING, members.length + 1, set, ...members, ...members));
  } while (cursor !== '0');
  return report;
}

/** Sweeps every `everyMs` until stopped; a failure (Redis away) is logged and the next sweep tries again. */
export function startReferenceSweeps(
  redis: Redis,
  reference: string,
  everyMs: number,
  log?: { warn(obj: object, msg: string): void },
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepReferenceSet(redis, reference)
      .catch((err: unknown) => log?.warn({ err }, 'catalogue cache: reference sweep failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
