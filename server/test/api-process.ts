import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe } from 'vitest';
import { PROJECT_ROOT } from '../project-root';

/**
 * Real API processes for tests of what only a process shows: start-up refusals, the data folder's lock,
 * graceful shutdown. They run the built bundle (what production runs), built once into dist/test.
 */
export const BUILT_DEMO_API = path.join(PROJECT_ROOT, 'dist/test/server/demo-main.js');
const BUILT_API = BUILT_DEMO_API;
/** The store's own API, without the demo (what a deployment runs). */
export const BUILT_STORE_API = path.join(PROJECT_ROOT, 'dist/test/server/main.js');

/** Builds both entry points; returns the store's API (what a deployment runs). */
export function buildApiForTests(): string {
  const r = spawnSync(process.execPath, ['scripts/build-api.mjs', 'dist/test'], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build:api failed: ${r.stderr}`);
  return BUILT_STORE_API;
}

/**
 * `describe` for tests whose processes run on an embedded database of their own whatever the suite's database (a
 * clean environment: processEnv): the PostgreSQL pass of `.ci/run` would repeat them unchanged, minutes of
 * process starts, so they run in the PGlite pass (`npm test`) only.
 */
export const describeEmbedded = describe.skipIf(Boolean(process.env.DATABASE_URL));

/** A clean environment: nothing from the test runner's (DATABASE_URL, NODE_ENV=test) leaks in. */
export function processEnv(vars: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME };
  for (const [k, v] of Object.entries(vars)) if (v !== undefined) env[k] = v;
  return env as NodeJS.ProcessEnv;
}

/**
 * A production API process's environment for a test: its database and media under `folder`, a small demo
 * catalogue (DEMO_SEED=on: these tests run the demo API), a storefront that is never reached, plus `vars`.
 */
export function productionApiEnv(
  folder: string,
  vars: Record<string, string | undefined>,
): NodeJS.ProcessEnv {
  return processEnv({
    NODE_ENV: 'production',
    PGLITE_DIR: path.join(folder, 'pglite'),
    MEDIA_DIR: path.join(folder, 'media'),
    SEED_PRODUCTS: '40',
    DEMO_SEED: 'on',
    STOREFRONT_URL: 'http://127.0.0.1:9',
    // A made-up secret per run and loopback http: production refuses committed secrets and public http origins.
    APP_SECRET: randomBytes(32).toString('hex'),
    LOCAL_HTTP: 'on',
    ...vars,
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): RunningProcess {
  const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => out, exited };
}

/** Runs to the end; returns exit code and the non-empty lines it printed. */
export async function runToExit(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 60_000) {
  const p = startProcess(command, args, env);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), timeoutMs);
  const { code } = await p.exited;
  clearTimeout(timer);
  return {
    code,
    lines: p
      .output()
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('npm warn')),
  };
}

/** Starts the built API on a free port (API_PORT=0) and resolves its URL once it listens. */
export async function startApi(
  env: NodeJS.ProcessEnv,
  timeoutMs = 180_000,
  entry = BUILT_API,
): Promise<RunningProcess & { url: string }> {
  const p = startProcess(process.execPath, ['--enable-source-maps', entry], {
    ...env,
    API_PORT: '0',
    LOG_LEVEL: 'info',
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(p.output());
    if (listening) return { ...p, url: listening[1] };
    if (p.child.exitCode !== null) throw new Error(`API exited with ${p.child.exitCode}: ${p.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  p.child.kill('SIGKILL');
  throw new Error(`API did not listen within ${timeoutMs} ms: ${p.output()}`);
}

/**
 * A request held in flight: a city lookup whose body has only begun to arrive, so a drain must wait for it.
 * `finish()` sends the rest; `answer()` resolves with the raw HTTP answer once the server closes the socket.
 */
export async function requestInFlight(url: string): Promise<{ finish(): void; answer(): Promise<string> }> {
  const body = JSON.stringify({ pais_id: 1, codigo: '3550308' });
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1');
  await new Promise((r) => socket.once('connect', r));
  let answer = '';
  socket.on('data', (d) => (answer += d));
  const ended = new Promise((r) => socket.once('close', r));
  socket.write(
    `POST /ecom/endereco/cidade-por-codigo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((r) => setTimeout(r, 300));
  return { finish: () => void socket.write(body.slice(10)), answer: () => ended.then(() => answer) };
}
