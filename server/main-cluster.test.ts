import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiForTests,
  productionApiEnv,
  requestInFlight,
  runToExit,
  startProcess,
  type RunningProcess,
} from './test/api-process';

/**
 * API_WORKERS: several API processes on one port (node:cluster). The cluster needs PostgreSQL, so its tests run
 * when the suite does (DATABASE_URL, a scratch database whose public schema this file rebuilds); the refusal on
 * PGlite runs always.
 */
const databaseUrl = process.env.DATABASE_URL;
/** Made per run: no committed value may look like a production secret (lib/contract/committed-secrets.test.ts). */
const METRICS_TOKEN = randomBytes(24).toString('hex');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cluster-'));
const env = productionApiEnv(folder, {
  API_PORT: '0',
  // debug: every request is logged with the pid of the worker that answered it.
  LOG_LEVEL: 'debug',
  // The primary's own metrics listener on a free port (it prints where), and the token for the API's port.
  METRICS_PORT: '0',
  METRICS_TOKEN,
});

/** The pids of a process's children (the cluster's workers). */
const childrenOf = (pid: number) =>
  fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);
const listening = (p: RunningProcess) => [
  ...p.output().matchAll(/"pid":(\d+).*Server listening at (http:\/\/127\.0\.0\.1:\d+)/g),
];

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A GET on its own connection (no keep-alive): the cluster hands each new connection to the next worker. */
function getOnce(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('API_WORKERS on PGlite', () => {
  beforeAll(() => void buildApiForTests(), 240_000);

  it('refuses more than one worker without DATABASE_URL, in one line', async () => {
    const run = await runToExit(process.execPath, ['dist/test/server/demo-main.js'], {
      ...env,
      API_WORKERS: '2',
    });
    expect(run.code).toBe(1);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toContain('API_WORKERS=2 needs DATABASE_URL');
  }, 60_000);
});

describe.skipIf(!databaseUrl)('API_WORKERS=2 on PostgreSQL', () => {
  let primary: RunningProcess;
  let url: string;

  beforeAll(async () => {
    buildApiForTests();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
    );
    await client.end();
    // Production refuses workers whose rate limits are not shared (no REDIS_URL); this file is about the processes.
    primary = startProcess(process.execPath, ['--enable-source-maps', 'dist/test/server/demo-main.js'], {
      ...env,
      DATABASE_URL: databaseUrl,
      API_WORKERS: '2',
      RATE_LIMIT: 'off',
    });
    await until(
      () => listening(primary).length === 2 || primary.child.exitCode !== null,
      180_000,
      'two workers listening',
    );
    expect(primary.child.exitCode, primary.output()).toBeNull();
    url = listening(primary)[0][2];
  }, 240_000);

  afterAll(() => {
    if (primary?.child.exitCode === null) primary.child.kill('SIGKILL');
  });

  it('migrates and seeds once, then two workers answer on one port', async () => {
    const workers = childrenOf(primary.child.pid!);
    expect(workers).toHaveLength(2);
    expect(new Set(listening(primary).map((m) => m[2]))).toEqual(new Set([url])); // one port
    expect(primary.output().match(/Seeding a fresh database/g)).toHaveLength(1);

    for (let i = 0; i < 12; i++)
      expect(await getOnce(`${url}/api/public/products?per_page=1&lang=pt`)).toBe(200);
    const answeredBy = new Set(
      [...primary.output().matchAll(/"pid":(\d+)[^\n]*"url":"\/api\/public\/products/g)].map((m) =>
        Number(m[1]),
      ),
    );
    expect(answeredBy).toEqual(new Set(workers));
  }, 60_000);

  it("adds up every worker's numbers, on the primary's metrics port and on the API's port with the token", async () => {
    const metricsUrl = /metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(primary.output())?.[1];
    expect(metricsUrl, primary.output()).toBeTruthy();
    // The 12 listing requests above went to both workers; each counted only its own.
    const listed = (text: string) =>
      Number(
        /^http_request_duration_seconds_count\{[^}]*route="\/api\/public\/products"[^}]*status_code="200"[^}]*\} (\d+)$/m.exec(
          text,
        )?.[1],
      );
    const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await fetch(metricsUrl!)).status).toBe(401); // the token, when set, is asked on both doors
    const internal = await fetch(metricsUrl!, { headers: auth });
    expect(internal.status).toBe(200);
    expect(listed(await internal.text())).toBe(12);
    const viaWorker = await fetch(`${url}/metrics`, { headers: auth });
    expect(viaWorker.status).toBe(200);
    expect(listed(await viaWorker.text())).toBe(12);
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
  }, 30_000);

  it('replaces a worker that dies', async () => {
    const [victim, survivor] = childrenOf(primary.child.pid!);
    process.kill(victim, 'SIGKILL');
    await until(() => listening(primary).length === 3, 60_000, 'a replacement worker');
    const now = childrenOf(primary.child.pid!);
    expect(now).toHaveLength(2);
    expect(now).toContain(survivor);
    expect(now).not.toContain(victim);
    expect(await getOnce(`${url}/health`)).toBe(200);
  }, 90_000);

  it('SIGTERM drains every worker: the request in flight finishes, then all exit and the primary exits 0', async () => {
    const workers = childrenOf(primary.child.pid!);
    // A request whose body is still arriving when SIGTERM comes: in flight for the whole drain.
    const request = await requestInFlight(url);
    primary.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 800));
    expect(primary.child.exitCode).toBeNull(); // still draining the request in flight
    request.finish();
    const answer = await request.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('S\u00e3o Paulo');
    expect(await primary.exited).toEqual({ code: 0, signal: null });
    expect(workers.filter(alive)).toEqual([]);
    expect(primary.output().match(/SIGTERM: draining requests/g)).toHaveLength(2);
  }, 30_000);
});
