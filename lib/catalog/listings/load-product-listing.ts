import 'server-only';
import { notFound } from 'next/navigation';
import { getCategoryBrands, getProducts, getStartOrThrow } from '@/lib/api';
import type { ListingState } from '@/lib/catalog/listing-state';
import { sortToApi } from '@/lib/catalog/sort';
import type { Brand, Category, Department } from '@/lib/contract';
import type { ShopContext } from '@/lib/i18n/server';

/** Resolves /produtos/{categoria?}/{departamento?} and loads its page of products. Unknown slugs: 404. */
export async function loadProductListing(ctx: ShopContext, state: ListingState, slugs: string[] = []) {
  if (slugs.length > 2) notFound();
  const start = await getStartOrThrow(ctx.locale);
  const [catSlug, depSlug] = slugs;
  let category: Category | undefined;
  let department: Department | undefined;
  if (catSlug) {
    category = start.categories.find((c) => c.slug === catSlug);
    if (!category) notFound();
    if (depSlug) {
      department = category.departments.find((d) => d.slug === depSlug);
      if (!department) notFound();
    }
  }

  const brandOptions: Pick<Brand, 'id' | 'slug' | 'nome'>[] = category
    ? await getCategoryBrands(category.id)
    : start.brands;
  const bySlug = new Map(start.brands.map((b) => [b.slug, b.id]));
  const brandIds = state.brands.map((s) => bySlug.get(s)).filter((id): id is number => id !== undefined);
  // Filtering by a brand that does not exist must not widen the list to every brand.
  const unknownBrand = state.brands.length > 0 && brandIds.length === 0;

  const result = unknownBrand
    ? { data: [], total: 0, locale: ctx.locale, current_page: state.page, per_page: 20, last_page: 1 }
    : await getProducts({
        locale: ctx.locale,
        currencyId: ctx.currency.id,
        page: state.page,
        text: state.text || undefined,
        categoryId: category?.id,
        departmentId: department?.id,
        brandIds,
        inStock: state.available || undefined,
        ...(state.sort || !state.text ? sortToApi(state.sort) : {}),
      });

  return { start, category, department, brandOptions, result };
}
