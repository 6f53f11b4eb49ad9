import { and, asc, eq, ne } from 'drizzle-orm';
import type { AdminTaxonomy } from '../../../lib/contract/admin-catalog';
import { slugify } from '../../../lib/slug';
import type { Db } from '../../db/client';
import { brands, categories, departments, products } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { writeAudit, type Actor } from '../staff/audit';
import type { AnnounceCatalog } from './catalog-admin';
import { refreshSearchText } from './catalog-queries';

export type TaxonomyKind = 'marcas' | 'categorias' | 'departamentos';
export interface TaxonomyInput {
  nome?: string;
  nome_pt?: string;
  nome_es?: string;
  especial?: boolean;
  ativo?: boolean;
  categoria_id?: number;
}

const TABLES = { marcas: brands, categorias: categories, departamentos: departments } as const;

/**
 * Brands, categories (the XO line: `especial`) and departments. Created with a slug from the name that never
 * changes afterwards (a rename keeps every URL and the sitemap valid); renamed in both languages; hidden with
 * `ativo: false`. Each write and its audit row in one transaction, then every listing and menu is refreshed.
 */
export function taxonomyAdminService({
  db,
  announce,
  now,
}: {
  db: Db;
  announce: AnnounceCatalog;
  now: () => Date;
}) {
  async function list(): Promise<AdminTaxonomy> {
    const [b, c, d] = await Promise.all([
      db.select().from(brands).orderBy(asc(brands.name)),
      db
        .select()
        .from(categories)
        .orderBy(asc(categories.special), asc(categories.position), asc(categories.namePt)),
      db
        .select()
        .from(departments)
        .orderBy(asc(departments.categoryId), asc(departments.position), asc(departments.namePt)),
    ]);
    return {
      marcas: b.map((r) => ({ id: r.id, nome: r.name, slug: r.slug, ativo: r.active })),
      categorias: c.map((r) => ({
        id: r.id,
        nome_pt: r.namePt,
        nome_es: r.nameEs,
        slug: r.slug,
        especial: r.special,
        ativo: r.active,
      })),
      departamentos: d.map((r) => ({
        id: r.id,
        categoria_id: r.categoryId,
        nome_pt: r.namePt,
        nome_es: r.nameEs,
        slug: r.slug,
        ativo: r.active,
      })),
    };
  }

  async function create(kind: TaxonomyKind, input: TaxonomyInput, actor: Actor): Promise<AdminTaxonomy> {
    const missing = (kind === 'marcas' ? ['nome'] : ['nome_pt', 'nome_es']).filter(
      (k) => !input[k as keyof TaxonomyInput],
    );
    if (kind === 'departamentos' && !input.categoria_id) missing.push('categoria_id');
    if (missing.length) throw new ValidationError(Object.fromEntries(missing.map((k) => [k, ['required']])));
    const slug = slugify(kind === 'marcas' ? input.nome! : input.nome_pt!, 120);
    if (!slug) throw new ValidationError({ [kind === 'marcas' ? 'nome' : 'nome_pt']: ['invalidValue'] });
    const at = now();
    await db.transaction(async (tx) => {
      let id: number;
      if (kind === 'marcas') {
        if ((await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug))).length)
          throw new ConflictError('taxonomyNameInUse');
        [{ id }] = await tx
          .insert(brands)
          .values({ name: input.nome!, slug, active: input.ativo ?? true })
          .returning({ id: brands.id });
      } else if (kind === 'categorias') {
        if ((await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug))).length)
          throw new ConflictError('taxonomyNameInUse');
        [{ id }] = await tx
          .insert(categories)
          .values({
            namePt: input.nome_pt!,
            nameEs: input.nome_es!,
            slug,
            special: input.especial ?? false,
            active: input.ativo ?? true,
          })
          .returning({ id: categories.id });
      } else {
        const [parent] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.id, input.categoria_id!));
        if (!parent) throw new ValidationError({ categoria_id: ['invalidOption'] });
        const taken = await tx
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.categoryId, parent.id), eq(departments.slug, slug)));
        if (taken.length) throw new ConflictError('taxonomyNameInUse');
        [{ id }] = await tx
          .insert(departments)
          .values({
            categoryId: parent.id,
            namePt: input.nome_pt!,
            nameEs: input.nome_es!,
            slug,
            active: input.ativo ?? true,
          })
          .returning({ id: departments.id });
      }
      await writeAudit(
        tx,
        actor,
        { action: `${kind}.create`, entity: kind, entityId: id, before: null, after: { ...input, slug } },
        at,
      );
    });
    await announce(`${kind} created`, { productIds: [], listings: true });
    return list();
  }

  async function update(
    kind: TaxonomyKind,
    id: number,
    input: TaxonomyInput,
    actor: Actor,
  ): Promise<AdminTaxonomy> {
    const at = now();
    const changed = await db.transaction(async (tx) => {
      const table = TABLES[kind];
      const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!row) throw new NotFoundError('taxonomyNotFound');
      const current: Record<string, unknown> =
        kind === 'marcas'
          ? { nome: (row as typeof brands.$inferSelect).name, ativo: row.active }
          : {
              nome_pt: (row as typeof categories.$inferSelect).namePt,
              nome_es: (row as typeof categories.$inferSelect).nameEs,
              ativo: row.active,
              ...(kind === 'categorias' && { especial: (row as typeof categories.$inferSelect).special }),
            };
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input)) {
        if (value === undefined || !(key in current) || current[key] === value) continue;
        before[key] = current[key];
        after[key] = value;
      }
      if (!Object.keys(after).length) return false;
      if (kind === 'marcas') {
        if (after.nome !== undefined) {
          const clash = await tx
            .select({ id: brands.id })
            .from(brands)
            .where(and(eq(brands.name, after.nome as string), ne(brands.id, id)));
          if (clash.length) throw new ConflictError('taxonomyNameInUse');
        }
        await tx.update(brands).set({ name: input.nome, active: input.ativo }).where(eq(brands.id, id));
        // The brand's name is part of its products' search text.
        if (after.nome !== undefined) await refreshSearchText(tx, eq(products.brandId, id));
      } else if (kind === 'categorias') {
        await tx
          .update(categories)
          .set({ namePt: input.nome_pt, nameEs: input.nome_es, active: input.ativo, special: input.especial })
          .where(eq(categories.id, id));
      } else {
        await tx
          .update(departments)
          .set({ namePt: input.nome_pt, nameEs: input.nome_es, active: input.ativo })
          .where(eq(departments.id, id));
      }
      await writeAudit(
        tx,
        actor,
        { action: `${kind}.update`, entity: kind, entityId: id, before, after },
        at,
      );
      return true;
    });
    if (changed) await announce(`${kind} ${id} updated`, { productIds: [], listings: true });
    return list();
  }

  return { list, create, update };
}
