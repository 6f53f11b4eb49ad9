import type { ApiConfig } from '../config';
import type { CatalogCache } from '../cache/catalog-cache';
import type { DocumentStore } from '../adapters/document-store';
import type { PostalCodeAdapter } from '../adapters/postal-codes';
import type { Db } from '../db/client';
import { accountServices } from './accounts';
import { cartService } from './cart/cart-service';
import { currentCartLookup } from './cart/current-cart';
import { checkoutService } from './checkout/checkout-service';
import { draftOrderService } from './staff/draft-orders';
import { orderQueries } from './checkout/order-queries';
import { paymentEventService } from './checkout/payment-events';
import { paymentServices } from './payments';
import type { PaymentGateways } from './payments/gateways';
import { devMailboxService } from './dev-mailbox/dev-mailbox';
import { readinessService, type CacheProbe } from './readiness/readiness';
import { exchangeRateService } from './rates/exchange-rates';
import { geographyService } from './geography';
import { invoiceServices, type SifenPort } from './invoices';
import { mediaSubjectService } from './media-subjects';
import { uploadedPictures } from './images/uploaded-picture';
import { productService } from './catalog/products';
import { shippingService } from './shipping/shipping-service';
import type { RefundOrder } from './orders/order-actions';
import { staffServices } from './staff';
import { contentService } from './content/storefront-content';
import { taxonomyService } from './catalog/taxonomy';
import { cartShareService } from './whatsapp/cart-shares';
import { dutyRota } from './whatsapp/duty-rota';
import { whatsappOrderUpdates } from './whatsapp/order-updates';
import { whatsappConsent, whatsappDeliveries } from './whatsapp/consent';
import { feedFiles } from './feeds/feed-files';
import { recordOrderAttribution } from './checkout/order-attribution';
import type { Attribution } from '../../lib/contract/attribution';

/** Replaceable outside world: the clock and the network (tests inject both). */
export interface ServiceDeps {
  now?: () => Date;
  fetch?: typeof fetch;
  /** The payment providers' HTTP client (tests point the providers at local doubles by URL instead). */
  paymentFetch?: typeof fetch;
  /** The payments service's refund for the back office (issue 22 wires the real one). */
  refundOrder?: RefundOrder;
}

/**
 * The outside world the services talk to, chosen from configuration in the composition root (server/composition/)
 * and only there: services see these interfaces, never an adapter's constructor.
 */
export interface ServiceAdapters {
  /** The payment providers per buyer kind; built once the rates service exists (they convert with it). */
  paymentGateways: () => PaymentGateways;
  postalCodes: PostalCodeAdapter;
  documents: DocumentStore;
  /**
   * Tells the other API replicas (Redis) and the storefront (signed revalidation of `tags`, default every catalogue
   * page at once) that the catalogue changed.
   */
  announceCatalogChange: (reason: string, pages?: { tags: string[]; immediate: boolean }) => Promise<void>;
  /** Revalidates storefront pages by tag only (no API cache to drop): in the background unless `immediate`. */
  revalidateStorefront: (tags: string[], immediate: boolean) => Promise<void>;
  /** Readiness's Redis probe; null without REDIS_URL. */
  readinessCache: CacheProbe | null;
  /** SIFEN (electronic invoices, decision 0042); null or absent: invoices off. */
  sifen?: SifenPort | null;
}

