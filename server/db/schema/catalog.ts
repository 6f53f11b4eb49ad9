import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 140 }).notNull(),
    logoUrl: varchar('logo_url', { length: 300 }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

/** Regular and special (XO line) categories share one table; `special` tells them apart. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    namePt: varchar('name_pt', { length: 120 }).notNull(),
    nameEs: varchar('name_es', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 140 }).notNull(),
    special: boolean('special').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug)],
);

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    namePt: varchar('name_pt', { length: 120 }).notNull(),
    nameEs: varchar('name_es', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 140 }).notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('departments_category_slug_uq').on(t.categoryId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    namePt: varchar('name_pt', { length: 200 }).notNull(),
    nameEs: varchar('name_es', { length: 200 }).notNull(),
    /** The ERP's name (nome_sistema), preferred in special lists. */
    systemName: varchar('system_name', { length: 200 }).notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    departmentId: integer('department_id').references(() => departments.id),
    /** Sale price in US dollars: the store's base currency. */
    priceUsd: numeric('price_usd', { precision: 14, scale: 2 }).notNull(),
    showPrice: boolean('show_price').notNull().default(true),
    /** Units available for online sale. */
    stockQty: integer('stock_qty').notNull().default(0),
    /** Units on the shop floor in Ciudad del Este. */
    storeStockQty: integer('store_stock_qty').notNull().default(0),
    /** Has a sale unit configured; without it the item cannot go into a cart (spec §4). */
    hasUnit: boolean('has_unit').notNull().default(true),
    /** Manual ordering for highlights (order_by=ordem). */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** lower(unaccent(names, code, brand)): what text search and autocomplete match against. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_code_uq').on(t.code),
    index('products_listing_idx').on(t.categoryId, t.departmentId),
    // Listing sorts served straight from an index (top-N without sorting the category): default order and
    // price both ways (the descending one is this index read backwards).
    index('products_cat_default_idx')
      .on(t.categoryId, sql`(${t.stockQty} > 0) DESC`, sql`${t.id} DESC`)
      .where(sql`${t.active}`),
    index('products_cat_price_asc_idx')
      .on(t.categoryId, sql`(${t.stockQty} > 0) DESC`, t.priceUsd, sql`${t.id} DESC`)
      .where(sql`${t.active}`),
    index('products_cat_price_desc_idx')
      .on(t.categoryId, sql`(${t.stockQty} > 0)`, t.priceUsd, t.id)
      .where(sql`${t.active}`),
    index('products_brand_idx').on(t.brandId),
    index('products_stock_id_idx').on(sql`(${t.stockQty} > 0) DESC`, sql`${t.id} DESC`),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_name_pt_idx').on(t.namePt),
  ],
);

/**
 * Long texts live apart from `products` so listings, counts and sorts scan narrow rows (about 200 bytes
 * instead of 1.6 KB): at 100,000 products that is 20 MB instead of 170 MB to read.
 */
export const productContents = pgTable('product_contents', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  featuresPt: text('features_pt'),
  featuresEs: text('features_es'),
  detailsHtmlPt: text('details_html_pt'),
  detailsHtmlEs: text('details_html_es'),
});

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: varchar('url', { length: 300 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productSpecs = pgTable(
  'product_specs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    namePt: varchar('name_pt', { length: 120 }).notNull(),
    nameEs: varchar('name_es', { length: 120 }).notNull(),
    valuePt: varchar('value_pt', { length: 300 }).notNull(),
    valueEs: varchar('value_es', { length: 300 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('product_specs_product_idx').on(t.productId, t.position)],
);

/** Spec §3 banner types: 1 main, 2 side, 3/5/6 central groups, 4 second side, 7 popup. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  typeId: smallint('type_id').notNull(),
  /** 'pt', 'es' or null for both languages. */
  lang: varchar('lang', { length: 2 }),
  imageUrl: varchar('image_url', { length: 300 }).notNull(),
  link: varchar('link', { length: 300 }),
  description: varchar('description', { length: 200 }).notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  role: varchar('role', { length: 120 }).notNull(),
  photoUrl: varchar('photo_url', { length: 300 }),
  whatsapp: varchar('whatsapp', { length: 30 }).notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});
