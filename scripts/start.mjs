#!/usr/bin/env node
// `npm start`: the API built to dist/server/ when its sources changed, run with node on :4000 (migrates the
// embedded database on first run; outside production the demo API, which also seeds the generated demo catalogue,
// and with NODE_ENV=production the store's own API, which never does: decision 0030), a production build of the storefront when its sources changed
// since the last one, then the storefront on :3000. Ctrl-C (or SIGTERM) stops both and waits for them to drain.
// `npm run dev` runs the API's TypeScript with tsx watch and `next dev` instead.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApiIfChanged } from './build-api.mjs';
import { storefrontEnv } from './storefront-keys.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const PORT = process.env.PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '4000';
const API_URL = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;
// The API's secret. Outside production a random one is made on first run and kept in the data folder (ignored by
// git); in production it must come from the environment, and the API refuses to start without a real one. The
// storefront never gets it: only the two keys derived from it (scripts/storefront-keys.mjs, issue 26 point 11).
const APP_SECRET =
  process.env.APP_SECRET ?? (process.env.NODE_ENV === 'production' ? undefined : localSecret());
function localSecret() {
  const file = path.join(root, process.env.DATA_DIR ?? '.data', 'app-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
// `next start` runs as production by itself; outside a real production start, the storefront on this machine's
// http://localhost is a local run, which LOCAL_HTTP=on lets it be (a deployment needs an https SITE_URL).
const LOCAL_HTTP = process.env.LOCAL_HTTP ?? (process.env.NODE_ENV === 'production' ? undefined : 'on');
const env = {
  ...process.env,
  PORT,
  API_PORT,
  API_URL,
  NEXT_TELEMETRY_DISABLED: '1',
  ...(LOCAL_HTTP ? { LOCAL_HTTP } : {}),
};
const apiEnv = { ...env, ...(APP_SECRET ? { APP_SECRET } : {}) };
// Keys already set by hand win over derived ones (a storefront pointed at another API's secret).
const webEnv = {
  ...storefrontEnv(env, APP_SECRET),
  ...pick(process.env, ['STOREFRONT_IDENTITY_KEY', 'REVALIDATE_KEY']),
};
function pick(from, names) {
  return Object.fromEntries(names.filter((n) => from[n]).map((n) => [n, from[n]]));
}
const children = [];

function run(cmd, args, extraEnv = {}, base = webEnv) {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...base, ...extraEnv } });
  children.push(child);
  return child;
}

let stopping = false;
/** SIGTERM to each child, then exit once they are all gone (the API drains its requests first). */
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill('SIGTERM');
  Promise.all(running.map((c) => new Promise((r) => c.once('exit', r)))).then(() => process.exit(code));
  setTimeout(() => process.exit(code || 1), 20_000).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
// `kill <npm's pid>` ends npm and its shell but does not reach this process: stop when our parent goes away.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stopAll(0), 1000).unref();

async function waitForApi(api, timeoutMs = 600_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (api.exitCode !== null) await new Promise(() => {}); // it said why and stopAll is under way
    try {
      if ((await fetch(`${API_URL}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`API did not answer at ${API_URL}/health`);
}

/** Newest modification time under the storefront's source folders. */
function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  for (const d of ['app', 'components', 'lib', 'messages', 'public']) walk(path.join(root, d));
  for (const f of ['next.config.ts', 'proxy.ts', 'package.json', 'postcss.config.mjs']) {
    if (existsSync(path.join(root, f))) newest = Math.max(newest, statSync(path.join(root, f)).mtimeMs);
  }
  return newest;
}

function needsBuild() {
  const id = path.join(root, '.next', 'BUILD_ID');
  return !existsSync(id) || statSync(id).mtimeMs < newestSource();
}

const exitWhenDone = (child, name, { quietBefore } = {}) =>
  child.on('exit', (code) => {
    if (stopping || code === null) return;
    // A refusal at start (APP_SECRET, a held database folder) already printed its one line.
    if (code !== 0 && !quietBefore?.()) console.error(`${name} exited with code ${code}`);
    stopAll(code || 1);
  });

const dev = process.argv.includes('--dev');
// Outside production the demo API (DEMO_SEED=on, its generated catalogue); a deployment runs the store's API only.
const demo = process.env.NODE_ENV !== 'production';
if (!demo && /^(on|1|true|yes)$/i.test(process.env.DEMO_SEED ?? '')) {
  console.error(
    'DEMO_SEED=on with NODE_ENV=production: a deployment never seeds demo data. Unset DEMO_SEED.',
  );
  process.exit(1);
}
const demoEnv = demo ? { DEMO_SEED: 'on' } : {};
let apiReady = false;
let api;
if (dev) {
  api = run(
    bin('tsx'),
    ['watch', demo ? 'server/demo/main.ts' : 'server/main.ts'],
    { NODE_ENV: 'development', ...demoEnv },
    apiEnv,
  );
} else {
  await buildApiIfChanged(); // silent: a refusal at start stays the only line printed
  // The demo is a local run, not a deployment: its API runs as development does, so the sandbox gateway takes both
  // buyer kinds' payments (production refuses it, decision 0027) and mail is readable at /dev/mailbox.
  api = run(
    process.execPath,
    ['--enable-source-maps', demo ? 'dist/server/demo-main.js' : 'dist/server/main.js'],
    { NODE_ENV: demo ? 'development' : 'production', ...demoEnv },
    apiEnv,
  );
}
exitWhenDone(api, 'API', { quietBefore: () => !apiReady });
await waitForApi(api);
apiReady = true;
console.log(`API ready on ${API_URL} (docs at ${API_URL}/docs)`);

if (dev) {
  exitWhenDone(run(bin('next'), ['dev', '-p', PORT]), 'storefront');
} else {
  if (needsBuild()) {
    const build = run(bin('next'), ['build']);
    const code = await new Promise((r) => build.on('exit', r));
    if (code !== 0) {
      stopAll(Number(code) || 1);
      await new Promise(() => {});
    }
  }
  exitWhenDone(run(bin('next'), ['start', '-p', PORT]), 'storefront');
  console.log(`Storefront on http://localhost:${PORT}`);
}
