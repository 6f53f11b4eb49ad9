import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';

/** Liveness, readiness and the old /health the scripts poll. Apps start in hooks: a busy machine takes a while. */
const start = (redisUrl?: string) => startTestApi(0, { config: { redisUrl, rateLimit: false } });

describe('health checks without Redis', () => {
  let api: TestApi;
  beforeAll(async () => void (api = await start()));
  afterAll(() => api?.close().catch(() => {}));

  it('answers live, ready (database up, no Redis configured) and the old /health', async () => {
    expect(await api.get('/health/live')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await api.get('/health/ready')).toMatchObject({
      status: 200,
      body: { ok: true, database: 'up', redis: 'not configured' },
    });
    expect(await api.get('/health')).toMatchObject({
      status: 200,
      body: { ok: true, driver: api.database.driver },
    });
  });

  it('is not ready (503) once the database stops answering, and still live', async () => {
    await api.database.close();
    const ready = await api.get('/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { ok: false, database: 'down' } });
    expect((await api.get('/health/live')).status).toBe(200);
  });
});

describe('health checks with Redis', () => {
  let withRedis: TestApi;
  let away: TestApi;
  beforeAll(async () => {
    withRedis = await start('redis://127.0.0.1:6379/5');
    away = await start('redis://127.0.0.1:1/5');
  });
  afterAll(async () => {
    await withRedis?.close().catch(() => {});
    await away?.close().catch(() => {});
  });

  it('is ready with Redis reachable, and not ready (503) while Redis is away, though still live', async () => {
    expect(await withRedis.get('/health/ready')).toMatchObject({
      status: 200,
      body: { ok: true, database: 'up', redis: 'up' },
    });
    const ready = await away.get('/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { ok: false, database: 'up', redis: 'down' } });
    expect(JSON.stringify(ready.body)).not.toContain('127.0.0.1');
    expect((await away.get('/health/live')).status).toBe(200);
  });
});
