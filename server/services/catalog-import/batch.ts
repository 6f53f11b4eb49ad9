/**
 * One batch of valid rows: compare with the store, then (apply) write what differs. Dry run and apply share this
 * code path up to the writes, so a dry run's created/changed/unchanged is what the apply does.
 */
import { sql } from 'drizzle-orm';
import { slugify } from '../../../lib/slug';
import type { Db } from '../../db/client';
import type { RowIssue } from './messages';
import { importPicture, PictureError, pictureSource, type PictureContext } from './pictures';
import {
  loadStates,
  sameContents,
  sameFields,
  sameList,
  targetContents,
  targetFields,
  type ProductState,
  type ResolvedIds,
} from './product-state';
import type { ImportRow } from './row-parser';
import type { Taxonomy } from '../catalog/taxonomy-import';
import {
  insertProducts,
  loadStockPrice,
  replaceImages,
  replaceSpecs,
  takenSlugs,
  updateProducts,
  updateStockPrice,
  upsertContents,
  type FieldsRow,
  type StockPriceRow,
} from './write-products';

export interface BatchResult {
  created: number;
  changed: number;
  unchanged: number;
  issues: RowIssue[];
  /** Products created or changed (ids; none in a dry run for new ones). */
  productIds: number[];
  /** Pictures the apply would download (dry run) or downloaded. */
  picturesFetched: number;
}

const empty = (): BatchResult => ({
  created: 0,
  changed: 0,
  unchanged: 0,
  issues: [],
  productIds: [],
  picturesFetched: 0,
});
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Fast path: code + price and/or stock; unknown codes are row errors (it never creates). */
export async function stockPriceBatch(db: Db, rows: ImportRow[], apply: boolean): Promise<BatchResult> {
  const out = empty();
  const current = await loadStockPrice(
    db,
    rows.map((r) => r.code),
  );
  const updates: StockPriceRow[] = [];
  for (const row of rows) {
    const now = current.get(row.code);
    if (!now) {
      out.issues.push({ line: row.line, code: 'product-unknown', productCode: row.code });
      continue;
    }
    const next = {
      id: now.id,
      priceUsd: row.priceUsd ?? now.priceUsd,
      stock: row.stock ?? now.stock,
      storeStock: row.storeStock ?? now.storeStock,
    };
    if (next.priceUsd === now.priceUsd && next.stock === now.stock && next.storeStock === now.storeStock)
      out.unchanged++;
    else {
      out.changed++;
      updates.push(next);
      out.productIds.push(now.id);
    }
  }
  if (apply) await updateStockPrice(db, updates);
  return out;
}

