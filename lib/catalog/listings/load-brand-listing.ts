import 'server-only';
import { notFound } from 'next/navigation';
import { getBrandCategories, getProducts, getStartOrThrow } from '@/lib/api';
import type { ListingState } from '@/lib/catalog/listing-state';
import { sortToApi } from '@/lib/catalog/sort';
import type { ShopContext } from '@/lib/i18n/server';

/** /marca/{brandSlug?}/{categoriaSlug?}: without a brand, the brand index. Unknown slugs: 404. */
export async function loadBrandListing(ctx: ShopContext, state: ListingState, slugs: string[] = []) {
  if (slugs.length > 2) notFound();
  const start = await getStartOrThrow(ctx.locale);
  const [brandSlug, catSlug] = slugs;
  if (!brandSlug) return { start, brand: undefined, categories: [], category: undefined, result: undefined };

  const brand = start.brands.find((b) => b.slug === brandSlug);
  if (!brand) notFound();
  const categories = await getBrandCategories(ctx.locale, brand.id);
  const category = catSlug
    ? (categories.find((c) => c.slug === catSlug) ?? start.categories.find((c) => c.slug === catSlug))
    : undefined;
  if (catSlug && !category) notFound();

  const result = await getProducts({
    locale: ctx.locale,
    currencyId: ctx.currency.id,
    page: state.page,
    brandId: brand.id,
    categoryId: category?.id,
    inStock: state.available || undefined,
    // A brand page shows everything of the brand, the XO line included.
    allProducts: true,
    ...sortToApi(state.sort),
  });
  return { start, brand, categories, category, result };
}
