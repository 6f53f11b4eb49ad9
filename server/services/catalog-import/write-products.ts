/**
 * The writes of one batch, each one statement over a JSON parameter (json_to_recordset), as the demo seed writes:
 * new products, changed products, their texts, pictures and specifications. search_text is computed here, with
 * the expression text search uses; facets, lexemes and search names follow from the triggers (migrations
 * 0006–0012), so an imported product is listed, searched and autocompleted like any other.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ProductContents, ProductFields } from './product-state';
import type { ImportSpec } from './row-parser';

const SEARCH_TEXT = sql.raw(
  `lower(f_unaccent(x.name_pt || ' ' || x.name_es || ' ' || x.system_name || ' ' || x.code || ' ' || coalesce(b.name, '')))`,
);
const FIELDS_RECORD =
  sql.raw(`id int, code text, slug text, name_pt text, name_es text, system_name text, brand_id int, category_id int,
  department_id int, price_usd numeric, show_price boolean, stock_qty int, store_stock_qty int, has_unit boolean, position int, active boolean`);

export interface FieldsRow {
  id?: number;
  code: string;
  slug?: string;
  fields: ProductFields;
}

const fieldsJson = (rows: FieldsRow[]) =>
  JSON.stringify(
    rows.map(({ id, code, slug, fields: f }) => ({
      id: id ?? null,
      code,
      slug: slug ?? null,
      name_pt: f.namePt,
      name_es: f.nameEs,
      system_name: f.systemName,
      brand_id: f.brandId,
      category_id: f.categoryId,
      department_id: f.departmentId,
      price_usd: f.priceUsd,
      show_price: f.showPrice,
      stock_qty: f.stock,
      store_stock_qty: f.storeStock,
      has_unit: f.hasUnit,
      position: f.position,
      active: f.active,
    })),
  );

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Inserts new products; their ids by code. */
export async function insertProducts(db: Db, rows: FieldsRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const result = await db.execute(sql`
    INSERT INTO products (code, slug, name_pt, name_es, system_name, brand_id, category_id, department_id, price_usd, show_price,
                          stock_qty, store_stock_qty, has_unit, position, active, search_text)
    SELECT x.code, x.slug, x.name_pt, x.name_es, x.system_name, x.brand_id, x.category_id, x.department_id, x.price_usd, x.show_price,
           x.stock_qty, x.store_stock_qty, x.has_unit, x.position, x.active, ${SEARCH_TEXT}
    FROM json_to_recordset(${fieldsJson(rows)}::json) AS x(${FIELDS_RECORD})
    LEFT JOIN brands b ON b.id = x.brand_id
    RETURNING id, code`);
  return new Map(rowsOf<{ id: number; code: string }>(result).map((r) => [r.code, r.id]));
}

