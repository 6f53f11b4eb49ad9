import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { QuietRequestLog } from './request-log';

/** A Fastify at `level` logging into an array through the request-log controller (slow = 50 ms here). */
async function appLogging(level: string) {
  const lines: { level: number; msg: string; res?: { statusCode: number }; req?: { url: string } }[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new QuietRequestLog(50) });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 80));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/missing', async (_req, reply) => reply.code(404).send({ message: 'no' }));
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('at info logs no routine request, but every 5xx and every slow one', async () => {
    const { app, lines } = await appLogging('info');
    expect((await app.inject('/fast')).statusCode).toBe(200);
    expect((await app.inject('/missing')).statusCode).toBe(404);
    expect(lines).toEqual([]);

    expect((await app.inject('/broken')).statusCode).toBe(500);
    const failed = lines.find((l) => l.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, res: { statusCode: 500 }, req: { url: '/broken' } });

    expect((await app.inject('/slow')).statusCode).toBe(200);
    expect(lines.find((l) => l.msg === 'slow request')).toMatchObject({
      level: 40,
      res: { statusCode: 200 },
      req: { url: '/slow' },
    });
    await app.close();
  });

  it('at debug logs every request as Fastify does by default', async () => {
    const { app, lines } = await appLogging('debug');
    await app.inject('/fast');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    await app.close();
  });
});
