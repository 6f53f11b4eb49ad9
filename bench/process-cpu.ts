/**
 * CPU time spent by processes, from Linux's /proc (user + system). Wall-clock latency on a shared machine follows
 * whatever else runs; the CPU a checkout costs the API and PostgreSQL barely does, so it is what A/B runs compare.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

const TICK_MS = 10; // CLK_TCK is 100 on Linux

/** [ppid, cpu ms] of a process, or null when it is gone (or there is no /proc). */
function stat(pid: number): [number, number] | null {
  try {
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
    return [Number(f[1]), (Number(f[11]) + Number(f[12])) * TICK_MS];
  } catch {
    return null;
  }
}

/** A process and all its descendants (an API_WORKERS cluster's workers are its primary's children). */
export function processTree(root: number): number[] {
  let all: number[];
  try {
    all = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const pid of all) {
    const s = stat(pid);
    if (s) children.set(s[0], [...(children.get(s[0]) ?? []), pid]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** The server processes serving a database's connections, but the asking one (same machine only). */
export async function backendsOf(db: pg.Client): Promise<number[]> {
  const res = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return res.rows.map((r) => Number(r.pid));
}

/** CPU ms per process now. */
export function cpuSnapshot(pids: number[]): Map<number, number> {
  const snap = new Map<number, number>();
  for (const pid of pids) {
    const s = stat(pid);
    if (s) snap.set(pid, s[1]);
  }
  return snap;
}

/** CPU ms used between two snapshots (a process born in between counts whole). */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** How many processes serve the API started as `root`: itself alone, or a cluster primary's workers. */
export function apiProcesses(root: number): string {
  const tree = processTree(root);
  return tree.length > 1 ? `${tree.length - 1} API worker processes (+ their primary)` : '1 API process';
}

/**
 * Runs `work` and reads the CPU ms it cost the API (the process tree under `apiPid`) and, with a client on its
 * database, PostgreSQL (that database's backends; null without one).
 */
export async function cpuDuring<T>(
  apiPid: number,
  db: pg.Client | null,
  work: () => Promise<T>,
): Promise<{ result: T; apiMs: number; pgMs: number | null }> {
  const apiBefore = cpuSnapshot(processTree(apiPid));
  const pgBefore = db ? cpuSnapshot(await backendsOf(db)) : null;
  const result = await work();
  const apiMs = cpuSpent(apiBefore, cpuSnapshot(processTree(apiPid)));
  const pgMs = db && pgBefore ? cpuSpent(pgBefore, cpuSnapshot(await backendsOf(db))) : null;
  return { result, apiMs, pgMs };
}
