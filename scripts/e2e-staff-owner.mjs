#!/usr/bin/env node
// The journeys' first owner, made the one way an owner is made (npm run staff:add) before the API opens the data
// folder (PGlite: one writer). A new link is written to $DATA_DIR/staff-owner-link.txt; when the owner exists from
// an earlier run the file is left as it is (the journey kept that owner's TOTP secret beside it).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data/e2e');
const run = spawnSync(
  path.join(root, 'node_modules', '.bin', 'tsx'),
  ['server/cli/staff-add.ts', 'e2e-owner@loja.test', 'owner', 'Dona E2E'],
  {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
  },
);
const link = run.stdout.split('\n').find((l) => l.includes('/admin/ativar#'));
if (run.status === 0 && link) writeFileSync(path.join(dataDir, 'staff-owner-link.txt'), link.trim());
else console.log(`e2e staff owner: ${(run.stderr || run.stdout).trim()}`);
