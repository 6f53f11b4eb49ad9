import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import {
  productDetailSchema,
  productSummarySchema,
  type ProductDetail,
  type ProductSummary,
} from '@/lib/contract';
import { apiLang, type AppLocale } from '@/lib/i18n/config';
import { apiGet, ApiError, CATALOG_REVALIDATE } from './client';

/** Cache tag of one product: the API (or an admin hook) purges it when that product changes. */
export const productTag = (id: number) => `product:${id}`;

const SLUG = /^[a-z0-9-]{1,200}$/;

/**
 * Product page data. The slug only resolves the id; the page's data comes from /details tagged
 * product:{id}, so revalidateTag('product:{id}') refreshes the page and its data together.
 * null for unknown slugs (the page answers 404); other failures throw to the error boundary.
 */
export const getProductBySlug = cache(
  async (locale: AppLocale, currencyId: number, slug: string): Promise<ProductDetail | null> => {
    if (!SLUG.test(slug)) return null;
    const query = { lang: apiLang(locale), moeda_id: currencyId };
    let bySlug: ProductDetail;
    try {
      bySlug = await apiGet(`/api/public/products/slug/${slug}`, query, productDetailSchema, {
        tags: [`product-slug:${slug}`],
      });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 422)) return null;
      throw err;
    }
    try {
      return await apiGet(`/api/public/products/${bySlug.id}/details`, query, productDetailSchema, {
        tags: [productTag(bySlug.id)],
      });
    } catch (err) {
      console.error('[api] product details failed, using the slug answer:', (err as Error).message);
      return bySlug;
    }
  },
);

/** In-stock products of the same brand (decision 0005). Spec §8: failures are only logged. */
export async function getRelatedProducts(
  locale: AppLocale,
  currencyId: number,
  productId: number,
  limit = 12,
): Promise<ProductSummary[]> {
  try {
    const { data } = await apiGet(
      `/api/public/products/${productId}/related`,
      { lang: apiLang(locale), moeda_id: currencyId, limit },
      z.object({ data: z.array(productSummarySchema) }),
      { revalidate: CATALOG_REVALIDATE, tags: [productTag(productId)] },
    );
    // Spec §9: in-stock only, whatever the endpoint's rule becomes.
    return data.filter((p) => p.tem_estoque && p.id !== productId);
  } catch (err) {
    console.error('[api] related products failed:', (err as Error).message);
    return [];
  }
}
