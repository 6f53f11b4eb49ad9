#!/usr/bin/env node
// `npm test`: every test. Units and API integration (vitest, real embedded database), then the browser
// journeys (Playwright on Debian's Chromium) against a production build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const step = (name, cmd, args, env = {}) => {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (r.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(r.status ?? 1);
  }
};

step('vitest: units and API integration', bin('vitest'), ['run']);

const e2eDir = path.join(root, 'tests', 'e2e');
const hasJourneys = existsSync(e2eDir) && readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'));
if (hasJourneys) {
  step('playwright: browser journeys', bin('playwright'), ['test']);
  // The journeys' production build (.next-e2e) is the one measured: first-load JS per storefront route.
  step('first-load JS budget', process.execPath, [path.join(root, 'scripts', 'js-budget.mjs'), '.next-e2e']);
} else {
  console.log('\n(no browser journeys yet under tests/e2e)');
}
