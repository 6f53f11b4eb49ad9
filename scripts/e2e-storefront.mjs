#!/usr/bin/env node
// Builds the storefront into its own folder for the journeys (the API URL is part of the build), then serves it.
// It gets the two keys derived from the journeys' APP_SECRET, never the secret itself (issue 26 point 11): Playwright
// hands every web server its own environment, E2E_APP_SECRET included, so both names are removed here, and once the
// server answers, its processes' environments are checked for the secret under any name.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { assertSecretNotIn, storefrontEnv } from './storefront-keys.mjs';

const root = path.resolve(import.meta.dirname, '..');
const next = path.join(root, 'node_modules', '.bin', 'next');
const secret = process.env.E2E_APP_SECRET ?? process.env.APP_SECRET;
const env = storefrontEnv(process.env, secret, ['APP_SECRET', 'E2E_APP_SECRET']);
const build = spawnSync(next, ['build'], { cwd: root, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const port = process.env.PORT ?? '3400';
const server = spawn(next, ['start', '-p', port], { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));

for (let tries = 0; tries < 240; tries++) {
  await new Promise((r) => setTimeout(r, 500));
  const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
    (r) => r.ok,
    () => false,
  );
  if (!up) continue;
  try {
    assertSecretNotIn(server.pid, secret);
    console.log('[e2e-storefront] its environment holds no APP_SECRET, only the two derived keys');
  } catch (error) {
    console.error(`[e2e-storefront] ${error.message}`);
    server.kill('SIGTERM');
    process.exitCode = 1;
  }
  break;
}
