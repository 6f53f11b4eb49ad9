import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRows, syncSequence, upsertById, type Columns } from '../../db/reference/bulk-insert';
import { BRANDS, brandLogoUrl, CATEGORIES, DEPARTMENTS } from '../catalog-model/catalog-taxonomy';
import { generateProduct, productImageUrl } from '../catalog-model/product-generator';
import type { Geography } from '../../db/reference/reference-data';
import { PICKUP_POINT_COLUMNS } from '../../db/reference/store-reference';
import {
  bannerRows,
  deliveryServiceRows,
  highlightCarouselRows,
  pickupPointRows,
  sellerRows,
} from './store-data';

/** Target columns and the types json_to_recordset reads them as, per table. */
// prettier-ignore
const COLS = {
  brands: [['id', 'int'], ['name', 'text'], ['slug', 'text'], ['logo_url', 'text'], ['active', 'boolean']],
  categories: [['id', 'int'], ['name_pt', 'text'], ['name_es', 'text'], ['slug', 'text'], ['special', 'boolean'], ['position', 'int'], ['active', 'boolean']],
  departments: [['id', 'int'], ['category_id', 'int'], ['name_pt', 'text'], ['name_es', 'text'], ['slug', 'text'], ['position', 'int'], ['active', 'boolean']],
  products: [
    ['id', 'int'], ['code', 'text'], ['slug', 'text'], ['name_pt', 'text'], ['name_es', 'text'], ['system_name', 'text'],
    ['brand_id', 'int'], ['category_id', 'int'], ['department_id', 'int'], ['price_usd', 'numeric'], ['show_price', 'boolean'],
    ['stock_qty', 'int'], ['store_stock_qty', 'int'], ['has_unit', 'boolean'], ['position', 'int'], ['active', 'boolean'],
    ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ],
  product_contents: [['product_id', 'int'], ['features_pt', 'text'], ['features_es', 'text'], ['details_html_pt', 'text'], ['details_html_es', 'text']],
  product_images: [['id', 'int'], ['product_id', 'int'], ['url', 'text'], ['position', 'smallint']],
  product_specs: [['id', 'int'], ['product_id', 'int'], ['name_pt', 'text'], ['name_es', 'text'], ['value_pt', 'text'], ['value_es', 'text'], ['position', 'smallint']],
  banners: [['id', 'int'], ['type_id', 'smallint'], ['lang', 'text'], ['image_url', 'text'], ['link', 'text'], ['description', 'text'], ['position', 'int'], ['active', 'boolean']],
  sellers: [['id', 'int'], ['name', 'text'], ['role', 'text'], ['photo_url', 'text'], ['whatsapp', 'text'], ['position', 'int'], ['active', 'boolean']],
  highlight_carousels: [['id', 'int'], ['category_id', 'int'], ['brand_id', 'int'], ['position', 'int'], ['active', 'boolean']],
  delivery_services: [['id', 'int'], ['integrator_id', 'int'], ['name', 'text'], ['base_fee_pyg', 'int'], ['per_item_fee_pyg', 'int'], ['lead_time_days', 'smallint'], ['city_ids', 'jsonb'], ['active', 'boolean']],
} satisfies Record<string, Columns>;

export async function seedTaxonomy(db: Db) {
  const brands = await insertRows(
    db,
    'brands',
    COLS.brands,
    BRANDS.map((b) => ({
      id: b.id,
      name: b.name,
      slug: b.slug,
      logo_url: brandLogoUrl(b.slug),
      active: true,
    })),
  );
  const categories = await insertRows(
    db,
    'categories',
    COLS.categories,
    CATEGORIES.map((c, i) => ({
      id: c.id,
      name_pt: c.namePt,
      name_es: c.nameEs,
      slug: c.slug,
      special: c.special,
      position: i + 1,
      active: true,
    })),
  );
  const departments = await insertRows(
    db,
    'departments',
    COLS.departments,
    DEPARTMENTS.map((d, i) => ({
      id: d.id,
      category_id: d.categoryId,
      name_pt: d.namePt,
      name_es: d.nameEs,
      slug: d.slug,
      position: i + 1,
      active: true,
    })),
  );
  for (const t of ['brands', 'categories', 'departments']) await syncSequence(db, t);
  return { brands, categories, departments };
}

/**
 * search_text is computed by PostgreSQL in the same statement, with the very expression searches use:
 * lower(f_unaccent(name_pt || ' ' || name_es || ' ' || system_name || ' ' || code || ' ' || brand name)).
 */
