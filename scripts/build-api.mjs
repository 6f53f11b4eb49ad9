#!/usr/bin/env node
// `npm run build:api`: bundles the store API (server/main.ts and what it imports from lib/) into one ES module,
// dist/server/main.js, and the demo API (server/demo/main.ts: the same plus the generated catalogue, decision
// 0030) into dist/server/demo-main.js, with every package left external (node_modules is still there at run time). Production
// runs that file with plain node instead of transpiling TypeScript at every start. `npm start` calls
// buildApiIfChanged(); the metafile lists the inputs, so a rebuild happens only when one of them changed.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outFile = (outDir) => path.join(outDir, 'server', 'main.js');
/** The demo API beside it (DEMO_SEED=on): what npm start outside production, the journeys and benchmarks run. */
export const demoFile = (outDir = path.join(root, 'dist')) => path.join(outDir, 'server', 'demo-main.js');
const metaFile = (outDir) => path.join(outDir, 'server', 'meta.json');

/** Builds into outDir (default dist/); returns the path of main.js. */
export async function buildApi(outDir = path.join(root, 'dist')) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', 'demo-main': 'server/demo/main.ts' },
    outdir: path.join(outDir, 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node the package supports (engines): 22.12; production runs 24 LTS.
    target: 'node22.12',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  writeFileSync(metaFile(outDir), JSON.stringify(result.metafile));
  return outFile(outDir);
}

/** True when main.js is missing or older than one of its inputs (or package.json / the lockfile). */
function apiNeedsBuild(outDir = path.join(root, 'dist')) {
  if (!existsSync(outFile(outDir)) || !existsSync(demoFile(outDir)) || !existsSync(metaFile(outDir)))
    return true;
  const built = statSync(outFile(outDir)).mtimeMs;
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(metaFile(outDir), 'utf8')).inputs);
  } catch {
    return true;
  }
  return [...inputs, 'package.json', 'package-lock.json'].some((f) => {
    const p = path.join(root, f);
    return !existsSync(p) || statSync(p).mtimeMs > built;
  });
}

export async function buildApiIfChanged(outDir) {
  if (!apiNeedsBuild(outDir)) return false;
  await buildApi(outDir);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const file = await buildApi(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`API built: ${path.relative(root, file)} in ${Date.now() - started} ms`);
}
