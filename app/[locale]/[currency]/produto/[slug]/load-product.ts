import 'server-only';
import { notFound } from 'next/navigation';
import { getProductBySlug, getStart } from '@/lib/api';
import { SPECIAL_BRAND_SLUG } from '@/lib/catalog/nav';
import { stripXoPrefix } from '@/lib/catalog/xo';
import type { ShopContext } from '@/lib/i18n/server';

export interface TrailLink {
  name: string;
  /** Canonical (pt-BR) path; localized where rendered. */
  path: string;
}

/**
 * Product page data; unknown slugs are a real 404. The trail is category → department → product,
 * pointing to /produtos, or to /especial for the XO line (names without the XO prefix there).
 */
export async function loadProduct(ctx: ShopContext, slug: string) {
  const [product, start] = await Promise.all([
    getProductBySlug(ctx.locale, ctx.currency.id, slug),
    getStart(ctx.locale),
  ]);
  if (!product) notFound();

  const regular = start.categories.find((c) => c.id === product.categoria.id);
  const special = regular ? undefined : start.categories_special.find((c) => c.id === product.categoria.id);
  const category = regular ?? special;
  const dep = product.departamento;
  const department = dep ? category?.departments.find((d) => d.id === dep.id) : undefined;
  const base = special ? `/especial/${SPECIAL_BRAND_SLUG}` : '/produtos';
  const name = (n: string) => (special ? stripXoPrefix(n) : n);

  const catSlug = category?.slug ?? product.categoria.slug;
  const trail: TrailLink[] = [
    { name: name(category?.name ?? product.categoria.nome), path: `${base}/${catSlug}` },
  ];
  if (dep)
    trail.push({
      name: name(department?.name ?? dep.nome),
      path: `${base}/${catSlug}/${department?.slug ?? dep.slug}`,
    });

  return { product, trail, special: !!special };
}
