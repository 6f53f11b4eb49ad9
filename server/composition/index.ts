import { announceCatalogChange } from '../adapters/catalog-change';
import { revalidateStorefront } from '../adapters/storefront-revalidation';
import { documentStore } from '../adapters/document-store';
import { postalCodeAdapter } from '../adapters/postal-codes';
import { redisProbe } from '../adapters/redis-probe';
import type { CatalogCache } from '../cache/catalog-cache';
import type { ApiConfig } from '../config';
import type { Database } from '../db/client';
import { createMediaStore, type MediaRenderer, type MediaStore } from '../media/media-store';
import { createServices, type ServiceAdapters, type ServiceDeps, type Services } from '../services';
import { CHECK_TIMEOUT_MS } from '../services/readiness/readiness';
import { paymentGateways } from './payment-gateways';
import { sifenPort } from './sifen';

export interface Composition {
  services: Services;
  /** The picture store under MEDIA_DIR, looking subjects up through the media service. */
  mediaStore: MediaStore;
}

/**
 * The API's composition root (docs/decisions/0001): the one place configuration chooses the outside world —
 * payment providers, postal-code lookup, document storage, the catalogue-change announcer (Redis + storefront),
 * the readiness probe's Redis, the media store — and hands it to the services. Nothing else in the API builds an
 * adapter (`npm run lint` fails if something does). The process entry (server/api-server.ts) starts the background
 * workers (SMTP outbox, payment loops) with what this returns.
 */
export function composeApi({
  database,
  config,
  deps = {},
  catalogCache,
  mediaRenderer,
}: {
  database: Database;
  config: ApiConfig;
  deps?: ServiceDeps;
  catalogCache?: CatalogCache;
  /** Draws pictures nobody stored: the demo entry point's and the tests' (server/demo/media); production has none. */
  mediaRenderer?: MediaRenderer;
}): Composition {
  const adapters: ServiceAdapters = {
    // Decision 0027: a provider per buyer kind; the sandbox only where configuration allows it (never production).
    paymentGateways: () => paymentGateways({ db: database.db, config, fetch: deps.paymentFetch }),
    postalCodes: postalCodeAdapter({ fetch: deps.fetch }),
    documents: documentStore(config.documentsDir),
    announceCatalogChange: async (reason, pages = { tags: ['catalog'], immediate: true }) => {
      await announceCatalogChange(config, { reason, ...pages, fetchImpl: deps.fetch });
    },
    revalidateStorefront: async (tags, immediate) => {
      await revalidateStorefront(config, tags, deps.fetch, immediate);
    },
    readinessCache: config.redisUrl ? redisProbe(config.redisUrl, CHECK_TIMEOUT_MS) : null,
    sifen: config.sifen ? sifenPort(config.sifen) : null,
  };
  const services = createServices(database, config, adapters, deps, catalogCache);
  const mediaStore = createMediaStore(config.mediaDir, {
    lookup: services.media.subject,
    renderer: mediaRenderer,
  });
  return { services, mediaStore };
}
