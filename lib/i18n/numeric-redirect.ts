import type { StartData } from '@/lib/contract';

type Lookup = Pick<StartData, 'categories' | 'categories_special' | 'brands'>;
type Named = { id: number; slug: string };

/** Routes whose params may be numeric ids (spec §2 navigation rule). */
const ROUTES = new Set(['produtos', 'marca', 'especial']);
const isId = (s: string) => /^\d+$/.test(s);

export function hasNumericParam(path: string): boolean {
  const [, route, ...rest] = path.split('/');
  return ROUTES.has(route) && rest.some(isId);
}

function find<T extends Named>(list: readonly T[], seg: string): T | undefined {
  return isId(seg) ? list.find((x) => x.id === Number(seg)) : list.find((x) => x.slug === seg);
}

/**
 * Swaps numeric category, department or brand params for their slugs:
 * /produtos/{cat}/{dep}, /marca/{brand}/{cat}, /especial/{brand}/{cat}/{dep}.
 * Returns the slug path, or null when something is unknown (the page then answers 404).
 */
export function resolveNumericPath(path: string, data: Lookup): string | null {
  const [, route, ...rest] = path.split('/');
  const out: string[] = [];
  let segments = rest;
  if (route === 'marca' || route === 'especial') {
    const [brandSeg, ...tail] = rest;
    if (brandSeg !== undefined) {
      const brand = find(data.brands, brandSeg);
      if (!brand) return null;
      out.push(brand.slug);
    }
    segments = tail;
  }
  const [catSeg, depSeg, ...extra] = segments;
  const maxDepth = route === 'marca' ? 1 : 2;
  if (extra.length || (depSeg !== undefined && maxDepth < 2)) return null;
  if (catSeg !== undefined) {
    const cat = find(route === 'especial' ? data.categories_special : data.categories, catSeg);
    if (!cat) return null;
    out.push(cat.slug);
    if (depSeg !== undefined) {
      const dep = find(cat.departments, depSeg);
      if (!dep) return null;
      out.push(dep.slug);
    }
  }
  return `/${route}${out.length ? `/${out.join('/')}` : ''}`;
}
