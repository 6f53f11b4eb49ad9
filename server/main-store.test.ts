import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  BUILT_DEMO_API,
  buildApiForTests,
  productionApiEnv,
  runToExit,
  startApi,
  type RunningProcess,
  describeEmbedded,
} from './test/api-process';

/**
 * The store's API as a deployment runs it (dist/server/main.js): no demo code in its bundle, an empty database gets
 * reference data only, and DEMO_SEED=on is refused; the demo API needs that opt-in (decision 0030).
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'api-store-'));
// The store API: no demo seed (productionApiEnv's per-run secret and loopback http, without its demo opt-in).
const env = productionApiEnv(folder, { SEED_PRODUCTS: undefined, DEMO_SEED: undefined });
let storeApi: string;
let api: (RunningProcess & { url: string }) | undefined;

beforeAll(() => {
  storeApi = buildApiForTests();
}, 240_000);

afterAll(() => {
  if (api?.child.exitCode === null) api.child.kill('SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

describeEmbedded('the store API in production', () => {
  it('holds no demo code: the demo model, seed and drawings are only in the demo bundle', () => {
    const store = fs.readFileSync(storeApi, 'utf8');
    const demo = fs.readFileSync(BUILT_DEMO_API, 'utf8');
    // esbuild marks each bundled module with a `// path` line.
    expect(store).not.toMatch(/^\/\/ server\/demo\//m);
    expect(store).not.toContain('Lattafa');
    expect(demo).toMatch(/^\/\/ server\/demo\/catalog-model\//m);
  });

  it('refuses DEMO_SEED=on in one line, and the demo API refuses to run without it', async () => {
    const store = await runToExit(process.execPath, [storeApi], { ...env, DEMO_SEED: 'on', API_PORT: '0' });
    expect(store.code).toBe(1);
    expect(store.lines).toHaveLength(1);
    expect(store.lines[0]).toContain('never seeds demo data');
    const demo = await runToExit(process.execPath, [BUILT_DEMO_API], { ...env, API_PORT: '0' });
    expect(demo.code).toBe(1);
    expect(demo.lines).toEqual([expect.stringContaining('set DEMO_SEED=on')]);
  }, 60_000);

  it('starts an empty database with reference data and no products; draws no demo picture', async () => {
    api = await startApi(env, 180_000, storeApi);
    const products = await fetch(`${api.url}/api/public/products?all_products=1&lang=pt`);
    expect(((await products.json()) as { total: number }).total).toBe(0);
    const start = (await (await fetch(`${api.url}/api/public/start?lang=pt`)).json()) as {
      brands: unknown[];
      exchange_rates: unknown[];
    };
    expect(start.brands).toEqual([]);
    expect(start.exchange_rates.length).toBeGreaterThan(0);
    const states = await fetch(`${api.url}/ecom/endereco/estados?pais_id=1`);
    expect(states.status).toBe(200);
    expect(((await states.json()) as unknown[]).length).toBe(27);
    expect((await fetch(`${api.url}/media/banners/1-pt.webp`)).status).toBe(404);
    expect(fs.existsSync(path.join(folder, 'media', 'generated'))).toBe(false);
  }, 240_000);
});
