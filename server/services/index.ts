import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import { accountServices } from './accounts';
import { exchangeRateService } from './exchange-rates';
import { geographyService } from './geography';
import { productService } from './products';
import { contentService } from './storefront-content';
import { taxonomyService } from './taxonomy';

/** Replaceable outside world: the clock and the network (tests inject both). */
export interface ServiceDeps {
  now?: () => Date;
  fetch?: typeof fetch;
}

/** Wires services to one database; routes receive this and nothing else. */
export function createServices(
  db: Db,
  config: Pick<ApiConfig, 'keys' | 'siteUrl' | 'documentsDir'> & { responseCacheMs?: number },
  deps: ServiceDeps = {},
) {
  const taxonomy = taxonomyService(db);
  const rates = exchangeRateService(db);
  const content = contentService(db);
  const listeners: (() => void)[] = [];
  const products = productService({ db, taxonomy, rates, secret: config.keys['price-token'], countCacheMs: config.responseCacheMs ?? 0 });
  const geography = geographyService(db);
  return {
    taxonomy,
    rates,
    content,
    geography,
    products,
    account: accountServices({ db, siteUrl: config.siteUrl, documentsDir: config.documentsDir, products, geography, ...deps }),
    /** After catalogue writes: drop every cached read. */
    invalidateCatalog() {
      taxonomy.invalidate();
      rates.invalidate();
      content.invalidate();
      products.clearCounts();
      for (const listener of listeners) listener();
    },
    /** Run after every invalidation (the HTTP response cache registers here). */
    onInvalidate(listener: () => void) {
      listeners.push(listener);
    },
  };
}
export type Services = ReturnType<typeof createServices>;
