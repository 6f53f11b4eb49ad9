import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { migrate } from '../../db/migrate';
import {
  decodeProductCode,
  encodeProductCode,
  generateProduct,
  isSeeded,
  seedDatabase,
  type SeedReport,
} from './index';
import { loadGeography } from '../../db/reference/reference-data';

const N = 300;

/** A tiny geography with the districts the store data needs (real ids from the committed files). */
function writeGeoFixture(dir: string): void {
  writeFileSync(
    path.join(dir, 'br-states.json'),
    JSON.stringify([
      { estado_id: 16, uf: 'PR', estado_nome: 'Paraná', ibge_codigo: '41' },
      { estado_id: 25, uf: 'SP', estado_nome: 'São Paulo', ibge_codigo: '35' },
    ]),
  );
  writeFileSync(
    path.join(dir, 'br-cities.json'),
    JSON.stringify([
      { cidade_id: 3923, cidade_codigo: '4108304', nome_cidade: 'Foz do Iguaçu', estado_id: 16 },
      { cidade_id: 5270, cidade_codigo: '3550308', nome_cidade: 'São Paulo', estado_id: 25 },
    ]),
  );
  writeFileSync(
    path.join(dir, 'py-departments.json'),
    JSON.stringify([
      {
        estado_id: 1,
        codigo: 1,
        estado_nome: 'Asunción',
        cidades: [{ cidade_id: 1, cidade_codigo: 1, nome_cidade: 'Asunción' }],
      },
      {
        estado_id: 8,
        codigo: 8,
        estado_nome: 'Itapúa',
        cidades: [{ cidade_id: 87, cidade_codigo: 87, nome_cidade: 'Encarnación' }],
      },
      {
        estado_id: 11,
        codigo: 11,
        estado_nome: 'Alto Paraná',
        cidades: [
          { cidade_id: 142, cidade_codigo: 142, nome_cidade: 'Hernandarias' },
          { cidade_id: 145, cidade_codigo: 145, nome_cidade: 'Ciudad del Este' },
        ],
      },
      {
        estado_id: 12,
        codigo: 12,
        estado_nome: 'Central',
        cidades: [{ cidade_id: 160, cidade_codigo: 160, nome_cidade: 'San Lorenzo' }],
      },
    ]),
  );
}

type Row = Record<string, unknown>;
async function rows(db: Database, query: string): Promise<Row[]> {
  const result = await db.db.execute(sql.raw(query));
  return (result as unknown as { rows: Row[] }).rows;
}
const num = (v: unknown) => Number(v);

async function catalogueHash(db: Database): Promise<string> {
  const hash = createHash('sha256');
  for (const [table, key] of [
    ['products', 'id'],
    ['product_contents', 'product_id'],
    ['product_images', 'id'],
    ['product_specs', 'id'],
  ]) {
    for (const row of await rows(db, `SELECT * FROM "${table}" ORDER BY ${key}`))
      hash.update(JSON.stringify(row));
  }
  return hash.digest('hex');
}

let geoDir: string;
let a: Database;
let b: Database;
let reportA: SeedReport;

beforeAll(async () => {
  geoDir = mkdtempSync(path.join(tmpdir(), 'seed-geo-'));
  writeGeoFixture(geoDir);
  [a, b] = await Promise.all([
    openDatabase({ dataDir: 'memory://' }),
    openDatabase({ dataDir: 'memory://' }),
  ]);
  await migrate(a);
  await migrate(b);
  reportA = await seedDatabase(a, { products: N, geoDir });
  await seedDatabase(b, { products: N, geoDir, batchSize: 70 });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  rmSync(geoDir, { recursive: true, force: true });
});

describe('product codes and generator', () => {
  it('codes round-trip and reject anything else', () => {
    for (const i of [0, 1, 299, 99_999, 899_999]) expect(decodeProductCode(encodeProductCode(i))).toBe(i);
    const code = encodeProductCode(42);
    expect(code).toMatch(/^\d{7}$/);
    const wrongCheck = code.slice(0, 6) + String((Number(code[6]) + 1) % 10);
    expect(decodeProductCode(wrongCheck)).toBeNull();
    expect(decodeProductCode('ABC')).toBeNull();
  });

  it('is a pure function of the index, with distinct names even for large catalogues', () => {
    expect(generateProduct(1234)).toEqual(generateProduct(1234));
    const names = new Set<string>();
    for (let i = 0; i < 20_000; i++) names.add(generateProduct(i).namePt);
    expect(names.size / 20_000).toBeGreaterThan(0.97);
  });
});