/** Resolves a row's picture list to public URLs: known sources from the map, new ones fetched (apply) or marked. */
async function resolvePictures(
  db: Db,
  rows: ImportRow[],
  context: PictureContext,
  apply: boolean,
  out: BatchResult,
): Promise<Map<ImportRow, string[] | undefined>> {
  const refs = new Map<string, { key: string; bytes?: Buffer } | PictureError>();
  for (const row of rows)
    for (const ref of row.pictures ?? [])
      if (!ref.startsWith('/media/') && !refs.has(ref))
        refs.set(
          ref,
          await pictureSource(ref, context).catch((e: unknown) =>
            e instanceof PictureError ? e : Promise.reject(e),
          ),
        );
  const keys = [...refs.values()].flatMap((s) => (s instanceof PictureError ? [] : [s.key]));
  const known = new Map<string, string>();
  if (keys.length)
    for (const r of rowsOf<{ source: string; hash: string }>(
      await db.execute(
        sql`SELECT source, hash FROM catalog_import_pictures WHERE source IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
      ),
    ))
      known.set(r.source, `/media/uploads/${r.hash}.webp`);
  const fetched = new Map<string, string | PictureError>();
  const pending = [...refs.entries()].filter(([, s]) => !(s instanceof PictureError) && !known.has(s.key));
  // A dry run counts what an apply would download; an apply what it stored.
  if (!apply) out.picturesFetched += pending.length;
  if (apply) {
    // A few at a time: the sources are other people's servers.
    for (let i = 0; i < pending.length; i += 4) {
      await Promise.all(
        pending.slice(i, i + 4).map(async ([ref, source]) => {
          const s = source as { key: string; bytes?: Buffer };
          try {
            const { hash, url } = await importPicture(ref, s, context);
            await db.execute(sql`INSERT INTO catalog_import_pictures (source, hash) VALUES (${s.key}, ${hash})
              ON CONFLICT (source) DO UPDATE SET hash = EXCLUDED.hash, fetched_at = now()`);
            fetched.set(ref, url);
            out.picturesFetched++;
          } catch (error) {
            if (!(error instanceof PictureError)) throw error;
            fetched.set(ref, error);
          }
        }),
      );
    }
  }
  const resolved = new Map<ImportRow, string[] | undefined>();
  for (const row of rows) {
    if (!row.pictures) continue;
    const urls: string[] = [];
    let failed = 0;
    for (const ref of row.pictures) {
      if (ref.startsWith('/media/')) {
        urls.push(ref);
        continue;
      }
      const source = refs.get(ref)!;
      const url =
        source instanceof PictureError
          ? source
          : (known.get(source.key) ?? fetched.get(ref) ?? `pending:${ref}`);
      if (url instanceof PictureError) {
        failed++;
        out.issues.push({
          line: row.line,
          code: 'picture-failed',
          productCode: row.code,
          params: { value: ref.slice(0, 120), reason: url.message },
        });
      } else urls.push(url);
    }
    // Every picture failed: the product keeps the pictures it has rather than losing them all.
    resolved.set(row, failed === row.pictures.length && failed > 0 ? undefined : urls);
  }
  return resolved;
}

/** A new product's slug: its name and code, unique among the store's and the batch's. */
async function assignSlugs(
  db: Db,
  rows: Array<{ row: ImportRow; namePt: string }>,
): Promise<Map<ImportRow, string>> {
  const base = new Map(
    rows.map(({ row, namePt }) => [
      row,
      `${slugify(namePt, 150)}-${slugify(row.code, 45)}`.replace(/^-+|-+$/g, '') || slugify(row.code),
    ]),
  );
  const taken = await takenSlugs(db, [...base.values()]);
  const out = new Map<ImportRow, string>();
  for (const [row, slug] of base) {
    let candidate = slug;
    for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
    taken.add(candidate);
    out.set(row, candidate);
  }
  return out;
}

export async function fullBatch(
  db: Db,
  rows: ImportRow[],
  taxonomy: Taxonomy,
  context: PictureContext,
  apply: boolean,
): Promise<BatchResult> {
  const out = empty();
  const writer = apply ? db : undefined;
  const states = await loadStates(
    db,
    rows.map((r) => r.code),
  );
  const pictures = await resolvePictures(db, rows, context, apply, out);
  const inserts: Array<{ row: ImportRow; target: FieldsRow }> = [];
  const updates: FieldsRow[] = [];
  const contents: Array<{
    row: ImportRow;
    state?: ProductState;
    contents: ReturnType<typeof targetContents>;
  }> = [];
  const images: Array<{ row: ImportRow; state?: ProductState; images: string[] }> = [];
  const specs: Array<{ row: ImportRow; state?: ProductState; specs: NonNullable<ImportRow['specs']> }> = [];
  for (const row of rows) {
    const state = states.get(row.code);
    const ids: ResolvedIds = {};
    if (row.brand) ids.brandId = await taxonomy.brandId(row.brand, writer);
    if (row.category) ids.categoryId = await taxonomy.categoryId(row.category, row.categoryEs, writer);
    if (row.department && ids.categoryId !== undefined)
      ids.departmentId = await taxonomy.departmentId(
        ids.categoryId,
        row.department,
        row.departmentEs,
        writer,
      );
    const fields = targetFields(row, ids, state?.fields);
    if (!fields) {
      const code =
        row.namePt === undefined
          ? 'name-missing'
          : ids.categoryId === undefined
            ? 'category-missing'
            : 'price-missing';
      out.issues.push({ line: row.line, code, productCode: row.code });
      continue;
    }
    const text = targetContents(row, state?.contents);
    const pictureList = pictures.get(row);
    let touched = false;
    if (!state) inserts.push({ row, target: { code: row.code, fields } });
    else if (!sameFields(fields, state.fields)) {
      updates.push({ id: state.id, code: row.code, fields });
      touched = true;
    }
    if (!state || !sameContents(text, state.contents)) {
      contents.push({ row, state, contents: text });
      touched = true;
    }
    if (pictureList && (!state || !sameList(pictureList, state.images))) {
      images.push({ row, state, images: pictureList });
      touched = true;
    }
    if (row.specs && (!state || !sameList(row.specs, state.specs))) {
      specs.push({ row, state, specs: row.specs });
      touched = true;
    }
    if (!state) out.created++;
    else if (touched) {
      out.changed++;
      out.productIds.push(state.id);
    } else out.unchanged++;
  }
  if (!apply) return out;
  const slugs = await assignSlugs(
    db,
    inserts.map(({ row, target }) => ({ row, namePt: target.fields.namePt })),
  );
  const newIds = await insertProducts(
    db,
    inserts.map(({ row, target }) => ({ ...target, slug: slugs.get(row) })),
  );
  out.productIds.push(...newIds.values());
  const idOf = (row: ImportRow, state?: ProductState) => state?.id ?? newIds.get(row.code)!;
  await updateProducts(db, updates);
  await upsertContents(
    db,
    contents.map((c) => ({ productId: idOf(c.row, c.state), contents: c.contents })),
  );
  await replaceImages(
    db,
    images.map((c) => ({
      productId: idOf(c.row, c.state),
      existed: c.state !== undefined,
      images: c.images,
    })),
  );
  await replaceSpecs(
    db,
    specs.map((c) => ({ productId: idOf(c.row, c.state), existed: c.state !== undefined, specs: c.specs })),
  );
  return out;
}
