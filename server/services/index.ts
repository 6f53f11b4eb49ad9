import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import { exchangeRateService } from './exchange-rates';
import { geographyService } from './geography';
import { mediaSubjectService } from './media-subjects';
import { productService } from './products';
import { contentService } from './storefront-content';
import { taxonomyService } from './taxonomy';

/** Wires services to one database; routes receive this and nothing else. */
export function createServices(db: Db, config: Pick<ApiConfig, 'keys'> & { responseCacheMs?: number }) {
  const taxonomy = taxonomyService(db);
  const rates = exchangeRateService(db);
  const content = contentService(db);
  const listeners: (() => void)[] = [];
  const products = productService({ db, taxonomy, rates, secret: config.keys['price-token'], countCacheMs: config.responseCacheMs ?? 0 });
  return {
    taxonomy,
    rates,
    content,
    geography: geographyService(db),
    media: mediaSubjectService(db),
    products,
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
