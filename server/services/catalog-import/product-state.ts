/**
 * A batch's products as the store has them and as the feed wants them, and what differs. The same comparison
 * serves the dry run and the apply, so "unchanged" in a report means the apply writes nothing for that row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ImportRow, ImportSpec } from './row-parser';

export interface ProductFields {
  namePt: string;
  nameEs: string;
  systemName: string;
  brandId: number | null;
  categoryId: number;
  departmentId: number | null;
  priceUsd: string;
  showPrice: boolean;
  stock: number;
  storeStock: number;
  hasUnit: boolean;
  position: number;
  active: boolean;
}
export interface ProductContents {
  featuresPt: string | null;
  featuresEs: string | null;
  detailsPt: string | null;
  detailsEs: string | null;
}
export interface ProductState {
  id: number;
  code: string;
  fields: ProductFields;
  contents: ProductContents;
  images: string[];
  specs: ImportSpec[];
}

interface StateRow {
  id: number;
  code: string;
  name_pt: string;
  name_es: string;
  system_name: string;
  brand_id: number | null;
  category_id: number;
  department_id: number | null;
  price_usd: string;
  show_price: boolean;
  stock_qty: number;
  store_stock_qty: number;
  has_unit: boolean;
  position: number;
  active: boolean;
  features_pt: string | null;
  features_es: string | null;
  details_html_pt: string | null;
  details_html_es: string | null;
  images: string[] | string;
  specs: string[][] | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The store's current state of these codes, one statement. */
export async function loadStates(db: Db, codes: string[]): Promise<Map<string, ProductState>> {
  const result = await db.execute(sql`
    SELECT p.id, p.code, p.name_pt, p.name_es, p.system_name, p.brand_id, p.category_id, p.department_id,
           p.price_usd::text AS price_usd, p.show_price, p.stock_qty, p.store_stock_qty, p.has_unit, p.position, p.active,
           c.features_pt, c.features_es, c.details_html_pt, c.details_html_es,
           (SELECT coalesce(json_agg(i.url ORDER BY i.position, i.id), '[]') FROM product_images i WHERE i.product_id = p.id) AS images,
           (SELECT coalesce(json_agg(json_build_array(s.name_pt, s.name_es, s.value_pt, s.value_es) ORDER BY s.position, s.id), '[]')
              FROM product_specs s WHERE s.product_id = p.id) AS specs
    FROM products p LEFT JOIN product_contents c ON c.product_id = p.id
    WHERE p.code IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`);
  const map = new Map<string, ProductState>();
  for (const r of (result as unknown as { rows: StateRow[] }).rows) {
    map.set(r.code, {
      id: r.id,
      code: r.code,
      fields: {
        namePt: r.name_pt,
        nameEs: r.name_es,
        systemName: r.system_name,
        brandId: r.brand_id,
        categoryId: r.category_id,
        departmentId: r.department_id,
        priceUsd: r.price_usd,
        showPrice: r.show_price,
        stock: r.stock_qty,
        storeStock: r.store_stock_qty,
        hasUnit: r.has_unit,
        position: r.position,
        active: r.active,
      },
      contents: {
        featuresPt: r.features_pt,
        featuresEs: r.features_es,
        detailsPt: r.details_html_pt,
        detailsEs: r.details_html_es,
      },
      images: json(r.images),
      specs: json(r.specs).map(([namePt, nameEs, valuePt, valueEs]) => ({
        namePt,
        nameEs,
        valuePt,
        valueEs,
      })),
    });
  }
  return map;
}

export interface ResolvedIds {
  brandId?: number;
  categoryId?: number;
  departmentId?: number;
}

/** The fields after the row: what it gives, else what the store has, else a new product's defaults. */
export function targetFields(
  row: ImportRow,
  ids: ResolvedIds,
  current: ProductFields | undefined,
): ProductFields | null {
  const namePt = row.namePt ?? current?.namePt;
  const categoryId = ids.categoryId ?? current?.categoryId;
  const priceUsd = row.priceUsd ?? current?.priceUsd;
  if (namePt === undefined || categoryId === undefined || priceUsd === undefined) return null;
  // A new category without a department given leaves the old department behind: it belongs to the old category.
  const categoryChanged = ids.categoryId !== undefined && ids.categoryId !== current?.categoryId;
  return {
    namePt,
    nameEs: row.nameEs ?? current?.nameEs ?? namePt,
    systemName: row.systemName ?? current?.systemName ?? namePt,
    brandId: ids.brandId ?? current?.brandId ?? null,
    categoryId,
    departmentId: ids.departmentId ?? (categoryChanged ? null : (current?.departmentId ?? null)),
    priceUsd,
    showPrice: row.showPrice ?? current?.showPrice ?? true,
    stock: row.stock ?? current?.stock ?? 0,
    storeStock: row.storeStock ?? current?.storeStock ?? 0,
    hasUnit: row.hasUnit ?? current?.hasUnit ?? true,
    position: row.position ?? current?.position ?? 0,
    active: row.active ?? current?.active ?? true,
  };
}

export function targetContents(row: ImportRow, current: ProductContents | undefined): ProductContents {
  return {
    featuresPt: row.featuresPt ?? current?.featuresPt ?? null,
    featuresEs: row.featuresEs ?? current?.featuresEs ?? row.featuresPt ?? null,
    detailsPt: row.detailsPt ?? current?.detailsPt ?? null,
    detailsEs: row.detailsEs ?? current?.detailsEs ?? row.detailsPt ?? null,
  };
}

export const sameFields = (a: ProductFields, b: ProductFields) =>
  (Object.keys(a) as Array<keyof ProductFields>).every((k) => a[k] === b[k]);
export const sameContents = (a: ProductContents, b: ProductContents) =>
  (Object.keys(a) as Array<keyof ProductContents>).every((k) => a[k] === b[k]);
export const sameList = <T>(a: T[], b: T[]) => JSON.stringify(a) === JSON.stringify(b);
