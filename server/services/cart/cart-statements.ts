import { sql } from 'drizzle-orm';
import { convertUsd, type Rate } from '../../../lib/money';
import type { Db } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { liveSession } from '../accounts/sessions';
import { firstImageUrl } from '../catalog/product-page';
import type { CartHead, LineRow } from './cart-view';
import type { CartProduct } from './cart-products';

/*
 * The statements of a cart change, compiled once and run as named prepared statements (db/prepared.ts): a change is
 * one read (cart, lines and products together) and one write (the cart's version check and every changed line).
 * Columns are spelled out because the same text runs on PGlite and PostgreSQL, and numeric prices come back as
 * text on both (money is never parsed into floats).
 */

/** A runner: the pool, or a transaction (which has the same `_` session). */
type Runner = Pick<Db, '_'>;

/** The cart as read for a change, with `version` (its row's xmin) for the write's optimistic check. */
export interface CartRead {
  head: CartHead & { ordered: boolean; version: string };
  lines: LineRow[];
  products: Map<number, CartProduct>;
}

interface ReadRow extends ProductRow {
  session_customer_id: number | null;
  cart_id: number | null;
  external_id: string;
  currency_id: number;
  address_id: number | null;
  customer_id: number | null;
  ordered: boolean;
  version: string;
  line_id: number | null;
  line_product_id: number | null;
  quantity: number | null;
  line_active: boolean | null;
  unit_price_minor: number | null;
}

/** The customer of the live session whose token hash is `sessionHash` (null for none, or a null hash), as a one-row relation. */
const sessionOf = sql`SELECT (SELECT customer_id FROM sessions
    WHERE ${liveSession(sql`${sql.placeholder('sessionHash')}::text`, sql`${sql.placeholder('now')}::timestamptz`)}) AS customer_id`;

/** What a cart needs of a product, as a select list over `products` (its WHERE is the caller's). */
const productColumns = sql`SELECT products.id, products.code, products.slug, products.name_pt, products.name_es, products.price_usd::text AS price_usd,
      products.show_price, products.stock_qty, products.has_unit, ${firstImageUrl} AS image
    FROM products`;

/** A product's columns as the cart statements return them (null on a row without a product). */
interface ProductRow {
  product_id: number | null;
  code: string | null;
  slug: string | null;
  name_pt: string | null;
  name_es: string | null;
  price_usd: string | null;
  show_price: boolean | null;
  stock_qty: number | null;
  has_unit: boolean | null;
  image: string | null;
}

/** Adds the row's product, priced in `currencyId`, to `products` (rows without a product add nothing). */
function collectProduct(
  products: Map<number, CartProduct>,
  r: ProductRow,
  lang: 'pt' | 'es',
  currencyId: number,
  rates: readonly Rate[],
): void {
  if (r.product_id === null || products.has(r.product_id)) return;
  products.set(r.product_id, {
    id: r.product_id,
    name: lang === 'es' ? r.name_es! : r.name_pt!,
    slug: r.slug!,
    code: r.code!,
    imageUrl: r.image ?? null,
    showsPrice: r.show_price!,
    inStock: r.stock_qty! > 0,
    hasUnit: r.has_unit!,
    available: Math.max(0, r.stock_qty!),
    priceMinor: convertUsd(r.price_usd!, currencyId, rates).minor,
  });
}

const readProducts = namedStatement<ProductRow>(
  'cart_products',
  sql`SELECT p.id AS product_id, p.code, p.slug, p.name_pt, p.name_es, p.price_usd, p.show_price, p.stock_qty, p.has_unit, p.image
  FROM (${productColumns} WHERE products.active AND products.id = any(${sql.placeholder('productIds')}::int[])) p`,
);

/** The products `ids` names (active ones), priced in `currencyId`: for binding, which merges two carts' lines. */
export async function loadCartProducts(
  runner: Runner,
  ids: number[],
  lang: 'pt' | 'es',
  currencyId: number,
  rates: readonly Rate[],
): Promise<Map<number, CartProduct>> {
  const products = new Map<number, CartProduct>();
  const unique = [...new Set(ids)];
  if (!unique.length) return products;
  for (const r of await readProducts(runner, { productIds: unique }))
    collectProduct(products, r, lang, currencyId, rates);
  return products;
}

/**
 * One row per line and per wanted product (the full join of the cart's lines with its products and the extra ones
 * asked for), or one row of the cart alone when it has neither; one row with a null cart for an unknown cart. Every
 * row carries the customer of the bearer session named by `sessionHash`, so a signed-in change checks its session
 * in this round trip instead of one of its own. The products are read by one id array (lines' and extra ids
 * together): an `OR … IN (subquery)` would scan the whole catalogue.
 */
