import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { convertUsdToMinor, minorToMajor, type Rate } from '../../../lib/money/convert';
import { CURRENCIES, type CurrencyInfo } from '../../../lib/money/currencies';
import type { Db } from '../../db/client';
import { brands, exchangeRates, productContents, products } from '../../db/schema';

/** A feed's market: the language its texts are in and the currency its prices are in (README's buyer table). */
export interface FeedMarket {
  id: 'py' | 'br';
  lang: 'es' | 'pt';
  /** Where the product pages of that language live ("/es-PY" or the root). */
  pathPrefix: string;
  currency: CurrencyInfo;
}

export const FEED_MARKETS: Readonly<Record<FeedMarket['id'], FeedMarket>> = {
  py: { id: 'py', lang: 'es', pathPrefix: '/es-PY', currency: CURRENCIES[3] },
  // The store shows Brazilians dollars (VAT exempt), which is what their pages open in.
  br: { id: 'br', lang: 'pt', pathPrefix: '', currency: CURRENCIES[2] },
};

/** One product as both feeds print it, already in the market's language and currency. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  /** Always in stock: only buyable products are listed. */
  availability: 'in_stock';
  /** "150000 PYG", "15.00 USD": the amount and ISO 4217 code both feeds expect. */
  price: string;
  brand: string | null;
  /** The store's own product code, the one the ERP and the invoices use. */
  mpn: string;
}

/** Rows read per round trip: a batch is a few hundred kilobytes, whatever the catalogue's size. */
const BATCH = 1000;

/** Buyable online (spec §6, decision 0025): active, price shown, in stock, with a sale unit. */
const buyable = and(
  eq(products.active, true),
  eq(products.showPrice, true),
  eq(products.inStock, true),
  eq(products.hasUnit, true),
);

/** One line of at most `max` characters (Google: titles 150, descriptions 5,000). */
export function oneLine(value: string, max: number): string {
  const text = value.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Feeds take plain text: features are entered as text, but HTML pasted into them must not reach a feed. */
const withoutTags = (value: string) => value.replace(/<[^>]*>/g, ' ');

function absolute(siteUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function formatFeedPrice(priceUsd: string, currency: CurrencyInfo, rates: readonly Rate[]): string {
  const major = minorToMajor(convertUsdToMinor(priceUsd, currency, rates), currency);
  return `${major.toFixed(currency.decimals)} ${currency.code}`;
}

/**
 * Every buyable product of a market, read in id order a batch at a time (keyset, never OFFSET): memory stays at one
 * batch however large the catalogue is. Products without a picture are left out, since both feeds require one.
 */
export async function* feedItems(
  db: Db,
  market: FeedMarket,
  siteUrl: string,
  rates: readonly Rate[],
): AsyncGenerator<FeedItem[]> {
  const name = market.lang === 'es' ? products.nameEs : products.namePt;
  const features = market.lang === 'es' ? productContents.featuresEs : productContents.featuresPt;
  const image = sql<string | null>`(SELECT url FROM product_images i WHERE i.product_id = ${products.id}
    ORDER BY i.position, i.id LIMIT 1)`;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        code: products.code,
        slug: products.slug,
        name,
        priceUsd: products.priceUsd,
        brand: brands.name,
        features,
        image,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(productContents, eq(productContents.productId, products.id))
      .where(and(buyable, gt(products.id, after)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    yield rows
      .filter((r) => r.image)
      .map((r) => {
        const title = oneLine(r.name, 150);
        return {
          id: r.code,
          title,
          description: oneLine(withoutTags(r.features ?? ''), 5000) || title,
          link: `${siteUrl}${market.pathPrefix}/produto/${r.slug}`,
          imageLink: absolute(siteUrl, r.image!),
          availability: 'in_stock' as const,
          price: formatFeedPrice(r.priceUsd, market.currency, rates),
          brand: r.brand,
          mpn: r.code,
        };
      });
    if (rows.length < BATCH) return;
  }
}

/**
 * What a feed depends on, in one cheap aggregate: how many products are buyable (a sale that sells out, a restock),
 * the latest product edit (names, prices, pictures and visibility all touch updated_at) and the latest rate change.
 * A feed made under another fingerprint is stale, in every replica, without any message having to reach it.
 */
export async function feedFingerprint(db: Db): Promise<string> {
  const [p] = await db
    .select({
      buyable: sql<number>`count(*) FILTER (WHERE ${buyable})::int`,
      edited: sql<string>`coalesce(max(${products.updatedAt}), 'epoch')::text`,
      ids: sql<string>`coalesce(sum(${products.id}) FILTER (WHERE ${buyable}), 0)::text`,
    })
    .from(products);
  const [r] = await db
    .select({ edited: sql<string>`coalesce(max(${exchangeRates.updatedAt}), 'epoch')::text` })
    .from(exchangeRates);
  return `${p.buyable}|${p.ids}|${p.edited}|${r.edited}`;
}

export async function currentRates(db: Db): Promise<Rate[]> {
  const rows = await db.select().from(exchangeRates);
  return rows.map((r) => ({ targetCurrencyId: r.targetCurrencyId, tax: r.rate, multiply: r.multiply }));
}