export const SEARCH_TEXT_SQL = `lower(f_unaccent(x."name_pt" || ' ' || x."name_es" || ' ' || x."system_name" || ' ' || x."code" || ' ' || coalesce(b."name", '')))`;
const PRODUCT_SELECT = `${COLS.products.map(([n]) => `x."${n}"`).join(', ')}, ${SEARCH_TEXT_SQL}`;

export interface ProductSeedOptions {
  count: number;
  batchSize: number;
  onProgress?: (done: number, total: number) => void;
}

export async function seedProducts(db: Db, { count, batchSize, onProgress }: ProductSeedOptions) {
  let imageId = 0;
  let specId = 0;
  for (let start = 0; start < count; start += batchSize) {
    const products: object[] = [];
    const images: object[] = [];
    const specs: object[] = [];
    const contents: object[] = [];
    for (let index = start; index < Math.min(count, start + batchSize); index++) {
      const p = generateProduct(index);
      products.push({
        id: p.id,
        code: p.code,
        slug: p.slug,
        name_pt: p.namePt,
        name_es: p.nameEs,
        system_name: p.systemName,
        brand_id: p.brandId,
        category_id: p.categoryId,
        department_id: p.departmentId,
        price_usd: p.priceUsd,
        show_price: p.showPrice,
        stock_qty: p.stockQty,
        store_stock_qty: p.storeStockQty,
        has_unit: p.hasUnit,
        position: p.position,
        active: true,
        created_at: p.createdAt,
        updated_at: p.createdAt,
      });
      contents.push({
        product_id: p.id,
        features_pt: p.featuresPt,
        features_es: p.featuresEs,
        details_html_pt: p.detailsHtmlPt,
        details_html_es: p.detailsHtmlEs,
      });
      for (let n = 1; n <= p.imageCount; n++)
        images.push({ id: ++imageId, product_id: p.id, url: productImageUrl(p.code, n), position: n - 1 });
      p.specs.forEach((s, i) =>
        specs.push({
          id: ++specId,
          product_id: p.id,
          name_pt: s.namePt,
          name_es: s.nameEs,
          value_pt: s.valuePt,
          value_es: s.valueEs,
          position: i,
        }),
      );
    }
    await insertRows(db, 'products', COLS.products, products, {
      batchSize,
      select: PRODUCT_SELECT,
      from: 'LEFT JOIN "brands" b ON b."id" = x."brand_id"',
      extraTargets: ['search_text'],
    });
    await insertRows(db, 'product_contents', COLS.product_contents, contents, { batchSize });
    await insertRows(db, 'product_images', COLS.product_images, images, { batchSize: batchSize * 5 });
    await insertRows(db, 'product_specs', COLS.product_specs, specs, { batchSize: batchSize * 8 });
    onProgress?.(Math.min(count, start + batchSize), count);
  }
  for (const t of ['products', 'product_images', 'product_specs']) await syncSequence(db, t);
  // Each batch appended its own facet counts (migration 0006's trigger): fold them into one row per combination.
  await db.execute(sql`SELECT compact_product_facets()`);
  return { products: count, images: imageId, specs: specId };
}

export async function seedStoreData(db: Db, geo: Geography, heroSlug: string | null) {
  const banners = await insertRows(db, 'banners', COLS.banners, bannerRows(heroSlug));
  const sellers = await insertRows(db, 'sellers', COLS.sellers, sellerRows());
  const deliveryServices = await insertRows(
    db,
    'delivery_services',
    COLS.delivery_services,
    deliveryServiceRows(geo),
  );
  // The store's own counter (id 1) is reference data and may be there already.
  const pickupPoints = await insertRows(db, 'pickup_points', PICKUP_POINT_COLUMNS, pickupPointRows(geo), {
    onConflict: upsertById(PICKUP_POINT_COLUMNS),
  });
  await insertRows(db, 'highlight_carousels', COLS.highlight_carousels, highlightCarouselRows());
  for (const t of ['banners', 'sellers', 'delivery_services', 'pickup_points', 'highlight_carousels'])
    await syncSequence(db, t);
  return { banners, sellers, deliveryServices, pickupPoints };
}

/** Catalogue and store tables, plus carts and orders that point at them. Customers and geography stay. */
export const RESET_TABLES = [
  'order_items',
  'payments',
  'orders',
  'cart_items',
  'carts',
  'product_specs',
  'product_images',
  'product_contents',
  'products',
  'departments',
  'categories',
  'brands',
  'banners',
  'highlight_carousels',
  'sellers',
  'exchange_rates',
  'delivery_services',
  'pickup_points',
] as const;

export async function resetCatalogue(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`TRUNCATE ${RESET_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`),
  );
}
