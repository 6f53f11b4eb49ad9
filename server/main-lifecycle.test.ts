import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildApiForTests,
  productionApiEnv,
  requestInFlight,
  runToExit,
  startApi,
  type RunningProcess,
  describeEmbedded,
} from './test/api-process';

/**
 * Two real processes on one PGlite folder, and the API stopping on SIGTERM. PGlite always, even when the
 * suite itself runs on PostgreSQL: the lock is about the embedded database.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-lifecycle-'));
const env = productionApiEnv(folder, {});
const lockPath = path.join(folder, 'pglite.lock');
const started: RunningProcess[] = [];
let first: RunningProcess & { url: string };
/** Products the first API lists: the seed's 40 minus the special line the default listing leaves out. */
let catalogueSize = 0;

const productTotal = async (url: string) => {
  const res = await fetch(`${url}/api/public/products?per_page=1&lang=pt`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
};

beforeAll(async () => {
  buildApiForTests();
  first = await startApi(env);
  started.push(first);
}, 240_000);

afterAll(() => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

describeEmbedded('one writer per PGlite folder', () => {
  it('refuses a second API and the seed command at once, naming the holder; the first keeps its data', async () => {
    catalogueSize = await productTotal(first.url);
    expect(catalogueSize).toBeGreaterThan(30);

    const second = await runToExit(process.execPath, ['dist/test/server/demo-main.js'], {
      ...env,
      API_PORT: '0',
    });
    expect(second.code).toBe(1);
    expect(second.lines).toHaveLength(1);
    expect(second.lines[0]).toContain(`in use by pid ${first.child.pid}`);

    const seed = await runToExit(
      'node_modules/.bin/tsx',
      ['server/demo/seed/cli.ts', '--reset', '--products', '5'],
      env,
    );
    expect(seed.code).not.toBe(0);
    expect(seed.lines.join('\n')).toContain(`in use by pid ${first.child.pid}`);

    expect(await productTotal(first.url)).toBe(catalogueSize);
  }, 120_000);
});

describeEmbedded('SIGTERM', () => {
  it('lets the request in flight finish, closes the database, releases the folder and exits 0', async () => {
    // A request whose body is still arriving when SIGTERM comes: in flight for the whole drain.
    const request = await requestInFlight(first.url);
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(first.child.exitCode).toBeNull(); // still draining
    request.finish();
    const answer = await request.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('S\u00e3o Paulo');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(lockPath)).toBe(false);
  }, 30_000);

  it('after a kill -9 the next API takes the folder over, with its data', async () => {
    const again = await startApi(env);
    started.push(again);
    expect(await productTotal(again.url)).toBe(catalogueSize);
    again.child.kill('SIGKILL');
    await again.exited;
    expect(fs.existsSync(lockPath)).toBe(true); // nobody cleaned up
    const third = await startApi(env);
    started.push(third);
    expect(await productTotal(third.url)).toBe(catalogueSize);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
  }, 400_000);
});
