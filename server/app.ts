import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import { frameworkErrors, installErrorHandlers } from './http/error-handler';
import { installResponseCache } from './http/response-cache';
import { securityHeaders } from './http/security-headers';
import { geographyRoutes } from './routes/geography';
import { mediaRoutes } from './routes/media';
import { publicCatalogRoutes } from './routes/public-catalog';
import { publicProductRoutes } from './routes/public-products';
import { createServices, type Services } from './services';

export interface AppOptions {
  config: ApiConfig;
  database: Database;
  /** Validate every response against the contract (tests, development). Production skips the cost. */
  validateResponses?: boolean;
}

export async function buildApp({ config, database, validateResponses }: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1_048_576,
    // Query strings like brand_ids=1,2 stay plain strings; the contract parses them.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  const checkResponses = validateResponses ?? process.env.NODE_ENV !== 'production';
  app.setSerializerCompiler(checkResponses ? serializerCompiler : () => (data) => JSON.stringify(data));
  installErrorHandlers(app);
  securityHeaders(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Store API',
        description: 'Catalogue, geography and (later) customer, cart and order endpoints of the store (spec §7).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const services = createServices(database.db, config);
  if (config.responseCacheMs > 0) {
    const cache = installResponseCache(app, { prefix: '/api/public/', ttlMs: config.responseCacheMs, maxEntries: 5000 });
    services.onInvalidate(() => cache.clear());
  }
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true, driver: database.driver }));
  await app.register(publicCatalogRoutes, { prefix: '/api/public', services });
  await app.register(publicProductRoutes, { prefix: '/api/public', services });
  // Spec §7 names the sellers call "GET public/team"; both spellings answer.
  app.get('/public/team', { schema: { hide: true } }, (_req, reply) => reply.redirect('/api/public/team', 308));
  await app.register(geographyRoutes, { prefix: '/ecom/endereco', services });
  await app.register(mediaRoutes, { mediaDir: config.mediaDir, services });

  return { app, services };
}
