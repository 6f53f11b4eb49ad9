import { asc, eq, sql } from 'drizzle-orm';
import type { Brand, Category } from '../../../lib/contract/catalog';
import type { Lang } from '../../../lib/contract/common';
import type { Db } from '../../db/client';
import { brands, categories, departments, products } from '../../db/schema';
import { memo } from '../../lib/memo';

interface CategoryRow {
  id: number;
  namePt: string;
  nameEs: string;
  slug: string;
  special: boolean;
}
interface DepartmentRow extends Omit<CategoryRow, 'special'> {
  categoryId: number;
}
/** Which (category, department, brand) combinations have products, and whether any is in stock. */
interface Presence {
  categoryId: number;
  departmentId: number | null;
  brandId: number | null;
  inStock: boolean;
}

export interface Taxonomy {
  categories: CategoryRow[];
  departments: DepartmentRow[];
  brands: Brand[];
  presence: Presence[];
  categoryById: Map<number, CategoryRow>;
  departmentById: Map<number, DepartmentRow>;
  brandById: Map<number, Brand>;
  specialCategoryIds: number[];
}

async function loadTaxonomy(db: Db): Promise<Taxonomy> {
  const [cats, deps, brandRows, presence] = await Promise.all([
    db
      .select({
        id: categories.id,
        namePt: categories.namePt,
        nameEs: categories.nameEs,
        slug: categories.slug,
        special: categories.special,
      })
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        id: departments.id,
        categoryId: departments.categoryId,
        namePt: departments.namePt,
        nameEs: departments.nameEs,
        slug: departments.slug,
      })
      .from(departments)
      .where(eq(departments.active, true))
      .orderBy(asc(departments.position), asc(departments.id)),
    db
      .select({ id: brands.id, nome: brands.name, slug: brands.slug, logo: brands.logoUrl })
      .from(brands)
      .where(eq(brands.active, true))
      .orderBy(asc(brands.name)),
    db
      .select({
        categoryId: products.categoryId,
        departmentId: products.departmentId,
        brandId: products.brandId,
        inStock: sql<boolean>`bool_or(${products.inStock})`,
      })
      .from(products)
      .where(eq(products.active, true))
      .groupBy(products.categoryId, products.departmentId, products.brandId),
  ]);
  return {
    categories: cats,
    departments: deps,
    brands: brandRows,
    presence,
    categoryById: new Map(cats.map((c) => [c.id, c])),
    departmentById: new Map(deps.map((d) => [d.id, d])),
    brandById: new Map(brandRows.map((b) => [b.id, b])),
    specialCategoryIds: cats.filter((c) => c.special).map((c) => c.id),
  };
}

export interface CategoryFilter {
  lang: Lang;
  special: boolean;
  inStockOnly?: boolean;
  brandId?: number;
}

export function taxonomyService(db: Db, ttlMs = 60_000) {
  const cache = memo(ttlMs, () => loadTaxonomy(db));

  /** Categories with their departments, limited to those that have (in-stock) products when asked. */
  async function categoryTree(filter: CategoryFilter): Promise<Category[]> {
    const t = await cache.get();
    const live = t.presence.filter(
      (p) =>
        (!filter.inStockOnly || p.inStock) && (filter.brandId === undefined || p.brandId === filter.brandId),
    );
    const restrict = filter.inStockOnly || filter.brandId !== undefined;
    const liveCategories = new Set(live.map((p) => p.categoryId));
    const liveDepartments = new Set(live.map((p) => p.departmentId));
    const name = (r: { namePt: string; nameEs: string }) => (filter.lang === 'es' ? r.nameEs : r.namePt);
    return t.categories
      .filter((c) => c.special === filter.special && (!restrict || liveCategories.has(c.id)))
      .map((c) => ({
        id: c.id,
        name: name(c),
        slug: c.slug,
        departments: t.departments
          .filter((d) => d.categoryId === c.id && (!restrict || liveDepartments.has(d.id)))
          .map((d) => ({ id: d.id, name: name(d), slug: d.slug })),
      }));
  }

  /** Brands that have products in a category (spec §7 GET /api/public/categories/{id}). */
  async function brandsOfCategory(categoryId: number): Promise<Brand[] | undefined> {
    const t = await cache.get();
    if (!t.categoryById.has(categoryId)) return undefined;
    const ids = new Set(t.presence.filter((p) => p.categoryId === categoryId).map((p) => p.brandId));
    return t.brands.filter((b) => ids.has(b.id));
  }

  return {
    get: () => cache.get(),
    invalidate: () => cache.clear(),
    categoryTree,
    brandsOfCategory,
    brands: async () => (await cache.get()).brands,
  };
}
export type TaxonomyService = ReturnType<typeof taxonomyService>;
