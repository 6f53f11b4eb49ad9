import { eq } from 'drizzle-orm';
import type {
  AdminProduct,
  AdminProductsQuery,
  SaveProduct,
  VatRate,
} from '../../../lib/contract/admin-catalog';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { writeAudit, type Actor } from '../staff/audit';
import {
  listAdminProducts,
  readAdminProduct,
  refreshSearchText,
  replacePictures,
  replaceSpecs,
  upsertContents,
  type AdminProductRecord,
} from './catalog-queries';

/** What a catalogue change must refresh: these products' pages, and every listing when `listings` (decision 0032). */
export interface CatalogAnnouncement {
  productIds: number[];
  listings: boolean;
}
export type AnnounceCatalog = (reason: string, change: CatalogAnnouncement) => Promise<void>;

function toProduct(r: AdminProductRecord): AdminProduct {
  return {
    id: r.p.id,
    codigo: r.p.code,
    slug: r.p.slug,
    nome_pt: r.p.namePt,
    nome_es: r.p.nameEs,
    marca: r.brand,
    marca_id: r.p.brandId,
    categoria: r.category,
    categoria_id: r.p.categoryId,
    departamento_id: r.p.departmentId,
    especial: r.p.special,
    preco_usd: r.p.priceUsd,
    estoque: r.p.stockQty,
    visivel: r.p.active,
    mostrar_preco: r.p.showPrice,
    iva: r.p.vatRate,
    foto: r.pictures[0]?.url ?? null,
    caracteristicas_pt: r.contents?.featuresPt ?? '',
    caracteristicas_es: r.contents?.featuresEs ?? '',
    especificacoes: r.specs.map((s) => ({
      nome_pt: s.namePt,
      nome_es: s.nameEs,
      valor_pt: s.valuePt,
      valor_es: s.valueEs,
    })),
    fotos: r.pictures.map((p) => p.url),
    updated_at: r.p.updatedAt.toISOString(),
  };
}

/** Fields a listing card shows: changing one of them refreshes listings too, not only the product's page. */
const LISTING_FIELDS = new Set<keyof SaveProduct>([
  'preco_usd',
  'visivel',
  'mostrar_preco',
  'nome_pt',
  'nome_es',
]);

/**
 * Product editing for manager and owner. A save changes only the fields it sends, in one transaction with the
 * product's row lock and an audit row holding each changed field before and after; then `announce` drops every
 * replica's cached reads and revalidates the product's page at once (and the listings when a card changed).
 */
export function catalogAdminService({
  db,
  announce,
  pictureExists,
  now,
}: {
  db: Db;
  announce: AnnounceCatalog;
  pictureExists: (url: string) => boolean;
  now: () => Date;
}) {
  async function get(id: number): Promise<AdminProduct> {
    const found = await readAdminProduct(db, id);
    if (!found) throw new NotFoundError('productNotFound');
    return toProduct(found);
  }

  async function save(id: number, input: SaveProduct, actor: Actor): Promise<AdminProduct> {
    const at = now();
    const change = await db.transaction(async (tx) => {
      const found = await readAdminProduct(tx as unknown as Db, id, true);
      if (!found) throw new NotFoundError('productNotFound');
      const current = toProduct(found);
      if (input.updated_at && input.updated_at !== current.updated_at)
        throw new ConflictError('productChangedMeanwhile');
      if (input.fotos) {
        // Only pictures the product already has or that this store's upload accepted: never an outside URL.
        const bad = input.fotos.filter((url) => !current.fotos.includes(url) && !pictureExists(url));
        if (bad.length) throw new ValidationError({ fotos: ['invalidValue'] });
        if (new Set(input.fotos).size !== input.fotos.length)
          throw new ValidationError({ fotos: ['invalidValue'] });
      }
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input) as [keyof SaveProduct, unknown][]) {
        if (key === 'updated_at' || value === undefined) continue;
        const old = current[key as keyof AdminProduct];
        const same =
          key === 'preco_usd' ? Number(old) === Number(value) : JSON.stringify(old) === JSON.stringify(value);
        if (same) continue;
        before[key] = old;
        after[key] = value;
      }
      const changed = Object.keys(after) as (keyof SaveProduct)[];
      if (!changed.length) return null;
      await tx
        .update(products)
        .set({
          ...(after.preco_usd !== undefined && { priceUsd: Number(after.preco_usd).toFixed(2) }),
          ...(after.estoque !== undefined && { stockQty: after.estoque as number }),
          ...(after.visivel !== undefined && { active: after.visivel as boolean }),
          ...(after.mostrar_preco !== undefined && { showPrice: after.mostrar_preco as boolean }),
          ...(after.iva !== undefined && { vatRate: after.iva as VatRate }),
          ...(after.nome_pt !== undefined && { namePt: after.nome_pt as string }),
          ...(after.nome_es !== undefined && { nameEs: after.nome_es as string }),
          updatedAt: at,
        })
        .where(eq(products.id, id));
      if (after.nome_pt !== undefined || after.nome_es !== undefined)
        await refreshSearchText(tx, eq(products.id, id));
      if (after.caracteristicas_pt !== undefined || after.caracteristicas_es !== undefined)
        await upsertContents(tx, id, {
          featuresPt: input.caracteristicas_pt ?? current.caracteristicas_pt,
          featuresEs: input.caracteristicas_es ?? current.caracteristicas_es,
        });
      if (input.especificacoes && after.especificacoes)
        await replaceSpecs(
          tx,
          id,
          input.especificacoes.map((s) => ({
            namePt: s.nome_pt,
            nameEs: s.nome_es,
            valuePt: s.valor_pt,
            valueEs: s.valor_es,
          })),
        );
      if (input.fotos && after.fotos) await replacePictures(tx, id, input.fotos);
      await writeAudit(
        tx,
        actor,
        { action: 'product.update', entity: 'products', entityId: id, before, after },
        at,
      );
      const inStockFlips =
        after.estoque !== undefined && current.estoque > 0 !== (after.estoque as number) > 0;
      const firstPicture = after.fotos !== undefined && input.fotos?.[0] !== current.fotos[0];
      return {
        listings: inStockFlips || firstPicture || changed.some((k) => LISTING_FIELDS.has(k)),
        fields: changed,
      };
    });
    if (change)
      await announce(`product ${id}: ${change.fields.join(', ')}`, {
        productIds: [id],
        listings: change.listings,
      });
    return get(id);
  }

  return { list: (q: AdminProductsQuery) => listAdminProducts(db, q), get, save };
}
