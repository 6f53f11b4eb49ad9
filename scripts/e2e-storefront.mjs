#!/usr/bin/env node
// Builds the storefront into its own folder for the journeys (the API URL is part of the build), then serves it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const next = path.join(root, 'node_modules', '.bin', 'next');
const build = spawnSync(next, ['build'], { cwd: root, stdio: 'inherit', env: process.env });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = spawn(next, ['start', '-p', process.env.PORT ?? '3400'], { cwd: root, stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
