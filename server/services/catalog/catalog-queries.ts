/**
 * The back office's catalogue reads and writes (the repository layer for catalog-admin.ts). The list is keyset
 * paged on the primary key (newest first): every page is an index range whatever the filters, no OFFSET and no
 * total count over 100,000 rows (EXPLAIN figures in docs/decisions/0032-catalogue-editing.md).
 */
import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminProductRow, AdminProductsQuery } from '../../../lib/contract/admin-catalog';
import type { Db } from '../../db/client';
import { brands, categories, productContents, productImages, products, productSpecs } from '../../db/schema';

export const ADMIN_PAGE_SIZE = 50;

/** A search's words as a prefix tsquery over products.search_words (lower case, accents dropped, like search_text). */
export function prefixQuery(q: string): string | null {
  const words = q
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

const rowColumns = {
  id: products.id,
  code: products.code,
  namePt: products.namePt,
  nameEs: products.nameEs,
  brand: brands.name,
  category: categories.namePt,
  special: products.special,
  priceUsd: products.priceUsd,
  stockQty: products.stockQty,
  active: products.active,
  showPrice: products.showPrice,
  picture: sql<
    string | null
  >`(SELECT ${productImages.url} FROM ${productImages} WHERE ${productImages.productId} = ${products.id} ORDER BY ${productImages.position} LIMIT 1)`,
};
type Row = { [K in keyof typeof rowColumns]: unknown } & Record<string, unknown>;

const toRow = (r: Row): AdminProductRow => ({
  id: r.id as number,
  codigo: r.code as string,
  nome_pt: r.namePt as string,
  nome_es: r.nameEs as string,
  marca: (r.brand as string | null) ?? null,
  categoria: r.category as string,
  especial: r.special as boolean,
  preco_usd: r.priceUsd as string,
  estoque: r.stockQty as number,
  visivel: r.active as boolean,
  mostrar_preco: r.showPrice as boolean,
  foto: (r.picture as string | null) ?? null,
});

/** The list's query (one page and one more row, to know whether another page follows); the bench EXPLAINs it. */
export function adminProductsQuery(db: Db, q: AdminProductsQuery) {
  const where: SQL[] = [];
  if (q.q) {
    const words = prefixQuery(q.q);
    const byCode = eq(products.code, q.q.trim().toUpperCase());
    where.push(
      words ? sql`(${byCode} OR ${products.searchWords} @@ to_tsquery('simple', ${words}))` : byCode,
    );
  }
  if (q.marca) where.push(eq(products.brandId, q.marca));
  if (q.categoria) where.push(eq(products.categoryId, q.categoria));
  if (q.departamento) where.push(eq(products.departmentId, q.departamento));
  if (q.visivel) where.push(eq(products.active, q.visivel === '1'));
  if (q.estoque) where.push(eq(products.inStock, q.estoque === '1'));
  if (q.mostrar_preco) where.push(eq(products.showPrice, q.mostrar_preco === '1'));
  if (q.cursor) where.push(lt(products.id, q.cursor));
  return db
    .select(rowColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(...where))
    .orderBy(desc(products.id))
    .limit(ADMIN_PAGE_SIZE + 1);
}

export async function listAdminProducts(
  db: Db,
  q: AdminProductsQuery,
): Promise<{ data: AdminProductRow[]; next_cursor: number | null }> {
  const rows = await adminProductsQuery(db, q);
  const page = rows.slice(0, ADMIN_PAGE_SIZE).map((r) => toRow(r as Row));
  return { data: page, next_cursor: rows.length > ADMIN_PAGE_SIZE ? page[page.length - 1].id : null };
}

type Reader = Pick<Db, 'select'>;

/** Everything the editor shows, or null; `lock` takes the product's row lock (inside a transaction). */
export async function readAdminProduct(db: Reader & { select: Db['select'] }, id: number, lock = false) {
  const base = db
    .select({ p: products, brand: brands.name, category: categories.namePt })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(eq(products.id, id));
  const [row] = lock ? await base.for('update', { of: products }) : await base;
  if (!row) return null;
  const [contents] = await db.select().from(productContents).where(eq(productContents.productId, id));
  const specs = await db
    .select()
    .from(productSpecs)
    .where(eq(productSpecs.productId, id))
    .orderBy(asc(productSpecs.position), asc(productSpecs.id));
  const pictures = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return { ...row, contents: contents ?? null, specs, pictures };
}
export type AdminProductRecord = NonNullable<Awaited<ReturnType<typeof readAdminProduct>>>;

/** search_text as the import computes it (server/services/catalog-import/write-products.ts), for one product. */
export const SEARCH_TEXT_OF_ROW = sql`lower(f_unaccent(${products.namePt} || ' ' || ${products.nameEs} || ' ' || ${products.systemName} || ' ' || ${products.code} || ' ' || coalesce((SELECT ${brands.name} FROM ${brands} WHERE ${brands.id} = ${products.brandId}), '')))`;

export async function refreshSearchText(tx: Pick<Db, 'update'>, where: SQL) {
  await tx.update(products).set({ searchText: SEARCH_TEXT_OF_ROW }).where(where);
}

export async function replaceSpecs(
  tx: Pick<Db, 'delete' | 'insert'>,
  productId: number,
  specs: { namePt: string; nameEs: string; valuePt: string; valueEs: string }[],
) {
  await tx.delete(productSpecs).where(eq(productSpecs.productId, productId));
  if (specs.length)
    await tx.insert(productSpecs).values(specs.map((s, position) => ({ ...s, productId, position })));
}

export async function replacePictures(tx: Pick<Db, 'delete' | 'insert'>, productId: number, urls: string[]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length)
    await tx.insert(productImages).values(urls.map((url, position) => ({ url, productId, position })));
}

export async function upsertContents(
  tx: Pick<Db, 'insert'>,
  productId: number,
  set: { featuresPt?: string; featuresEs?: string },
) {
  await tx
    .insert(productContents)
    .values({ productId, ...set })
    .onConflictDoUpdate({ target: productContents.productId, set });
}
