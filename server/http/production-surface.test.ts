import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, testConfig } from '../config';
import { startTestApi, type TestApi } from '../test/harness';

/** Issue 18 point 9: what production exposes and sends is what the tests see. */
let api: TestApi;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  api = await startTestApi(5);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all(apps.map((app) => app.close()));
  await api?.close();
});

/** The app as `NODE_ENV=production` builds it, over the test database. */
async function productionApp(apiDocs?: 'on') {
  vi.stubEnv('NODE_ENV', 'production');
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    APP_SECRET: 'a'.repeat(8) + crypto.randomUUID() + crypto.randomUUID(),
    SITE_URL: 'https://loja.example',
    API_DOCS: apiDocs,
  };
  const config = testConfig({ env: 'production', apiDocs: loadConfig(env, { loadFiles: false }).apiDocs });
  const built = await buildApp({ config, database: api.database });
  await built.app.ready();
  apps.push(built.app);
  vi.unstubAllEnvs();
  return built;
}

describe('production surface', () => {
  it('serves no /docs in production unless API_DOCS=on, and serves it in development', async () => {
    const { app } = await productionApp();
    expect((await app.inject({ url: '/docs' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/docs/json' })).statusCode).toBe(404);
    const { app: withDocs } = await productionApp('on');
    expect((await withDocs.inject({ url: '/docs/json' })).statusCode).toBe(200);
    expect((await api.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
    expect(loadConfig({ NODE_ENV: 'development' }, { loadFiles: false }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'off' }, { loadFiles: false }).apiDocs).toBe(
      false,
    );
  });

  it('drops a field a service adds by mistake in production, as the tests see it', async () => {
    const { app, services } = await productionApp();
    const team = services.content.team.bind(services.content);
    services.content.team = async () =>
      (await team()).map((seller) => ({ ...seller, password_hash: 'leaked' }));
    const res = await app.inject({ url: '/api/public/team' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.body).not.toContain('password_hash');
  });
});
