import { and, asc, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { ProductDetail, ProductsResponse, ProductSummary } from '../../../lib/contract/catalog';
import type { z } from 'zod';
import {
  PRICE_LIST_MAX_ROWS,
  type PriceList,
  type priceListQuerySchema,
} from '../../../lib/contract/price-list';
import { currencyById, toMoeda } from '../../../lib/money';
import type { Lang } from '../../../lib/contract/common';
import type { Db } from '../../db/client';
import { productContents, productImages, products, productSpecs } from '../../db/schema';
import { sanitizeHtml } from '../../lib/sanitize-html';
import type { ExchangeRateService } from '../rates/exchange-rates';
import {
  toPriceListRow,
  toProductDetail,
  toProductSummary,
  type MapContext,
  type ProductRow,
} from './product-mapper';
import { countProducts } from './product-count';
import { walkDirection } from './product-name-walk';
import { firstImageUrl, firstPlan, readPage, readSearch, rowColumns, type PageRow } from './product-page';
import { DENSE_WINDOW, listingOrder, listingWhere, type ProductsQuery } from './product-listing';
import { hasFuzzyWord, SEARCH_COUNT_CAP, type SearchMode } from './product-search';
import type { Taxonomy, TaxonomyService } from './taxonomy';
import type { CatalogCache } from '../../cache/catalog-cache';

interface Deps {
  db: Db;
  taxonomy: TaxonomyService;
  rates: ExchangeRateService;
  secret: string;
  /** Where a listing's total is reused across its pages and sort orders (none: always counted). */
  countCache?: Pick<CatalogCache, 'cache' | 'references'> & { ttlMs: number };
  /** Most rows one price list carries (tests lower it). */
  priceListMaxRows?: number;
  /** Above this many possible matches a text search is read in order and its total is this (tests lower it). */
  searchCountCap?: number;
  /** How many rows a dense text search reads in order before reading its page another way (tests lower it). */
  denseWindow?: number;
}

/** The parts of a query that decide which products match (not which page or order). */
const countKey = (q: ProductsQuery) =>
  JSON.stringify([
    q.category_id,
    q.department_id,
    q.brand_id,
    q.brand_ids,
    q.tem_estoque,
    q.special,
    q.all_products,
    q.text,
  ]);

export function productService({
  db,
  taxonomy,
  rates,
  secret,
  countCache,
  priceListMaxRows = PRICE_LIST_MAX_ROWS,
  searchCountCap = SEARCH_COUNT_CAP,
  denseWindow = DENSE_WINDOW,
}: Deps) {
  // A total is asked again on every page and sort of the same listing. Kept in the catalogue cache (shared by
  // replicas on Redis) for text searches and price lists; a listing without text reads its total with its page.
  interface CountArgs {
    q: ProductsQuery;
    specialIds: number[];
    mode: SearchMode;
  }
  const counts = countCache?.cache.define(
    'listingCount',
    {
      ttl: Math.max(1, Math.round(countCache.ttlMs / 1000)),
      serialize: ({ q, mode }: CountArgs) => countKey(q) + mode,
      references: countCache.references,
    },
    ({ q, specialIds, mode }: CountArgs) => countProducts(db, q, specialIds, mode),
  );
  const countOf = (q: ProductsQuery, specialIds: number[], mode: SearchMode = 'prefix'): Promise<number> =>
    counts ? counts.listingCount({ q, specialIds, mode }) : countProducts(db, q, specialIds, mode);

  async function context(lang: Lang, currencyId: number, useSystemName = false): Promise<MapContext> {
    const [t, book] = await Promise.all([taxonomy.get(), rates.get()]);
    return { lang, currencyId, rates: book.rates, taxonomy: t, secret, useSystemName };
  }

  async function imagesOf(ids: number[]): Promise<Map<number, string[]>> {
    const map = new Map<number, string[]>();
    if (!ids.length) return map;
    const rows = await db
      .select({ productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.position));
    for (const r of rows) (map.get(r.productId) ?? map.set(r.productId, []).get(r.productId)!).push(r.url);
    return map;
  }

  async function summaries(rows: ProductRow[], ctx: MapContext): Promise<ProductSummary[]> {
    const images = await imagesOf(rows.map((r) => r.id));
    return rows.map((r) => toProductSummary(r, images.get(r.id) ?? [], ctx));
  }

  /**
   * A page and its total. A text search reads its page and its words' estimate (search_lexemes) in one
   * statement: an estimate of none ends there; up to searchCountCap the matches were read whole from the GIN
   * index, sorted and counted; above it the page was read in its order (the name from its lower bound) within a
   * window of rows and the total says the cap, or, when the window held less than the page, the page is read
   * again: walking its words' lexemes in name order when it is sorted by name alone, else reading every match like
   * the few.
   */
  async function page(q: ProductsQuery, t: Taxonomy, mode: SearchMode): Promise<[PageRow[], number]> {
    const specialIds = t.specialCategoryIds;
    const counted = async (found: PageRow[]): Promise<[PageRow[], number]> =>
      found.length
        ? [found, found[0].total ?? found.length]
        : [found, q.page > 1 ? await countOf(q, specialIds, mode) : 0];
    if (firstPlan(q, mode) === 'search') {
      const { rows, estimate } = await readSearch(db, q, specialIds, searchCountCap, denseWindow);
      if (estimate === 0) return [[], 0];
      if (estimate <= searchCountCap) return counted(rows);
      if (rows.length === q.per_page) return [rows, searchCountCap];
      if (!walkDirection(q))
        return counted(await readPage(db, q, specialIds, mode, 'sparse', [], searchCountCap));
      // Sorted by name alone: each lexeme's products in name order (search_names). A full page says the cap, as
      // the window's does; a short one ends the matches, so it counts them.
      const walked = await readPage(db, q, specialIds, mode, 'walk', [], searchCountCap, denseWindow);
      if (walked.length === q.per_page) return [walked, searchCountCap];
      return walked.length ? [walked, (q.page - 1) * q.per_page + walked.length] : counted(walked);
    }
    const regularIds = t.categories.filter((c) => !c.special).map((c) => c.id);
    if (mode === 'fuzzy' && q.text) {
      // The typo fallback: every match up to the cap, sorted and counted in one statement (its words rarely
      // match many: a code plus the start of a word took 100–500 ms walking the name index); above the cap, the
      // page in its order and the cap as total, as the count says.
      const found = await readPage(db, q, specialIds, mode, 'capped', regularIds, searchCountCap);
      if (!found.length) return counted(found);
      if (found[0].total! <= searchCountCap) return [found, found[0].total!];
      return [await readPage(db, q, specialIds, mode, 'plain', regularIds), searchCountCap];
    }
    const rows = readPage(db, q, specialIds, mode, 'plain', regularIds);
    if (!q.text) {
      // The page carries its total (product_facets, product-page.ts plainPage); with no page, one row of it alone.
      const found = await rows;
      return [found.filter((r) => r.id !== null), found[0]?.total ?? 0];
    }
    return Promise.all([rows, countOf(q, specialIds, mode)]);
  }

  async function list(q: ProductsQuery): Promise<ProductsResponse> {
    const t = await taxonomy.get();
    const [[rows, total], ctx] = await Promise.all([
      page(q, t, 'prefix').then((found) =>
        // Typo tolerance only when the words, as prefixes, find nothing: "xiomi" → Xiaomi.
        found[1] === 0 && q.text && hasFuzzyWord(q.text) ? page(q, t, 'fuzzy') : found,
      ),
      context(q.lang, q.moeda_id, q.nome_sistema),
    ]);
    return {
      data: rows.map((r) => toProductSummary(r, r.images ?? [], ctx)),
      total,
      locale: q.lang === 'es' ? 'es-PY' : 'pt-BR',
      current_page: q.page,
      per_page: q.per_page,
      last_page: Math.max(1, Math.ceil(total / q.per_page)),
    };
  }

  async function detail(by: SQL, lang: Lang, currencyId: number): Promise<ProductDetail | undefined> {
    const [row] = await db
      .select({
        ...rowColumns,
        featuresPt: productContents.featuresPt,
        featuresEs: productContents.featuresEs,
        detailsPt: productContents.detailsHtmlPt,
        detailsEs: productContents.detailsHtmlEs,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .leftJoin(productContents, eq(productContents.productId, products.id))
      .where(and(by, eq(products.active, true)))
      .limit(1);
    if (!row) return undefined;
    const [specs, images, ctx] = await Promise.all([
      db
        .select()
        .from(productSpecs)
        .where(eq(productSpecs.productId, row.id))
        .orderBy(asc(productSpecs.position)),
      imagesOf([row.id]),
      context(lang, currencyId),
    ]);
    return toProductDetail(
      row,
      images.get(row.id) ?? [],
      {
        featuresPt: row.featuresPt,
        featuresEs: row.featuresEs,
        detailsHtml: sanitizeHtml(lang === 'es' ? row.detailsEs : row.detailsPt),
        specs: specs.map((s) => ({
          nome: lang === 'es' ? s.nameEs : s.namePt,
          valor: lang === 'es' ? s.valueEs : s.valuePt,
        })),
        updatedAt: row.updatedAt,
      },
      ctx,
    );
  }

  /** In-stock products of the same brand (spec §9: related carousel shows in-stock only). */
  async function related(
    id: number,
    lang: Lang,
    currencyId: number,
    limit: number,
  ): Promise<ProductSummary[] | undefined> {
    const [self] = await db
      .select({ brandId: products.brandId, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)));
    if (!self) return undefined;
    const sameLine = self.brandId
      ? eq(products.brandId, self.brandId)
      : eq(products.categoryId, self.categoryId);
    const rows = await db
      .select(rowColumns)
      .from(products)
      .where(and(sameLine, ne(products.id, id), eq(products.active, true), eq(products.inStock, true)))
      .orderBy(asc(products.position), desc(products.id))
      .limit(limit);
    return summaries(rows, await context(lang, currencyId));
  }

  /**
   * A listing's whole in-stock price list (printing): one query with each product's first picture, at most
   * priceListMaxRows rows; the total is counted only when the cap cuts the list.
   */
  async function priceList(query: z.output<typeof priceListQuerySchema>): Promise<PriceList> {
    const q: ProductsQuery = { ...query, tem_estoque: true, page: 1, per_page: priceListMaxRows };
    const t = await taxonomy.get();
    let { where, terms } = listingWhere(q, t.specialCategoryIds);
    let mode: SearchMode = 'prefix';
    if (q.text && hasFuzzyWord(q.text) && (await countOf(q, t.specialCategoryIds)) === 0) {
      ({ where, terms } = listingWhere(q, t.specialCategoryIds, 'fuzzy'));
      mode = 'fuzzy';
    }
    const order = listingOrder(q, q.lang, terms);
    const [rows, ctx] = await Promise.all([
      db
        .select({ ...rowColumns, image: firstImageUrl })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(priceListMaxRows + 1),
      context(q.lang, q.moeda_id, q.nome_sistema),
    ]);
    const truncated = rows.length > priceListMaxRows;
    const kept = truncated ? rows.slice(0, priceListMaxRows) : rows;
    const data = kept.map((r) => toPriceListRow(r, r.image, ctx));
    return {
      data,
      total: truncated ? await countOf(q, t.specialCategoryIds, mode) : data.length,
      truncated,
      moeda: toMoeda(currencyById(q.moeda_id)),
    };
  }

  /** Cards for the given ids in the given order (unknown ids are skipped): wishlist and similar lists. */
  async function summariesByIds(ids: number[], lang: Lang, currencyId: number): Promise<ProductSummary[]> {
    if (!ids.length) return [];
    const [rows, ctx] = await Promise.all([
      db.select(rowColumns).from(products).where(inArray(products.id, ids)),
      context(lang, currencyId),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return summaries(
      ids.flatMap((id) => byId.get(id) ?? []),
      ctx,
    );
  }

  return {
    list,
    priceList,
    summariesByIds,
    byId: (id: number, lang: Lang, currencyId: number) => detail(eq(products.id, id), lang, currencyId),
    bySlug: (slug: string, lang: Lang, currencyId: number) =>
      detail(eq(products.slug, slug), lang, currencyId),
    related,
  };
}
/** @public used by the cart services */
export type ProductService = ReturnType<typeof productService>;
