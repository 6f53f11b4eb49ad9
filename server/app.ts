import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { proxyTrust } from '../lib/contract/trust-proxy';
import type { ApiConfig } from './config';
import type { Database } from './db/client';
import { frameworkErrors, installErrorHandlers } from './http/error-handler';
import { installRateLimit, type RateLimitSetup } from './http/rate-limit';
import type { CacheSetup } from './cache/catalog-cache';
import { followCatalogChanges, openCatalogCache } from './http/catalog-caching';
import { echoRequestId, requestIdGenerator } from './http/request-id';
import { QuietRequestLog } from './http/request-log';
import { installResponseCache } from './http/response-cache';
import { serializerCompiler } from './http/response-serializer';
import { securityHeaders } from './http/security-headers';
import { storefrontOnly } from './http/storefront-only';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { cartRoutes } from './routes/cart';
import { checkoutRoutes } from './routes/checkout';
import { invoiceRoutes } from './routes/invoices';
import { operatorRoutes } from './routes/operator';
import { paymentOptionRoutes } from './routes/payment-options';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { sandboxGatewayRoutes } from './routes/sandbox-gateway';
import { devMailboxRoutes } from './routes/dev-mailbox';
import { geographyRoutes } from './routes/geography';
import type { MediaRenderer } from './media/media-store';
import { mediaRoutes } from './routes/media';
import { publicCatalogRoutes } from './routes/public-catalog';
import { whatsappRoutes } from './routes/whatsapp';
import { feedRoutes } from './routes/feeds';
import { whatsappWebhookRoutes } from './routes/whatsapp-webhook';
import { cartShareRoutes } from './routes/cart-share';
import { sellerInviteRoutes } from './routes/seller-invite';
import { publicProductRoutes } from './routes/public-products';
import { healthRoutes } from './routes/health';
import { installMetrics } from './metrics/metrics-exposure';
import { composeApi } from './composition';
import type { ServiceDeps, Services } from './services';

export interface AppOptions {
  config: ApiConfig;
  database: Database;
  /** Rate-limit details tests change (Redis prefix, smaller limits). */
  rateLimitSetup?: RateLimitSetup;
  /** The clock and network services use (tests inject both). */
  deps?: ServiceDeps;
  /** Redis key prefix and change channel of the catalogue cache (tests use their own). */
  cacheSetup?: CacheSetup;
  /** Draws pictures nobody stored: the demo entry point's and the tests' (server/demo/media); production has none. */
  mediaRenderer?: MediaRenderer;
}

export async function buildApp({
  config,
  database,
  rateLimitSetup,
  deps,
  cacheSetup,
  mediaRenderer,
}: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Routine request lines at debug, failed and slow ones at error/warn (server/http/request-log.ts).
    logController: new QuietRequestLog(),
    // The storefront's x-request-id when the caller proves it is the storefront, else our own (http/request-id.ts).
    genReqId: requestIdGenerator(config.keys['storefront-identity']),
    // off by default: X-Forwarded-For is believed only as far as TRUST_PROXY says (hop count or proxy list).
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1_048_576,
    frameworkErrors,
    // Query strings like brand_ids=1,2 stay plain strings; the contract parses them.
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every environment serializes through the response schemas (issue 18 point 9): a field a service adds by
  // mistake is dropped in production exactly as in the tests, never sent only where no test looks.
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  securityHeaders(app);
  echoRequestId(app);
  // Before any route: request durations per route pattern, and /metrics behind METRICS_TOKEN (metrics/).
  installMetrics(app, { db: database.db, token: config.metricsToken });
  // Before any route: the plugin attaches its hook to the routes registered after it.
  await installRateLimit(app, config, rateLimitSetup);

  // The OpenAPI document also feeds the fuzz test; the public page is off in production unless API_DOCS=on.
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Store API',
        description:
          'Catalogue, geography and (later) customer, cart and order endpoints of the store (spec §7).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const catalogCache = await openCatalogCache(app, config, cacheSetup);
  const { services, mediaStore } = composeApi({ database, config, deps, catalogCache, mediaRenderer });
  followCatalogChanges(app, config, () => services.invalidateCatalog(), cacheSetup);
  await app.register(healthRoutes, { services });
  // ETags and 304s for the public reads (catalogue, geography, media) only, never for a POST or an account answer.
  // The response cache lives here too, so its four hooks stay off the cart's and accounts' requests; installed
  // before the ETag plugin, its onSend runs first, so a 304 never stands in for a stored answer.
  await app.register(async (publicReads) => {
    if (config.responseCacheMs > 0)
      installResponseCache(publicReads, {
        prefix: '/api/public/',
        ttlMs: config.responseCacheMs,
        catalogCache,
      });
    await publicReads.register(fastifyEtag);
    await publicReads.register(publicCatalogRoutes, { prefix: '/api/public', services });
    await publicReads.register(publicProductRoutes, { prefix: '/api/public', services });
    await publicReads.register(geographyRoutes, { prefix: '/ecom/endereco', services });
    await publicReads.register(mediaRoutes, { store: mediaStore });
  });
  // Spec §7 names the sellers call "GET public/team"; both spellings answer.
  app.get('/public/team', { schema: { hide: true } }, (_req, reply) =>
    reply.redirect('/api/public/team', 308),
  );
  await app.register(whatsappRoutes, { prefix: '/api/whatsapp', services });
  await app.register(feedRoutes, { prefix: '/feeds', services });
  await app.register(whatsappWebhookRoutes, { prefix: '/whatsapp', services });
  await app.register(accountRoutes, { prefix: '/ecom', services });
  await app.register(cartRoutes, { prefix: '/ecom/venda/carrinho', services });
  await app.register(cartShareRoutes, { prefix: '/ecom/venda/carrinho-compartilhado', services });
  await app.register(sellerInviteRoutes, { prefix: '/ecom/venda/convite-vendedor', services });
  await app.register(checkoutRoutes, { prefix: '/ecom/venda', services });
  await app.register(invoiceRoutes, { prefix: '/ecom/venda', services });
  await app.register(paymentOptionRoutes, { prefix: '/ecom/venda', services });
  await app.register(paymentWebhookRoutes, { prefix: '/ecom/pagamentos', services, now: deps?.now });
  // Storefront-only: the back office's proxy and the operator CLI carry the storefront key (http/storefront-only.ts).
  await app.register(async (internal) => {
    storefrontOnly(internal, config.keys['storefront-identity']);
    await internal.register(operatorRoutes, {
      prefix: '/interno',
      services,
      operatorKey: config.keys.operator,
      now: deps?.now,
    });
    await internal.register(adminRoutes, { prefix: '/admin', services });
  });
  // The sandbox's hosted page exists only when a buyer kind is configured to use it, which production refuses: there
  // its routes answer 404 like any unknown path.
  const sandbox = services.payments.gateways.sandbox;
  if (sandbox)
    await app.register(sandboxGatewayRoutes, {
      prefix: '/sandbox-gateway',
      services,
      desk: sandbox.desk,
      now: deps?.now,
    });
  if (config.devMailbox) await app.register(devMailboxRoutes, { prefix: '/dev/mailbox', services });

  return { app, services };
}
