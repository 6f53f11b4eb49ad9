import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services';

/**
 * Health checks (docs/decisions/0029-operations-signals.md):
 * - GET /health/live: the process answers (a supervisor restarts it when this fails; no dependency is checked,
 *   so a database outage never makes every replica restart at once);
 * - GET /health/ready: the database and Redis (when REDIS_URL is set) answer; 503 otherwise, so a load balancer
 *   sends no traffic to a replica that cannot serve it;
 * - GET /health: as before ({ok, driver}), for the scripts and journeys that poll it.
 */
export const healthRoutes: FastifyPluginAsync<{ services: Pick<Services, 'readiness'> }> = async (
  app,
  { services },
) => {
  const { readiness } = services;
  app.addHook('onClose', () => readiness.close());
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true, driver: readiness.driver }));
  app.get('/health/live', { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ ok: true }),
  );
  app.get('/health/ready', { schema: { hide: true } }, async (_req, reply) => {
    const state = await readiness.check();
    return reply
      .code(state.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(state);
  });
};