const readCart = namedStatement<ReadRow>(
  'cart_read',
  sql`WITH s AS (${sessionOf}), c AS (
    SELECT id, external_id, currency_id, address_id, customer_id, ordered_at IS NOT NULL AS ordered, xmin::text AS version
    FROM carts WHERE external_id = ${sql.placeholder('externalId')}
  ), l AS (
    SELECT ci.id, ci.product_id, ci.quantity, ci.active, ci.unit_price_minor FROM cart_items ci JOIN c ON ci.cart_id = c.id
  ), p AS (
    ${productColumns}
    WHERE products.active AND products.id = any(ARRAY(SELECT product_id FROM l) || ${sql.placeholder('productIds')}::int[])
  )
  SELECT s.customer_id AS session_customer_id, c.id AS cart_id, c.external_id, c.currency_id, c.address_id, c.customer_id, c.ordered, c.version,
    lp.line_id, lp.line_product_id, lp.quantity, lp.line_active, lp.unit_price_minor,
    lp.product_id, lp.code, lp.slug, lp.name_pt, lp.name_es, lp.price_usd, lp.show_price, lp.stock_qty, lp.has_unit, lp.image
  FROM s LEFT JOIN c ON true LEFT JOIN (
    SELECT l.id AS line_id, l.product_id AS line_product_id, l.quantity, l.active AS line_active, l.unit_price_minor,
      p.id AS product_id, p.code, p.slug, p.name_pt, p.name_es, p.price_usd, p.show_price, p.stock_qty, p.has_unit, p.image
    FROM l FULL JOIN p ON p.id = l.product_id
  ) lp ON c.id IS NOT NULL
  ORDER BY lp.line_id`,
);

/** A bearer session to check in the statement: its token's hash, and the time it must outlive. */
export interface SessionCheck {
  hash: string;
  now: Date;
}

/**
 * The cart, its lines and the products of those lines plus `extraProductIds`, priced in `currencyId` (`cart` null
 * for an unknown cart), and the customer of the live session `session` names (null when it names none, or when
 * no session was given). Runs without a lock: the write that follows checks the cart's version instead.
 */
export async function loadCart(
  runner: Runner,
  externalId: string,
  extraProductIds: number[],
  lang: 'pt' | 'es',
  currencyId: number | undefined,
  rates: readonly Rate[],
  session?: SessionCheck,
): Promise<{ sessionCustomerId: number | null; cart: CartRead | null }> {
  const rows = await readCart(runner, {
    sessionHash: session?.hash ?? null,
    now: session?.now.toISOString() ?? null,
    externalId,
    productIds: [...new Set(extraProductIds)],
  });
  const r0 = rows[0];
  if (r0.cart_id === null) return { sessionCustomerId: r0.session_customer_id, cart: null };
  const head = {
    id: r0.cart_id,
    externalId: r0.external_id,
    currencyId: r0.currency_id,
    addressId: r0.address_id,
    customerId: r0.customer_id,
    ordered: r0.ordered,
    version: r0.version,
  };
  const priceIn = currencyId ?? head.currencyId;
  const lines: LineRow[] = [];
  const products = new Map<number, CartProduct>();
  for (const r of rows) {
    if (r.line_id !== null) {
      lines.push({
        id: r.line_id,
        productId: r.line_product_id!,
        quantity: r.quantity!,
        active: r.line_active!,
        storedPriceMinor: r.unit_price_minor,
      });
    }
    collectProduct(products, r, lang, priceIn, rates);
  }
  return { sessionCustomerId: r0.session_customer_id, cart: { head, lines, products } };
}

/**
 * For a cart's own writes: this statement's transaction commits without waiting for its WAL to reach the disk
 * (PostgreSQL's asynchronous commit, set for this transaction only; orders, payments and accounts keep waiting).
 * The database stays consistent; a PostgreSQL crash can forget cart changes of the last moment (at most three
 * wal_writer_delay, 0.6 s by default), which the shopper redoes, while every change stops holding a pooled
 * connection through a disk flush. A CTE of the statement itself: no extra round trip.
 */
const asyncCommit = sql`SELECT set_config('synchronous_commit', 'off', true)`;

/**
 * Bumps the cart only if its row is still the version read (xmin changes with every update of the row, and every
 * cart writer updates it: changes, binding, checkout), sets its currency, and upserts the changed lines in the same
 * statement. No row back means the cart changed since it was read. Otherwise one row per written line, or one row
 * with a null line when none was written.
 */
const writeCart = namedStatement<{ cart_id: number; id: number | null; product_id: number | null }>(
  'cart_write',
  sql`WITH a AS (${asyncCommit}), c AS (
    UPDATE carts SET updated_at = now(), currency_id = ${sql.placeholder('currencyId')}
    WHERE id = ${sql.placeholder('cartId')} AND xmin = ${sql.placeholder('version')}::text::xid AND EXISTS (SELECT FROM a)
    RETURNING id
  ), w AS (
    INSERT INTO cart_items (cart_id, product_id, quantity, active, unit_price_minor, warehouse_id)
    SELECT c.id, t.product_id, t.quantity, t.active, t.price, 1
    FROM c CROSS JOIN unnest(${sql.placeholder('productIds')}::int[], ${sql.placeholder('quantities')}::int[], ${sql.placeholder('actives')}::bool[], ${sql.placeholder('prices')}::int[])
      AS t(product_id, quantity, active, price)
    ON CONFLICT (cart_id, product_id) DO UPDATE
      SET quantity = excluded.quantity, active = excluded.active, unit_price_minor = excluded.unit_price_minor
    RETURNING id, product_id
  )
  SELECT c.id AS cart_id, w.id, w.product_id FROM c LEFT JOIN w ON true`,
);

