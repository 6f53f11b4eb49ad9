import type { Category } from '@/lib/contract';
import { stripXoCategories } from './xo';

export interface NavLink {
  name: string;
  href: string;
}
export interface NavGroup extends NavLink {
  children: NavLink[];
}

/** Slug of the special line's brand in /especial/{brandSlug}/{categoria}/{departamento}. */
export const SPECIAL_BRAND_SLUG = 'xo';

/** Fixed shortcuts (spec §2). Keys are message keys in the Header namespace. */
export const DESKTOP_FIXED = [
  { key: 'arabicPerfumes', href: '/produtos/perfumaria/perfumes-arabes' },
  { key: 'importedPerfumes', href: '/produtos/perfumaria/perfumes-importados' },
  { key: 'cosmetics', href: '/produtos/cosmeticos' },
  { key: 'kikoMilano', href: '/marca/kiko-milano' },
  { key: 'karseell', href: '/marca/karseell' },
  { key: 'victoriasSecret', href: '/marca/victorias-secret' },
] as const;

export const SIDE_FIXED = [
  { key: 'arabicPerfumes', href: '/produtos/perfumaria/perfumes-arabes' },
  { key: 'importedPerfumes', href: '/produtos/perfumaria/perfumes-importados' },
  { key: 'cosmetics', href: '/produtos/cosmeticos' },
  { key: 'creamy', href: '/marca/creamy' },
  { key: 'karseell', href: '/marca/karseell' },
  { key: 'victoriasSecret', href: '/marca/victorias-secret' },
  { key: 'xo', href: '/especial' },
] as const;

/** Canonical (pt-BR) hrefs; callers localize them. */
export function categoryGroups(categories: readonly Category[]): NavGroup[] {
  return categories.map((c) => ({
    name: c.name,
    href: `/produtos/${c.slug}`,
    children: c.departments.map((d) => ({ name: d.name, href: `/produtos/${c.slug}/${d.slug}` })),
  }));
}

/** XO dropdown: prefix stripped from names (spec §2). */
export function specialGroups(categories: readonly Category[]): NavGroup[] {
  return stripXoCategories(categories).map((c) => ({
    name: c.name,
    href: `/especial/${SPECIAL_BRAND_SLUG}/${c.slug}`,
    children: c.departments.map((d) => ({
      name: d.name,
      href: `/especial/${SPECIAL_BRAND_SLUG}/${c.slug}/${d.slug}`,
    })),
  }));
}

/** The header menus' data (`/api/menu/{locale}`): loaded by the menu islands when first opened. */
export interface NavMenu {
  categories: NavGroup[];
  special: NavGroup[];
}

/** Both menus with their links already in the page's language. */
export function navMenu(
  start: { categories: readonly Category[]; categories_special: readonly Category[] },
  localize: (href: string) => string,
): NavMenu {
  const local = (groups: NavGroup[]) =>
    groups.map((g) => ({
      name: g.name,
      href: localize(g.href),
      children: g.children.map((c) => ({ name: c.name, href: localize(c.href) })),
    }));
  return {
    categories: local(categoryGroups(start.categories)),
    special: local(specialGroups(start.categories_special)),
  };
}
