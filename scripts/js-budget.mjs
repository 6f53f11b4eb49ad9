#!/usr/bin/env node
// First-load JS budget of the storefront's routes (issue 31): reads Next's build output
// (<distDir>/diagnostics/route-bundle-stats.json) and fails when a route's first-load JavaScript, gzip, is over
// bench/budgets/first-load-js.json. Nothing is timed, so it holds on any machine. A change that needs more raises
// the budget in the same commit, where a reviewer sees it.
//   node scripts/js-budget.mjs [distDir]      check (distDir defaults to NEXT_DIST_DIR or .next)
//   node scripts/js-budget.mjs [distDir] --write   write the measured figures as the new budget
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const write = args.includes('--write');
const distDir = args.find((a) => !a.startsWith('--')) ?? process.env.NEXT_DIST_DIR ?? '.next';
const statsFile = path.join(root, distDir, 'diagnostics', 'route-bundle-stats.json');
const budgetFile = path.join(root, 'bench', 'budgets', 'first-load-js.json');

if (!existsSync(statsFile)) {
  console.error(`✖ ${path.relative(root, statsFile)} is missing: build the storefront first (next build).`);
  process.exit(1);
}

/** The storefront's pages: the back office and route handlers have budgets of their own concerns, not this one. */
const storefront = (route) =>
  !route.startsWith('/admin') &&
  !route.includes('/api/') &&
  !route.startsWith('/api') &&
  !route.startsWith('/_');

const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
const gzMemo = new Map();
/** Chunk paths in the stats are relative to the project (`.next/static/…`); a renamed distDir keeps its own name. */
const gz = (chunk) => {
  if (!gzMemo.has(chunk)) {
    const file = [path.join(root, chunk), path.join(root, distDir, chunk.replace(/^[^/]*\//, ''))].find(
      existsSync,
    );
    if (!file) throw new Error(`chunk ${chunk} not found under ${distDir}`);
    gzMemo.set(chunk, gzipSync(readFileSync(file)).length);
  }
  return gzMemo.get(chunk);
};

const measured = {};
for (const r of stats) {
  if (!storefront(r.route)) continue;
  measured[r.route] = r.firstLoadChunkPaths.reduce((sum, c) => sum + gz(c), 0);
}

const file = existsSync(budgetFile) ? JSON.parse(readFileSync(budgetFile, 'utf8')) : {};
const kb = (b) => (b / 1024).toFixed(1);

if (write) {
  const out = {
    about:
      file.about ??
      "First-load JavaScript per storefront route, gzip bytes, from Next's route-bundle-stats.json; checked by scripts/js-budget.mjs after the e2e build. A change that needs more raises its route here in the same commit.",
    slack: file.slack ?? 0.01,
    routes: Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b))),
  };
  writeFileSync(budgetFile, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${Object.keys(measured).length} routes to ${path.relative(root, budgetFile)}`);
  process.exit(0);
}

const slack = file.slack ?? 0;
const failures = [];
console.log(`First-load JS (gzip KB) against ${path.relative(root, budgetFile)} (slack ${slack * 100} %):`);
for (const [route, bytes] of Object.entries(measured)) {
  const budget = file.routes?.[route];
  const mark = budget === undefined ? 'NO BUDGET' : bytes > budget * (1 + slack) ? 'OVER' : 'ok';
  console.log(
    `  ${mark.padEnd(9)} ${kb(bytes).padStart(7)} / ${budget === undefined ? '-' : kb(budget).padStart(7)}  ${route}`,
  );
  if (mark !== 'ok')
    failures.push(
      `${route}: ${kb(bytes)} KB${budget === undefined ? ', no budget' : ` over the budget's ${kb(budget)} KB`}`,
    );
}
for (const route of Object.keys(file.routes ?? {})) {
  if (!(route in measured))
    failures.push(`${route}: in the budget but not in this build (remove it from the budget)`);
}
if (failures.length) {
  console.error(
    `✖ first-load JS budget:\n  ${failures.join('\n  ')}\nA change that needs more raises the route's budget in bench/budgets/first-load-js.json in the same commit.`,
  );
  process.exit(1);
}
console.log('✔ every storefront route within its first-load JS budget');