/** Wires services to one database and the adapters the composition root chose; routes receive this and nothing else. */
export function createServices(
  database: { db: Db; driver: 'pglite' | 'postgres' },
  config: Pick<ApiConfig, 'keys' | 'siteUrl' | 'payments' | 'mediaDir' | 'feedsDir'> & {
    whatsapp?: ApiConfig['whatsapp'];
  } & {
    responseCacheMs?: number;
  },
  adapters: ServiceAdapters,
  deps: ServiceDeps = {},
  /** Catalogue answers and counts (memory, or Redis shared by replicas); none: counts are never reused. */
  catalogCache?: CatalogCache,
) {
  const { db } = database;
  const taxonomy = taxonomyService(db);
  const rates = exchangeRateService(db);
  const content = contentService(db, { now: deps.now });
  const images = uploadedPictures({ mediaDir: config.mediaDir });
  const shipping = shippingService({ db, rates, key: config.keys['shipping-token'], now: deps.now });
  const countCache =
    catalogCache && config.responseCacheMs
      ? { cache: catalogCache.cache, references: catalogCache.references, ttlMs: config.responseCacheMs }
      : undefined;
  const products = productService({ db, taxonomy, rates, secret: config.keys['price-token'], countCache });
  const geography = geographyService(db);
  const invoices = invoiceServices({ db, sifen: adapters.sifen ?? null, now: deps.now });
  // Order updates on WhatsApp ride on the same hooks as invoices: written in the order's own transaction (issue 28).
  const whatsappUpdates = config.whatsapp
    ? whatsappOrderUpdates({ templatePrefix: config.whatsapp.templatePrefix })
    : null;
  const orderHooks = whatsappUpdates ? whatsappUpdates.around(invoices.hooks) : invoices.hooks;
  const paymentEvents = paymentEventService({
    db,
    siteUrl: config.siteUrl,
    now: deps.now,
    invoices: orderHooks,
  });
  const payments = paymentServices({
    db,
    config,
    gateways: adapters.paymentGateways(),
    events: paymentEvents,
    now: deps.now,
    invoices: orderHooks,
  });
  const carts = cartService({ db, rates, priceKey: config.keys['price-token'], now: deps.now });
  const checkout = checkoutService({
    db,
    rates,
    gateways: payments.gateways,
    shippingKey: config.keys['shipping-token'],
    siteUrl: config.siteUrl,
    now: deps.now,
  });
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
    carts,
    /** Carts sent to a seller behind /c/{token} (issue 28). */
    cartShares: cartShareService({ db, carts, rates, key: config.keys['cart-share'], now: deps.now }),
    currentCart: currentCartLookup(db),
    shipping,
    checkout,
    /** Orders a seller builds and sends as a payment link (issue 28 point 3, decision 0047). */
    drafts: draftOrderService({
      db,
      carts,
      shipping,
      checkout,
      rates,
      key: config.keys['cart-share'],
      siteUrl: config.siteUrl,
      now: deps.now ?? (() => new Date()),
    }),
    orders: orderQueries(db),
    /** Where the shopper came from, written on their new order (issue 28). */
    orderAttribution: {
      record: (order: { externalId: string; customerId: number }, a: Attribution) =>
        recordOrderAttribution(db, order, a),
    },
    paymentEvents,
    payments,
    invoices,
    products,
    account: accountServices({
      db,
      siteUrl: config.siteUrl,
      documents: adapters.documents,
      postalCodes: adapters.postalCodes,
      products,
      geography,
      now: deps.now,
    }),
    readiness: readinessService({ db, driver: database.driver, cache: adapters.readinessCache }),
    devMailbox: devMailboxService(db),
    /** Order updates on WhatsApp (issue 28): consent, Meta's delivery statuses, the status webhook's secrets. */
    whatsappUpdates: {
      /** False while WhatsApp is off (no phone number id and token): nothing is offered, nothing queued. */
      enabled: whatsappUpdates !== null,
      consent: whatsappConsent({ db, now: deps.now ?? (() => new Date()) }),
      deliveries: whatsappDeliveries(db),
      webhook: config.whatsapp
        ? { appSecret: config.whatsapp.appSecret, verifyToken: config.whatsapp.verifyToken }
        : null,
    },
    /** Sellers on duty taking the storefront's WhatsApp conversations in turn (issue 28). */
    whatsappRota: dutyRota({ db, now: deps.now ?? (() => new Date()) }),
    /** Google Merchant Center and Meta catalogue feeds, kept as files until the catalogue changes (issue 28). */
    feeds: feedFiles({
      db,
      dir: config.feedsDir,
      siteUrl: config.siteUrl,
    }),
    /**
     * After catalogue writes: drop every cached read this process holds, and the catalogue cache's entries
     * (for every replica when that cache is on Redis). Other replicas' memos hear of it through the change
     * channel (server/cache/catalog-events.ts).
     */
    invalidateCatalog,
    staff: staffServices({
      db,
      whatsappUpdates,
      siteUrl: config.siteUrl,
      totpKey: config.keys['totp-secret'],
      now: deps.now ?? (() => new Date()),
      // The back office's refund button is the payments service's refund, audited in its transaction.
      refundOrder:
        deps.refundOrder ??
        (async (r) => {
          await payments.refund({ orderId: r.orderId, actor: r.actor.email, audit: r.audit });
        }),
      // This replica at once; the others through Redis; then the storefront's pages (prices in every header).
      announce: async (reason) => {
        await invalidateCatalog();
        await adapters.announceCatalogChange(reason);
      },
      // Decision 0032: the edited products' pages expire at once; listings (tag catalog) re-render in the
      // background on their next visit, only when a card or a menu changed.
      announceCatalog: async (reason, { productIds, listings }) => {
        await invalidateCatalog();
        const tags = productIds.map((id) => `product:${id}`);
        await adapters.announceCatalogChange(reason, {
          tags: tags.length ? tags : ['catalog'],
          immediate: tags.length > 0,
        });
        if (listings && tags.length) await adapters.revalidateStorefront(['catalog'], false);
      },
      pictureExists: (url) => images.exists(url),
      mediaDir: config.mediaDir,
      // Content saves re-render only the pages that show that content (decision 0033).
      announceContent: async (reason, tags) => {
        await invalidateCatalog();
        await adapters.announceCatalogChange(reason, { tags, immediate: true });
      },
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