/** Updates changed products in place (the slug stays: a product's URL does not move with its name). */
export async function updateProducts(db: Db, rows: FieldsRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE products p SET name_pt = x.name_pt, name_es = x.name_es, system_name = x.system_name, brand_id = x.brand_id,
      category_id = x.category_id, department_id = x.department_id, price_usd = x.price_usd, show_price = x.show_price,
      stock_qty = x.stock_qty, store_stock_qty = x.store_stock_qty, has_unit = x.has_unit, position = x.position,
      active = x.active, search_text = ${SEARCH_TEXT}, updated_at = now()
    FROM json_to_recordset(${fieldsJson(rows)}::json) AS x(${FIELDS_RECORD})
    LEFT JOIN brands b ON b.id = x.brand_id
    WHERE p.id = x.id`);
}

export async function upsertContents(
  db: Db,
  rows: Array<{ productId: number; contents: ProductContents }>,
): Promise<void> {
  if (rows.length === 0) return;
  const data = rows.map(({ productId, contents: c }) => ({
    product_id: productId,
    features_pt: c.featuresPt,
    features_es: c.featuresEs,
    details_html_pt: c.detailsPt,
    details_html_es: c.detailsEs,
  }));
  await db.execute(sql`
    INSERT INTO product_contents (product_id, features_pt, features_es, details_html_pt, details_html_es)
    SELECT * FROM json_to_recordset(${JSON.stringify(data)}::json)
      AS x(product_id int, features_pt text, features_es text, details_html_pt text, details_html_es text)
    ON CONFLICT (product_id) DO UPDATE SET features_pt = EXCLUDED.features_pt, features_es = EXCLUDED.features_es,
      details_html_pt = EXCLUDED.details_html_pt, details_html_es = EXCLUDED.details_html_es`);
}

/**
 * Ids whose old rows must go first: only products the store had (a product created in this batch has none, and
 * the DELETE's scan cost ~20 ms a batch for nothing at 100,000 products).
 */
const existingIds = (rows: Array<{ productId: number; existed: boolean }>) =>
  `{${rows
    .filter((r) => r.existed)
    .map((r) => r.productId)
    .join(',')}}`;

/** Replaces the picture lists of these products. */
export async function replaceImages(
  db: Db,
  rows: Array<{ productId: number; existed: boolean; images: string[] }>,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = existingIds(rows);
  if (ids !== '{}') await db.execute(sql`DELETE FROM product_images WHERE product_id = ANY(${ids}::int[])`);
  const data = rows.flatMap((r) =>
    r.images.map((url, position) => ({ product_id: r.productId, url, position })),
  );
  if (data.length === 0) return;
  await db.execute(sql`
    INSERT INTO product_images (product_id, url, position)
    SELECT * FROM json_to_recordset(${JSON.stringify(data)}::json) AS x(product_id int, url text, position smallint)`);
}

/** Replaces the specification lists of these products. */
export async function replaceSpecs(
  db: Db,
  rows: Array<{ productId: number; existed: boolean; specs: ImportSpec[] }>,
): Promise<void> {
  if (rows.length === 0) return;
  const ids = existingIds(rows);
  if (ids !== '{}') await db.execute(sql`DELETE FROM product_specs WHERE product_id = ANY(${ids}::int[])`);
  const data = rows.flatMap((r) =>
    r.specs.map((s, position) => ({
      product_id: r.productId,
      name_pt: s.namePt,
      name_es: s.nameEs,
      value_pt: s.valuePt,
      value_es: s.valueEs,
      position,
    })),
  );
  if (data.length === 0) return;
  await db.execute(sql`
    INSERT INTO product_specs (product_id, name_pt, name_es, value_pt, value_es, position)
    SELECT * FROM json_to_recordset(${JSON.stringify(data)}::json)
      AS x(product_id int, name_pt text, name_es text, value_pt text, value_es text, position smallint)`);
}

/** Slugs already taken among these candidates. */
export async function takenSlugs(db: Db, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const result = await db.execute(
    sql`SELECT slug FROM products WHERE slug IN (SELECT jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb))`,
  );
  return new Set(rowsOf<{ slug: string }>(result).map((r) => r.slug));
}

export interface StockPriceRow {
  id: number;
  priceUsd: string;
  stock: number;
  storeStock: number;
}

/** The fast path's one statement: price and stock of these products, nothing else touched. */
export async function updateStockPrice(db: Db, rows: StockPriceRow[]): Promise<void> {
  if (rows.length === 0) return;
  const data = rows.map((r) => ({
    id: r.id,
    price_usd: r.priceUsd,
    stock_qty: r.stock,
    store_stock_qty: r.storeStock,
  }));
  await db.execute(sql`
    UPDATE products p SET price_usd = x.price_usd, stock_qty = x.stock_qty, store_stock_qty = x.store_stock_qty, updated_at = now()
    FROM json_to_recordset(${JSON.stringify(data)}::json) AS x(id int, price_usd numeric, stock_qty int, store_stock_qty int)
    WHERE p.id = x.id`);
}

export async function loadStockPrice(db: Db, codes: string[]): Promise<Map<string, StockPriceRow>> {
  const result = await db.execute(sql`
    SELECT id, code, price_usd::text AS price_usd, stock_qty, store_stock_qty FROM products
    WHERE code IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`);
  return new Map(
    rowsOf<{ id: number; code: string; price_usd: string; stock_qty: number; store_stock_qty: number }>(
      result,
    ).map((r) => [
      r.code,
      { id: r.id, priceUsd: r.price_usd, stock: r.stock_qty, storeStock: r.store_stock_qty },
    ]),
  );
}
