import type { ApiConfig } from '../config';
import type { CatalogCache } from '../cache/catalog-cache';
import type { Db } from '../db/client';
import { accountServices } from './accounts';
import { announceCatalogChange } from '../adapters/catalog-change';
import { cartService } from './cart/cart-service';
import { currentCartLookup } from './cart/current-cart';
import { checkoutService } from './checkout/checkout-service';
import { orderQueries } from './checkout/order-queries';
import { paymentEventService } from './checkout/payment-events';
import { paymentServices } from './payments';
import { exchangeRateService } from './exchange-rates';
import { geographyService } from './geography';
import { mediaSubjectService } from './media-subjects';
import { uploadedPictures } from './images/uploaded-picture';
import { productService } from './products';
import { shippingService } from './shipping/shipping-service';
import type { RefundOrder } from './staff/order-actions';
import { staffServices } from './staff';
import { contentService } from './storefront-content';
import { taxonomyService } from './taxonomy';

/** Replaceable outside world: the clock and the network (tests inject both). */
export interface ServiceDeps {
  now?: () => Date;
  fetch?: typeof fetch;
  /** The payment providers' HTTP client (tests point the providers at local doubles by URL instead). */
  paymentFetch?: typeof fetch;
  /** The payments service's refund for the back office (issue 22 wires the real one). */
  refundOrder?: RefundOrder;
}

/** Wires services to one database; routes receive this and nothing else. */
export function createServices(
  db: Db,
  config: Pick<ApiConfig, 'keys' | 'siteUrl' | 'documentsDir' | 'mediaDir' | 'publicUrl' | 'payments' | 'redisUrl' | 'storefrontUrl'> & { responseCacheMs?: number },
  deps: ServiceDeps = {},
  /** Catalogue answers and counts (memory, or Redis shared by replicas); none: counts are never reused. */
  catalogCache?: CatalogCache,
) {
  const taxonomy = taxonomyService(db);
  const rates = exchangeRateService(db);
  const content = contentService(db, { now: deps.now });
  const images = uploadedPictures({ mediaDir: config.mediaDir });
  const shipping = shippingService({ db, rates, key: config.keys['shipping-token'], now: deps.now });
  const countCache = catalogCache && config.responseCacheMs ? { cache: catalogCache.cache, ttlMs: config.responseCacheMs } : undefined;
  const products = productService({ db, taxonomy, rates, secret: config.keys['price-token'], countCache });
  const geography = geographyService(db);
  // Payment adapters are built and chosen in one place, by configuration (docs/decisions/0027-payment-providers.md).
  const paymentEvents = paymentEventService({ db, siteUrl: config.siteUrl, now: deps.now });
  const payments = paymentServices({ db, config, rates, events: paymentEvents, fetch: deps.paymentFetch, now: deps.now });
  async function invalidateCatalog(): Promise<void> {
    taxonomy.invalidate();
    rates.invalidate();
    content.invalidate();
    shipping.invalidate();
    await catalogCache?.invalidate();
  }
  return {
    taxonomy,
    rates,
    content,
    geography,
    media: mediaSubjectService(db),
    /** Pictures staff upload (products, banners, sellers): checked by content, re-encoded, stored by hash. */
    images,
    carts: cartService({ db, rates, priceKey: config.keys['price-token'], now: deps.now }),
    currentCart: currentCartLookup(db),
    shipping,
    checkout: checkoutService({ db, rates, gateways: payments.gateways, shippingKey: config.keys['shipping-token'], siteUrl: config.siteUrl, now: deps.now }),
    orders: orderQueries(db),
    paymentEvents,
    payments,
    products,
    account: accountServices({ db, siteUrl: config.siteUrl, documentsDir: config.documentsDir, products, geography, ...deps }),
    /**
     * After catalogue writes: drop every cached read this process holds, and the catalogue cache's entries
     * (for every replica when that cache is on Redis). Other replicas' memos hear of it through the change
     * channel (server/cache/catalog-events.ts).
     */
    invalidateCatalog,
    staff: staffServices({
      db,
      siteUrl: config.siteUrl,
      totpKey: config.keys['totp-secret'],
      now: deps.now ?? (() => new Date()),
      // The back office's refund button is the payments service's refund, audited in its transaction.
      pictureExists: (url) => images.exists(url),
      refundOrder:
        deps.refundOrder ??
        (async (r) => {
          await payments.refund({ orderId: r.orderId, actor: r.actor.email, audit: r.audit });
        }),
      // This replica at once; the others through Redis; then the storefront's pages (prices in every header).
      announce: async (reason) => {
        await invalidateCatalog();
        await announceCatalogChange(config, { reason, tags: ['catalog'], immediate: true, fetchImpl: deps.fetch });
      },
      // Content saves re-render only the pages that show that content (decision 0033).
      announceContent: async (reason, tags) => {
        await invalidateCatalog();
        await announceCatalogChange(config, { reason, tags, immediate: true, fetchImpl: deps.fetch });
      },
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
