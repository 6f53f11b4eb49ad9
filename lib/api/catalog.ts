import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  brandSchema,
  categorySchema,
  priceListResponseSchema,
  productsResponseSchema,
  startResponseSchema,
  type PriceList,
  type ProductsResponse,
  type StartData,
} from '@/lib/contract';
import { apiLang, type AppLocale } from '@/lib/i18n/config';
import { apiGet, ApiError } from './client';

const EMPTY_START: StartData = {
  categories: [],
  categories_special: [],
  brands: [],
  exchange_rates: [],
  banners: [],
};

/**
 * Start data (menus, brands, rates, banners). Spec §8: a failure is only logged — pages still render,
 * with empty menus. Deduplicated per request with React's cache.
 */
export const getStart = cache(async (locale: AppLocale): Promise<StartData> => {
  try {
    return await apiGet('/api/public/start', { lang: apiLang(locale), tem_estoque: 1 }, startResponseSchema);
  } catch (err) {
    console.error('[api] start data failed:', (err as Error).message);
    return EMPTY_START;
  }
});

/**
 * Start data for pages whose 404 depends on it (listings resolve their slugs in the tree). A failed
 * start answer throws to the error boundary instead: "slug not in an empty tree" would otherwise render
 * a 404 that ISR caches for five minutes after the API comes back. Thrown renders are never cached.
 */
export async function getStartOrThrow(locale: AppLocale): Promise<StartData> {
  const start = await getStart(locale);
  if (start === EMPTY_START) throw new Error('start data unavailable');
  return start;
}

export interface ProductsParams {
  locale: AppLocale;
  currencyId: number;
  page?: number;
  perPage?: number;
  text?: string;
  categoryId?: number;
  departmentId?: number;
  brandId?: number;
  brandIds?: number[];
  orderBy?: string;
  order?: string;
  inStock?: boolean;
  allProducts?: boolean;
  special?: 'only' | 'exclude';
  nomeSistema?: boolean;
}

/** `shopper`: the address of the shopper a route handler acts for (rate-limited by the API, not cached). */
export function getProducts(
  p: ProductsParams,
  revalidate?: number,
  shopper?: string,
  requestId?: string,
): Promise<ProductsResponse> {
  return apiGet(
    '/api/public/products',
    { ...listingQuery(p), page: p.page ?? 1, per_page: p.perPage ?? 20, tem_estoque: p.inStock },
    productsResponseSchema,
    { revalidate, shopper, requestId },
  );
}

/** The listing's filters as the API's query (shared by the listing and its price list). */
function listingQuery(p: ProductsParams) {
  return {
    lang: apiLang(p.locale),
    moeda_id: p.currencyId,
    text: p.text,
    category_id: p.categoryId,
    department_id: p.departmentId,
    brand_id: p.brandId,
    brand_ids: p.brandIds?.length ? p.brandIds.join(',') : undefined,
    order_by: p.orderBy,
    order: p.order,
    all_products: p.allProducts,
    special: p.special,
    nome_sistema: p.nomeSistema,
  };
}

/**
 * A listing's whole in-stock price list in one call (printing). Not kept in Next's fetch cache: every distinct
 * filter would add a large entry there, and the API keeps its own bounded cache.
 */
export function getPriceList(
  p: Omit<ProductsParams, 'page' | 'perPage' | 'inStock'>,
  shopper?: string,
  requestId?: string,
): Promise<PriceList> {
  return apiGet('/api/public/price-list', listingQuery(p), priceListResponseSchema, {
    revalidate: 0,
    timeoutMs: 20_000,
    shopper,
    requestId,
  });
}

/**
 * Categories carrying a brand (brand page links; the brand × category page resolves its slug here).
 * Failures throw: an empty list would cache a brand page without its links, or a 404 for its categories.
 */
export const getBrandCategories = cache(async (locale: AppLocale, brandId: number) =>
  apiGet('/api/public/categories', { lang: apiLang(locale), brand_id: brandId }, z.array(categorySchema)),
);

/**
 * Brands present in a category (listing sidebar checkboxes). A 404 is "no brands"; other failures throw
 * so a listing without its brand filter is not cached for five minutes.
 */
export const getCategoryBrands = cache(async (categoryId: number) => {
  try {
    return await apiGet(
      `/api/public/categories/${categoryId}`,
      {},
      z.array(brandSchema.partial({ logo: true })),
    );
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return [];
    throw err;
  }
});