describe('seedDatabase', () => {
  it('writes identical rows for the same N, whatever the batch size', async () => {
    expect(reportA.skipped).toBe(false);
    expect(reportA.products).toBe(N);
    expect(await catalogueHash(a)).toBe(await catalogueHash(b));
    const [first] = await rows(a, 'SELECT code, name_pt FROM products WHERE id = 1');
    expect(first).toEqual({ code: generateProduct(0).code, name_pt: generateProduct(0).namePt });
  });

  it('has every stock situation in realistic proportions', async () => {
    const [s] = await rows(
      a,
      `SELECT count(*) AS total,
      count(*) FILTER (WHERE stock_qty = 0 AND store_stock_qty = 0) AS out_of_stock,
      count(*) FILTER (WHERE stock_qty = 0 AND store_stock_qty > 0) AS store_only,
      count(*) FILTER (WHERE NOT show_price) AS hidden_price,
      count(*) FILTER (WHERE NOT has_unit) AS no_unit FROM products`,
    );
    expect(num(s.total)).toBe(N);
    expect(num(s.out_of_stock) / N).toBeGreaterThan(0.08);
    expect(num(s.out_of_stock) / N).toBeLessThan(0.25);
    expect(num(s.store_only)).toBeGreaterThan(0);
    expect(num(s.store_only) / N).toBeLessThan(0.15);
    expect(num(s.hidden_price)).toBeGreaterThan(0);
    expect(num(s.no_unit)).toBeGreaterThan(0);
  });

  it('has highlight category 27 and brand 4 with products in stock', async () => {
    const [cat] = await rows(
      a,
      `SELECT c.slug, c.special, count(p.id) FILTER (WHERE p.stock_qty > 0) AS in_stock
      FROM categories c LEFT JOIN products p ON p.category_id = c.id WHERE c.id = 27 GROUP BY c.id`,
    );
    expect(cat).toMatchObject({ slug: 'perfumaria', special: false });
    expect(num(cat.in_stock)).toBeGreaterThan(10);
    const [brand] = await rows(
      a,
      `SELECT b.slug, count(p.id) FILTER (WHERE p.stock_qty > 0) AS in_stock
      FROM brands b LEFT JOIN products p ON p.brand_id = b.id WHERE b.id = 4 GROUP BY b.id`,
    );
    expect(brand.slug).toBe('apple');
    expect(num(brand.in_stock)).toBeGreaterThan(0);
  });

  it('names the special (XO) categories with the XO prefix, and only them', async () => {
    const cats = await rows(a, 'SELECT name_pt, name_es, special FROM categories');
    const special = cats.filter((c) => c.special);
    expect(special.length).toBeGreaterThan(2);
    for (const c of special) {
      expect(c.name_pt).toMatch(/^XO[ *]/);
      expect(c.name_es).toMatch(/^XO[ *]/);
    }
    for (const c of cats.filter((x) => !x.special)) expect(c.name_pt).not.toMatch(/^XO[ *]/);
    const [xo] = await rows(
      a,
      'SELECT count(*) AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.special',
    );
    expect(num(xo.n)).toBeGreaterThan(0);
  });

  it('gives every product 1–5 images and at least 3 spec rows, and a department of its category', async () => {
    const [s] = await rows(
      a,
      `SELECT min(i) AS min_i, max(i) AS max_i, min(s) AS min_s FROM (
      SELECT p.id, (SELECT count(*) FROM product_images WHERE product_id = p.id) AS i,
                   (SELECT count(*) FROM product_specs WHERE product_id = p.id) AS s FROM products p) t`,
    );
    expect(num(s.min_i)).toBeGreaterThanOrEqual(1);
    expect(num(s.max_i)).toBeLessThanOrEqual(5);
    expect(num(s.min_s)).toBeGreaterThanOrEqual(3);
    const [bad] = await rows(
      a,
      'SELECT count(*) AS n FROM products p JOIN departments d ON d.id = p.department_id WHERE d.category_id <> p.category_id',
    );
    expect(num(bad.n)).toBe(0);
    const [img] = await rows(
      a,
      "SELECT count(*) AS n FROM product_images i JOIN products p ON p.id = i.product_id WHERE i.url <> '/media/products/' || p.code || '-' || (i.position + 1) || '.webp'",
    );
    expect(num(img.n)).toBe(0);
  });

  it('keeps codes and slugs unique and search_text equal to the SQL expression', async () => {
    const [u] = await rows(
      a,
      'SELECT count(*) AS n, count(DISTINCT code) AS codes, count(DISTINCT slug) AS slugs FROM products',
    );
    expect(num(u.codes)).toBe(N);
    expect(num(u.slugs)).toBe(N);
    const [d] = await rows(
      a,
      `SELECT count(*) AS n FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.search_text <> lower(f_unaccent(p.name_pt || ' ' || p.name_es || ' ' || p.system_name || ' ' || p.code || ' ' || coalesce(b.name, '')))`,
    );
    expect(num(d.n)).toBe(0);
    const hits = await rows(a, "SELECT name_pt FROM products WHERE search_text LIKE '%titanio natural%'");
    expect(hits.map((h) => h.name_pt)).toContain('Apple iPhone 16 Pro 256 GB Titânio Natural');
  });

  it('stores the geography with the agreed ids and the store data', async () => {
    const states = await rows(a, 'SELECT id, country_id, code FROM states ORDER BY id');
    expect(states.filter((s) => s.country_id === 1).every((s) => num(s.id) <= 27 && s.code !== null)).toBe(
      true,
    );
    expect(states.filter((s) => s.country_id === 2).map((s) => num(s.id))).toEqual([101, 108, 111, 112]);
    const [cde] = await rows(a, "SELECT id, state_id FROM cities WHERE name = 'Ciudad del Este'");
    expect(cde).toEqual({ id: 10145, state_id: 111 });
    const pickups = await rows(a, 'SELECT city_id, opening_hours FROM pickup_points ORDER BY id');
    expect(pickups.map((p) => num(p.city_id))).toEqual([10145, 10001, 10087]);
    const express = await rows(
      a,
      "SELECT city_ids FROM delivery_services WHERE name = 'Entrega Express CDE'",
    );
    expect(express[0].city_ids).toEqual([10142, 10145]);
    const banners = await rows(a, 'SELECT DISTINCT type_id, lang FROM banners');
    expect(banners.length).toBe(14); // 7 types × 2 languages
    const sellers = await rows(a, 'SELECT photo_url FROM sellers');
    expect(sellers.filter((s) => s.photo_url === null)).toHaveLength(1);
    const rates = await rows(
      a,
      'SELECT target_currency_id, multiply FROM exchange_rates ORDER BY target_currency_id',
    );
    expect(rates).toEqual([
      { target_currency_id: 1, multiply: true },
      { target_currency_id: 3, multiply: true },
      { target_currency_id: 4, multiply: true },
    ]);
  });

  it('skips a seeded database, and --reset rebuilds the same catalogue with working sequences', async () => {
    expect(await isSeeded(b)).toBe(true);
    const skipped = await seedDatabase(b, { products: 10, geoDir });
    expect(skipped.skipped).toBe(true);
    expect(skipped.products).toBe(0);
    const [count] = await rows(b, 'SELECT count(*) AS n FROM products');
    expect(num(count.n)).toBe(N);

    await rows(b, "INSERT INTO brands (name, slug) VALUES ('Extra', 'extra')");
    const again = await seedDatabase(b, { products: N, geoDir, reset: true });
    expect(again.skipped).toBe(false);
    expect(await catalogueHash(b)).toBe(await catalogueHash(a));
    const [brand] = await rows(b, "INSERT INTO brands (name, slug) VALUES ('Nova', 'nova') RETURNING id");
    expect(num(brand.id)).toBe(33);
    const [product] = await rows(
      b,
      "INSERT INTO products (code, slug, name_pt, name_es, system_name, category_id, price_usd) VALUES ('X1', 'x1', 'x', 'x', 'X', 27, '1.00') RETURNING id",
    );
    expect(num(product.id)).toBe(N + 1);
  });
});

describe('committed geography files', () => {
  it('map onto Brazil 1–27 / 1–5571 and Paraguay 101+ / 10001+', () => {
    const geo = loadGeography();
    const br = geo.states.filter((s) => s.country_id === 1);
    const py = geo.states.filter((s) => s.country_id === 2);
    expect(br).toHaveLength(27);
    expect(py).toHaveLength(18);
    expect(py.every((s) => s.id > 100 && s.id <= 118 && s.code === null)).toBe(true);
    expect(geo.cities.filter((c) => c.id < 10_000)).toHaveLength(5571);
    expect(geo.cities.filter((c) => c.id > 10_000).every((c) => c.state_id > 100)).toBe(true);
  });
});