export interface LineWrite {
  productId: number;
  quantity: number;
  active: boolean;
  priceMinor: number;
}

/** Writes `lines` if the cart is still at `version`: the new lines' ids by product, or null when the cart changed meanwhile. */
export async function writeCartLines(
  runner: Runner,
  cartId: number,
  version: string,
  currencyId: number,
  lines: LineWrite[],
): Promise<Map<number, number> | null> {
  const rows = await writeCart(runner, {
    cartId,
    version,
    currencyId,
    productIds: lines.map((l) => l.productId),
    quantities: lines.map((l) => l.quantity),
    actives: lines.map((l) => l.active),
    prices: lines.map((l) => l.priceMinor),
  });
  if (!rows.length) return null;
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.product_id!, r.id!]));
}

/** Inside a transaction: holds the cart row until commit, so the read and write that follow cannot be overtaken. */
const lockCartRow = namedStatement<{ id: number }>(
  'cart_lock_row',
  sql`SELECT id FROM carts WHERE external_id = ${sql.placeholder('externalId')} FOR UPDATE`,
);

export const lockCartRowOf = (runner: Runner, externalId: string) => lockCartRow(runner, { externalId });

/**
 * Inserts the cart for `customerId`, or for the customer of the session `sessionHash` names; nothing when a
 * session was named but is not live. Reads the products `productIds` names in the same statement (the products of
 * a cart created with its first lines, which a change would read next). One row per product, or one row without a
 * product; every row carries the session's customer and the new cart's columns and version (null when nothing was
 * inserted).
 */
const insertCart = namedStatement<
  ProductRow & {
    session_customer_id: number | null;
    id: number | null;
    external_id: string;
    currency_id: number;
    address_id: number | null;
    customer_id: number | null;
    version: string;
  }
>(
  'cart_create',
  sql`WITH a AS (${asyncCommit}), s AS (${sessionOf}), ins AS (
    INSERT INTO carts (external_id, currency_id, customer_id, branch_id)
    SELECT ${sql.placeholder('externalId')}, ${sql.placeholder('currencyId')}, coalesce(${sql.placeholder('customerId')}::int, s.customer_id), 1
    FROM s WHERE (${sql.placeholder('sessionHash')}::text IS NULL OR s.customer_id IS NOT NULL) AND EXISTS (SELECT FROM a)
    ON CONFLICT (external_id) DO NOTHING
    RETURNING id, external_id, currency_id, address_id, customer_id, xmin::text AS version
  ), p AS (
    ${productColumns}
    WHERE products.active AND products.id = any(${sql.placeholder('productIds')}::int[])
  )
  SELECT s.customer_id AS session_customer_id, ins.id, ins.external_id, ins.currency_id, ins.address_id, ins.customer_id, ins.version,
    p.id AS product_id, p.code, p.slug, p.name_pt, p.name_es, p.price_usd, p.show_price, p.stock_qty, p.has_unit, p.image
  FROM s LEFT JOIN ins ON true LEFT JOIN p ON ins.id IS NOT NULL`,
);

/**
 * A new empty cart under `externalId` for `customerId`, or for the customer of the live session `session` names,
 * with the products `productIds` names priced in its currency: `cart` null when that external id is taken,
 * `sessionCustomerId` null (and no cart) when `session` names none. `version` is the new row's, for the write of
 * its first lines.
 */
export async function createCart(
  runner: Runner,
  externalId: string,
  currencyId: number,
  customerId: number | null,
  wanted: { productIds: number[]; lang: 'pt' | 'es'; rates: readonly Rate[] },
  session?: SessionCheck,
): Promise<{
  sessionCustomerId: number | null;
  cart: (CartHead & { version: string }) | null;
  products: Map<number, CartProduct>;
}> {
  const rows = await insertCart(runner, {
    sessionHash: session?.hash ?? null,
    now: session?.now.toISOString() ?? null,
    externalId,
    currencyId,
    customerId,
    productIds: [...new Set(wanted.productIds)],
  });
  const row = rows[0];
  const products = new Map<number, CartProduct>();
  if (row.id === null) return { sessionCustomerId: row.session_customer_id, cart: null, products };
  for (const r of rows) collectProduct(products, r, wanted.lang, currencyId, wanted.rates);
  const cart = {
    id: row.id,
    externalId: row.external_id,
    currencyId: row.currency_id,
    addressId: row.address_id,
    customerId: row.customer_id,
    version: row.version,
  };
  return { sessionCustomerId: row.session_customer_id, cart, products };
}
