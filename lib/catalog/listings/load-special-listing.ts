import 'server-only';
import { notFound } from 'next/navigation';
import { getProducts, getStartOrThrow } from '@/lib/api';
import type { ListingState } from '@/lib/catalog/listing-state';
import { SPECIAL_BRAND_SLUG } from '@/lib/catalog/nav';
import { sortToApi } from '@/lib/catalog/sort';
import { stripXoCategories } from '@/lib/catalog/xo';
import type { Category, Department } from '@/lib/contract';
import type { ShopContext } from '@/lib/i18n/server';

/**
 * /especial/{brandSlug?}/{categoriaSlug?}/{departamentoSlug?} plus ?categoryId / ?departmentId (spec §2).
 * Names come with the XO prefix stripped; products use the ERP name (nome_sistema=1).
 */
export async function loadSpecialListing(ctx: ShopContext, state: ListingState, slugs: string[] = []) {
  if (slugs.length > 3) notFound();
  const start = await getStartOrThrow(ctx.locale);
  const categories = stripXoCategories(start.categories_special);
  const [brandSlug, catSlug, depSlug] = slugs;

  const brand =
    brandSlug && brandSlug !== SPECIAL_BRAND_SLUG
      ? start.brands.find((b) => b.slug === brandSlug)
      : undefined;
  if (brandSlug && brandSlug !== SPECIAL_BRAND_SLUG && !brand) notFound();

  let category: Category | undefined;
  let department: Department | undefined;
  if (catSlug) {
    category = categories.find((c) => c.slug === catSlug);
    if (!category) notFound();
    if (depSlug) {
      department = category.departments.find((d) => d.slug === depSlug);
      if (!department) notFound();
    }
  } else if (state.departmentId) {
    category = categories.find((c) => c.departments.some((d) => d.id === state.departmentId));
    department = category?.departments.find((d) => d.id === state.departmentId);
    if (!department) notFound();
  } else if (state.categoryId) {
    category = categories.find((c) => c.id === state.categoryId);
    if (!category) notFound();
  }

  const result = await getProducts({
    locale: ctx.locale,
    currencyId: ctx.currency.id,
    page: state.page,
    text: state.text || undefined,
    special: 'only',
    nomeSistema: true,
    brandId: brand?.id,
    categoryId: category?.id,
    departmentId: department?.id,
    ...(state.sort || !state.text ? sortToApi(state.sort) : {}),
  });
  return {
    start,
    categories,
    brand,
    brandSlug: brandSlug ?? SPECIAL_BRAND_SLUG,
    category,
    department,
    result,
  };
}
