/**
 * Brands, categories and departments named by a feed, matched to the store's by slug or by name (either language,
 * accents and case ignored) and created when missing. Loaded once per run: a store has hundreds, not millions.
 */
import { sql } from 'drizzle-orm';
import { slugify } from '../../../lib/slug';
import type { Db } from '../../db/client';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

interface Named {
  id: number;
  keys: string[];
}

export interface TaxonomyCreations {
  brands: string[];
  categories: string[];
  departments: string[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export class Taxonomy {
  private readonly brands = new Map<string, number>();
  private readonly categories = new Map<string, number>();
  private readonly departments = new Map<string, number>();
  /** What a dry run would create (or an apply created), by the feed's spelling. */
  readonly created: TaxonomyCreations = { brands: [], categories: [], departments: [] };
  private nextFake = -1;

  private constructor() {}

  /** For the stock-and-price fast path, which names no brand, category or department (three queries saved). */
  static none(): Taxonomy {
    return new Taxonomy();
  }

  static async load(db: Db): Promise<Taxonomy> {
    const t = new Taxonomy();
    for (const b of rowsOf<{ id: number; name: string; slug: string }>(
      await db.execute(sql`SELECT id, name, slug FROM brands`),
    ))
      t.index(t.brands, { id: b.id, keys: [b.slug, fold(b.name)] });
    for (const c of rowsOf<{ id: number; name_pt: string; name_es: string; slug: string }>(
      await db.execute(sql`SELECT id, name_pt, name_es, slug FROM categories`),
    ))
      t.index(t.categories, { id: c.id, keys: [c.slug, fold(c.name_pt), fold(c.name_es)] });
    for (const d of rowsOf<{
      id: number;
      category_id: number;
      name_pt: string;
      name_es: string;
      slug: string;
    }>(await db.execute(sql`SELECT id, category_id, name_pt, name_es, slug FROM departments`)))
      t.index(t.departments, {
        id: d.id,
        keys: [d.slug, fold(d.name_pt), fold(d.name_es)].map((k) => `${d.category_id}/${k}`),
      });
    return t;
  }

  private index(map: Map<string, number>, named: Named) {
    for (const k of named.keys) if (k && !map.has(k)) map.set(k, named.id);
  }

  private find(map: Map<string, number>, name: string, prefix = ''): number | undefined {
    return map.get(`${prefix}${slugify(name)}`) ?? map.get(`${prefix}${fold(name)}`);
  }

  /**
   * Ids for a row's names; with `db` (apply) missing ones are created, without (dry run) they get a negative
   * stand-in id and are listed once in `created`.
   */
  async brandId(name: string, db?: Db): Promise<number> {
    const found = this.find(this.brands, name);
    if (found !== undefined) return found;
    const slug = slugify(name, 140) || 'marca';
    let id = this.nextFake--;
    if (db) {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`INSERT INTO brands (name, slug, active) VALUES (${name}, ${slug}, true)
          ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`),
      );
      id = row.id;
    }
    this.created.brands.push(name);
    this.index(this.brands, { id, keys: [slug, fold(name)] });
    return id;
  }

  async categoryId(namePt: string, nameEs: string | undefined, db?: Db): Promise<number> {
    const found =
      this.find(this.categories, namePt) ?? (nameEs ? this.find(this.categories, nameEs) : undefined);
    if (found !== undefined) return found;
    const slug = slugify(namePt, 140) || 'categoria';
    let id = this.nextFake--;
    if (db) {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`INSERT INTO categories (name_pt, name_es, slug, special, position, active)
          VALUES (${namePt}, ${nameEs ?? namePt}, ${slug}, false, (SELECT coalesce(max(position), 0) + 1 FROM categories), true)
          ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`),
      );
      id = row.id;
    }
    this.created.categories.push(namePt);
    this.index(this.categories, { id, keys: [slug, fold(namePt), ...(nameEs ? [fold(nameEs)] : [])] });
    return id;
  }

  async departmentId(
    categoryId: number,
    namePt: string,
    nameEs: string | undefined,
    db?: Db,
  ): Promise<number> {
    const prefix = `${categoryId}/`;
    const found =
      this.find(this.departments, namePt, prefix) ??
      (nameEs ? this.find(this.departments, nameEs, prefix) : undefined);
    if (found !== undefined) return found;
    const slug = slugify(namePt, 140) || 'departamento';
    let id = this.nextFake--;
    if (db && categoryId > 0) {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`INSERT INTO departments (category_id, name_pt, name_es, slug, position, active)
          VALUES (${categoryId}, ${namePt}, ${nameEs ?? namePt}, ${slug}, (SELECT coalesce(max(position), 0) + 1 FROM departments), true)
          ON CONFLICT (category_id, slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id`),
      );
      id = row.id;
    }
    this.created.departments.push(namePt);
    this.index(this.departments, {
      id,
      keys: [slug, fold(namePt), ...(nameEs ? [fold(nameEs)] : [])].map((k) => prefix + k),
    });
    return id;
  }
}
