import type { Messages } from '@/lib/i18n/messages';
import { isCurrencySegment, isLocale, type AppLocale, type CurrencySegment } from '@/lib/i18n/config';
import { isSortKey, type SortKey } from './sort';
import { normalizeSearchTerm } from './search';

/**
 * What a price list prints: the filters of the listing it is printed from (spec §9: in-stock only,
 * every page). It travels as a query string to the storefront's /api/print route.
 */
export interface PrintScope {
  categoryId?: number;
  departmentId?: number;
  brandId?: number;
  brandIds?: number[];
  text?: string;
  sort?: SortKey;
  /** XO line only, with ERP names (special pages). */
  special?: boolean;
  /** Both lines (brand pages, search). */
  allProducts?: boolean;
}

export interface PrintRequest {
  locale: AppLocale;
  currency: CurrencySegment;
  scope: PrintScope;
}

export function printRequestToQuery({ locale, currency, scope }: PrintRequest): URLSearchParams {
  const q = new URLSearchParams({ locale, currency });
  if (scope.categoryId) q.set('category_id', String(scope.categoryId));
  if (scope.departmentId) q.set('department_id', String(scope.departmentId));
  if (scope.brandId) q.set('brand_id', String(scope.brandId));
  if (scope.brandIds?.length) q.set('brand_ids', scope.brandIds.join(','));
  if (scope.text) q.set('text', scope.text);
  if (scope.sort) q.set('sort', scope.sort);
  if (scope.special) q.set('special', '1');
  if (scope.allProducts) q.set('all_products', '1');
  return q;
}

function id(v: string | null): number | undefined {
  if (!v || !/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** Query → request; null when the language or currency is not ours. Unknown filters are dropped. */
export function printRequestFromQuery(q: URLSearchParams): PrintRequest | null {
  const locale = q.get('locale');
  const currency = q.get('currency');
  if (!isLocale(locale) || !isCurrencySegment(currency)) return null;
  const sort = q.get('sort');
  const brandIds = (q.get('brand_ids') ?? '')
    .split(',')
    .map((s) => id(s.trim()))
    .filter((n): n is number => n !== undefined)
    .slice(0, 50);
  const text = normalizeSearchTerm(q.get('text') ?? '');
  const scope: PrintScope = {
    categoryId: id(q.get('category_id')),
    departmentId: id(q.get('department_id')),
    brandId: id(q.get('brand_id')),
    brandIds: brandIds.length ? brandIds : undefined,
    text: text || undefined,
    sort: isSortKey(sort) ? sort : undefined,
    special: q.get('special') === '1' || undefined,
    allProducts: q.get('all_products') === '1' || undefined,
  };
  for (const k of Object.keys(scope) as (keyof PrintScope)[]) if (scope[k] === undefined) delete scope[k];
  return { locale, currency, scope };
}

/** One printed product: only what the sheets and the txt export show. */
export interface PrintRow {
  id: number;
  codigo: string;
  nome: string;
  brand: string | null;
  image: string | null;
  /** Formatted price in the listing's currency; null when hidden. */
  price: string | null;
  /** Base price in US dollars for the txt export; null when hidden or missing. */
  usd: number | null;
}

export interface PrintResponse {
  rows: PrintRow[];
  /** The Print namespace in the request's language: the sheet's and the .txt's strings (print-labels.ts). */
  labels: Messages['Print'];
  /** In-stock total the API reported (may exceed rows.length when capped). */
  total: number;
  truncated: boolean;
}
