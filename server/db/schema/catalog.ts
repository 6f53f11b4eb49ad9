import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  numeric,
  type PgColumn,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector (drizzle has no built-in type for it); read only by the database itself. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

interface ListingColumns {
  id: PgColumn;
  categoryId: PgColumn;
  departmentId: PgColumn;
  brandId: PgColumn;
  priceUsd: PgColumn;
  namePt: PgColumn;
  nameEs: PgColumn;
  position: PgColumn;
  inStock: PgColumn;
  active: PgColumn;
  special: PgColumn;
}

/**
 * Listing indexes: scope (none, category, department, brand) × sort (default, price, name in each language),
 * plus the highlights' manual order. With tem_estoque=1 the in-stock column is constant, so the same indexes
 * serve the in-stock-only listings and the autocomplete (in stock, by name).
 */
function listingIndexes(t: ListingColumns) {
  const scopes = [
    ['all', []],
    ['cat', [t.categoryId]],
    ['dep', [t.departmentId]],
    ['brand', [t.brandId]],
  ] as const;
  const sorts = [
    ['price', t.priceUsd],
    ['pt', t.namePt],
    ['es', t.nameEs],
  ] as const;
  type Key = PgColumn | SQL;
  const on = (name: string, keys: Key[], where = sql`${t.active}`) =>
    index(name)
      .on(...(keys as [Key, ...Key[]]))
      .where(where);
  return scopes.flatMap(([scope, cols]) => {
    // A brand's or the whole catalogue's listing leaves the XO line out (NOT special, product-listing.ts); with the
    // flag as the last key (after the unique id, so the order is the same) the rows a deep page skips are read from
    // the index alone, not each from the table (decision 0035, session 17). A category or department is one line.
    const tail = scope === 'brand' || scope === 'all' ? [t.special] : [];
    return [
      on(`products_${scope}_default_idx`, [...cols, sql`${t.inStock} DESC`, sql`${t.id} DESC`, ...tail]),
      ...sorts.flatMap(([sort, key]) => [
        on(`products_${scope}_${sort}_idx`, [
          ...cols,
          sql`${t.inStock} DESC`,
          key,
          sql`${t.id} DESC`,
          ...tail,
        ]),
        on(`products_${scope}_${sort}_twin_idx`, [...cols, t.inStock, key, t.id, ...tail]),
      ]),
      ...(scope === 'cat' || scope === 'brand'
        ? [
            on(
              `products_${scope}_position_idx`,
              [...cols, t.position, sql`${t.id} DESC`, ...tail],
              sql`${t.active} AND ${t.inStock}`,
            ),
          ]
        : []),
    ];
  });
}

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
    /**
     * The product's IVA for Paraguayan buyers (Ley 6380: 10 % general, 5 % on the reduced list, or exempt), what its
     * invoice items say (issue 27; decision 0042). Brazilians' sales are exempt whatever it is.
     */
    vatRate: varchar('vat_rate', { length: 6, enum: ['10', '5', 'exento'] })
      .notNull()
      .default('10'),
    /** Units available for online sale. */
    stockQty: integer('stock_qty').notNull().default(0),
    /**
     * stock_qty > 0, the flag every listing sorts on first (spec §7 "tem_estoque desc"). Indexed instead of
     * stock_qty so a sale that does not sell out is a HOT update (docs/decisions/0016-catalogue-queries.md).
     */
    inStock: boolean('in_stock')
      .notNull()
      .generatedAlwaysAs(sql`stock_qty > 0`),
    /** Units on the shop floor in Ciudad del Este. */
    storeStockQty: integer('store_stock_qty').notNull().default(0),
    /** Has a sale unit configured; without it the item cannot go into a cart (spec §4). */
    hasUnit: boolean('has_unit').notNull().default(true),
    /** Manual ordering for highlights (order_by=ordem). */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /**
     * The category's `special` (the XO line), copied by triggers (migration 0012) so the regular catalogue has an
     * index of its own by price: the XO line's cheap products came first in the whole catalogue's.
     */
    special: boolean('special').notNull().default(false),
    /** lower(unaccent(names, code, brand)): what text search and autocomplete match against. */
    searchText: text('search_text').notNull().default(''),
    /** search_text's words (and the parts of hyphenated or dotted ones) as lexemes, for prefix queries. */
    searchWords: tsvector('search_words')
      .notNull()
      .generatedAlwaysAs(
        sql`array_to_tsvector(array_remove(string_to_array(search_text || ' ' || translate(search_text, '-./', '   '), ' '), ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    uniqueIndex('products_code_uq').on(t.code),
    index('products_listing_idx').on(t.categoryId, t.departmentId),
    index('products_brand_idx').on(t.brandId),
    // Autocomplete and word search: every word of search_text (and the parts of hyphenated codes) as a lexeme,
    // queried with prefix matches ('perfu':*); trigram similarity is only the typo fallback. No pending list
    // (fastupdate off): every search would scan it whole, ~1 ms per query at 100 pages (decision 0016). The
    // trigram index likewise: every typo search read its ~200-page list (migration 0010).
    index('products_search_words_idx').using('gin', t.searchWords).with({ fastupdate: false }),
    index('products_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    // Listings (docs/decisions/0016-catalogue-queries.md): for each scope (none, category, department, brand) one
    // index per sort, in stock first and the id as tie-breaker, so a page is read in order and never sorted. A
    // descending sort reads its "(in stock), key, id" twin backwards.
    ...listingIndexes(t),
    // The regular catalogue by price, ascending (decision 0023): a deep page no longer reads and discards the XO
    // line's cheap products first. Descending reads the whole catalogue's twin backwards, where they come last.
    index('products_regular_price_idx')
      .on(sql`${t.inStock} DESC`, t.priceUsd, sql`${t.id} DESC`)
      .where(sql`${t.active} AND NOT ${t.special}`),
  ],
);

/**
 * How many active products each (category, department, brand, in stock) combination holds, so a listing's
 * total is a sum over a few hundred rows instead of a count over tens of thousands. Kept by triggers on
 * products (migration 0006) as appended +n/-n rows, so concurrent checkouts never wait on one counter row;
 * compact_product_facets() folds them back to one row per combination.
 */
export const productFacets = pgTable(
  'product_facets',
  {
    categoryId: integer('category_id').notNull(),
    departmentId: integer('department_id'),
    brandId: integer('brand_id'),
    inStock: boolean('in_stock').notNull(),
    n: integer('n').notNull(),
  },
  // A listing's total sums its scope's rows: brand and department sums read their few rows, not the whole table
  // (appended +n/-n rows and dead ones from compaction, 65 pages for 185 combinations at 100k products).
  (t) => [
    index('product_facets_category_idx').on(t.categoryId),
    index('product_facets_brand_idx').on(t.brandId),
    index('product_facets_department_idx').on(t.departmentId),
  ],
);

/**
 * Each search lexeme with the first product name (per language and ERP name) that carries it and how many
 * products carry it. A prefix query with many matches starts its name-ordered walk at that first name instead
 * of at "A" ("xo" matches a quarter of the catalogue, all named "XO …"); one with few is read from the GIN
 * index and sorted. Kept by a trigger on products; a first name only ever moves down, so a stale one is merely early.
 */
export const searchLexemes = pgTable('search_lexemes', {
  /** COLLATE "C" in the migration, so `LIKE 'xo%'` is a range read of the primary key. */
  lexeme: text('lexeme').primaryKey(),
  firstPt: text('first_pt'),
  firstEs: text('first_es'),
  firstSystem: text('first_system'),
  /** Active products carrying the lexeme (any stock): a prefix's match count is at most the sum. */
  ndoc: integer('ndoc').notNull().default(0),
});

/**
 * Each lexeme of each active product with the product's names, so the products carrying a lexeme can be read in
 * name order (a name-sorted search whose matches lie far apart in the catalogue's name order walks each of its
 * words' lexemes instead of every match: docs/decisions/0023-search-name-walk.md). Kept by the same triggers as
 * search_lexemes; stock, prices and everything else a listing filters on stay in products.
 */
export const searchNames = pgTable(
  'search_names',
  {
    /** COLLATE "C" in the migration, as search_lexemes.lexeme (the walk joins them). */
    lexeme: text('lexeme').notNull(),
    productId: integer('product_id').notNull(),
    namePt: varchar('name_pt', { length: 200 }).notNull(),
    nameEs: varchar('name_es', { length: 200 }).notNull(),
  },
  // A listing by name orders by (name, id DESC): read forwards for ascending, backwards for descending.
  (t) => [
    index('search_names_pt_idx').on(t.lexeme, t.namePt, sql`${t.productId} DESC`),
    index('search_names_es_idx').on(t.lexeme, t.nameEs, sql`${t.productId} DESC`),
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
  /** Shown only inside [startsAt, endsAt); null means open on that side. */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const sellers = pgTable('sellers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  role: varchar('role', { length: 120 }).notNull(),
  photoUrl: varchar('photo_url', { length: 300 }),
  whatsapp: varchar('whatsapp', { length: 30 }).notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Takes the storefront's WhatsApp conversations in turn (issue 28); none on duty: the store's own number. */
  onDuty: boolean('on_duty').notNull().default(false),
  /** When this seller was last given a conversation: the least recently given one is next. */
  lastGivenAt: timestamp('last_given_at', { withTimezone: true }),
});
