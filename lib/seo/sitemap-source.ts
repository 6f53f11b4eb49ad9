import 'server-only';
import { getProducts, getStart } from '@/lib/api';
import { SPECIAL_BRAND_SLUG } from '@/lib/catalog/nav';
import type { SitemapSource } from './sitemap';

/** Sitemaps change slowly; an hour of fetch cache (also purged with the 'catalog' tag). */
const SITEMAP_REVALIDATE = 3600;
const PER_PAGE = 100;
const PARALLEL = 6;

/**
 * Everything the sitemap lists, read from the API: start data (categories, XO line, brands) and every
 * product, 100 a page (the API's maximum), a few pages at a time. Slugs do not depend on the language,
 * so one pass in pt serves both. Throws when the API fails: a partial sitemap would tell crawlers that
 * the missing pages are gone.
 */
export async function loadSitemapSource(): Promise<SitemapSource> {
  const [start, first] = await Promise.all([
    getStart('pt-BR'),
    getProducts(
      { locale: 'pt-BR', currencyId: 2, page: 1, perPage: PER_PAGE, allProducts: true },
      SITEMAP_REVALIDATE,
    ),
  ]);
  // getStart logs and returns empty lists on failure; an empty catalogue is not a sitemap.
  if (start.categories.length === 0 && start.brands.length === 0) throw new Error('start data unavailable');
  const pages = Math.ceil(first.total / PER_PAGE);
  const rest: (typeof first)[] = [];
  for (let p = 2; p <= pages; p += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, pages - p + 1) }, (_, i) =>
      getProducts(
        { locale: 'pt-BR', currencyId: 2, page: p + i, perPage: PER_PAGE, allProducts: true },
        SITEMAP_REVALIDATE,
      ),
    );
    rest.push(...(await Promise.all(batch)));
  }
  const products = [first, ...rest].flatMap((r) =>
    r.data.map((p) => ({ slug: p.slug, brandSlug: p.brand?.slug, categorySlug: p.categoria.slug })),
  );
  return {
    categories: start.categories,
    specialCategories: start.categories_special,
    brands: start.brands,
    products,
    specialBrandSlug: SPECIAL_BRAND_SLUG,
  };
}
