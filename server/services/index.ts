import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import { cartService } from './cart/cart-service';
import { exchangeRateService } from './exchange-rates';
import { geographyService } from './geography';
import { productService } from './products';
import { shippingService } from './shipping/shipping-service';
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
    carts: cartService({ db, rates, priceKey: config.keys['price-token'] }),
    shipping: shippingService({ db, rates, key: config.keys['shipping-token'] }),
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
