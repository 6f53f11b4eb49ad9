import { afterAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';

/** Liveness, readiness and the old /health the scripts poll. */
const opened: TestApi[] = [];
afterAll(async () => {
  for (const api of opened) await api.close().catch(() => {});
});

async function start(redisUrl?: string) {
  const api = await startTestApi(0, { config: { redisUrl, rateLimit: false } });
  opened.push(api);
  return api;
}

describe('health checks', () => {
  let plain: TestApi;
  it('answers live, ready (database up, no Redis configured) and the old /health', async () => {
    const api = (plain = await start());
    expect(await api.get('/health/live')).toMatchObject({ status: 200, body: { ok: true } });
    expect(await api.get('/health/ready')).toMatchObject({ status: 200, body: { ok: true, database: 'up', redis: 'not configured' } });
    expect(await api.get('/health')).toMatchObject({ status: 200, body: { ok: true, driver: api.database.driver } });
  });

  it('is ready with Redis reachable, and not ready (503) while Redis is away, though still live', async () => {
    const withRedis = await start('redis://127.0.0.1:6379/5');
    expect(await withRedis.get('/health/ready')).toMatchObject({ status: 200, body: { ok: true, database: 'up', redis: 'up' } });

    const away = await start('redis://127.0.0.1:1/5');
    const ready = await away.get('/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { ok: false, database: 'up', redis: 'down' } });
    expect(JSON.stringify(ready.body)).not.toContain('127.0.0.1');
    expect((await away.get('/health/live')).status).toBe(200);
  });

  it('is not ready (503) once the database stops answering, and still live', async () => {
    const api = plain;
    await api.database.close();
    const ready = await api.get('/health/ready');
    expect(ready).toMatchObject({ status: 503, body: { ok: false, database: 'down' } });
    expect((await api.get('/health/live')).status).toBe(200);
    opened.splice(opened.indexOf(api), 1);
    await api.app.close();
  });
});
