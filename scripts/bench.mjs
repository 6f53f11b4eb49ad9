#!/usr/bin/env node
// `npm run bench`: every benchmark the project has, one after another, each printing its figures.
import { spawnSync } from 'node:child_process';
for (const script of [
  'bench:api',
  'bench:checkout',
  'bench:import',
  'bench:admin',
  'bench:admin-catalog',
  'bench:web',
]) {
  const r = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
