import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsQuerySchema } from '../../lib/contract/catalog';
import { categories, products } from '../db/schema';
import { productService } from '../services/catalog/products';
import { listProducts, startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
const list = (qs: string) => listProducts(api, qs);

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe('listing totals', () => {
  it('follow a product selling out and coming back, for every filter that includes it', async () => {
    const [p] = (await list('tem_estoque=1&all_products=1&per_page=1')).data;
    const filters = [
      `category_id=${p.categoria.id}`,
      `brand_id=${p.marca_id}`,
      'all_products=1',
      ...(p.departamento ? [`department_id=${p.departamento.id}`] : []),
    ];
    const totals = async () =>
      Promise.all(
        filters.flatMap((f) => [list(`${f}&tem_estoque=1`), list(f)]).map((r) => r.then((x) => x.total)),
      );
    const before = await totals();
    await api.database.db.update(products).set({ stockQty: 0 }).where(eq(products.id, p.id));
    const soldOut = await totals();
    // In-stock totals drop by one; totals of every product stay.
    expect(soldOut).toEqual(before.map((t, i) => (i % 2 === 0 ? t - 1 : t)));
    await api.database.db.update(products).set({ stockQty: p.qtde_disponivel }).where(eq(products.id, p.id));
    expect(await totals()).toEqual(before);
    // A sale that leaves stock changes no total; hiding the product takes it out of all of them.
    await api.database.db
      .update(products)
      .set({ stockQty: sql`${products.stockQty} - 1` })
      .where(eq(products.id, p.id));
    expect(await totals()).toEqual(before);
    await api.database.db.update(products).set({ active: false }).where(eq(products.id, p.id));
    expect(await totals()).toEqual(before.map((t) => t - 1));
    await api.database.db
      .update(products)
      .set({ active: true, stockQty: p.qtde_disponivel })
      .where(eq(products.id, p.id));
    expect(await totals()).toEqual(before);
  });
});

describe('listings over several brands, the special line or the whole regular catalogue', () => {
  it('page through the same order as one read of the whole list', async () => {
    const start = (await api.get<{ brands: { id: number }[] }>('/api/public/start?lang=pt')).body;
    const brands = start.brands
      .slice(0, 3)
      .map((b) => b.id)
      .join(',');
    for (const filter of [`brand_ids=${brands}`, 'special=only', 'special=exclude']) {
      for (const sort of [
        'order_by=tem_estoque,valor_venda&order=desc,asc',
        'order_by=tem_estoque,nome&order=desc,desc',
        '',
      ]) {
        const whole = await api.get<{ data: { id: number }[] }>(
          `/api/public/price-list?${filter}&${sort}&lang=es`,
        );
        expect(whole.body.data.length).toBeGreaterThan(12);
        const pages = [
          await list(`${filter}&${sort}&tem_estoque=1&lang=es&per_page=6&page=1`),
          await list(`${filter}&${sort}&tem_estoque=1&lang=es&per_page=6&page=2`),
        ];
        expect(
          pages.flatMap((p) => p.data.map((x) => x.id)),
          `${filter} ${sort}`,
        ).toEqual(whole.body.data.slice(0, 12).map((x) => x.id));
      }
    }
  });
});

describe('the regular catalogue by price', () => {
  it('leaves out a product moved into the XO line and follows a category joining or leaving it', async () => {
    const db = api.database.db;
    const cheapest = async () =>
      (await list('order_by=tem_estoque,valor_venda&order=desc,asc&per_page=3')).data.map((p) => p.id);
    const drift = async () => {
      const { rows } = (await db.execute(
        sql`SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE p.special <> c.special`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0].n;
    };
    expect(await drift()).toBe(0);
    const before = await cheapest();
    const [p] = await db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, before[0]));
    const [xo] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.special, true))
      .limit(1);
    await db.update(products).set({ categoryId: xo.id }).where(eq(products.id, p.id));
    expect(await drift()).toBe(0);
    expect(await cheapest()).not.toContain(p.id);
    await db.update(products).set({ categoryId: p.categoryId }).where(eq(products.id, p.id));
    expect(await cheapest()).toEqual(before);
    // A category turned into part of the XO line takes its products along, and gives them back.
    await db.update(categories).set({ special: true }).where(eq(categories.id, p.categoryId));
    expect(await drift()).toBe(0);
    await db.update(categories).set({ special: false }).where(eq(categories.id, p.categoryId));
    expect(await drift()).toBe(0);
    expect(await cheapest()).toEqual(before);
  });
});

describe('autocomplete', () => {
  it('finds a product by the start of any word, including the parts of a hyphenated model', async () => {
    const all = await list('all_products=1&per_page=100');
    const hyphenated = all.data.find((p) => /\b[a-z]+-[a-z0-9]{3,}/i.test(p.nome))!;
    const part = /\b[a-z]+-([a-z0-9]{3,})/i.exec(hyphenated.nome)![1].slice(0, 3);
    const found = await list(`text=${encodeURIComponent(part)}&all_products=1&per_page=100`);
    expect(found.data.map((p) => p.id)).toContain(hyphenated.id);
  });

  it('gives the same suggestions and pages read in name order as reading every match', async () => {
    // A cap of 5 makes every common fragment take the in-order read the 100,000-product catalogue uses.
    const dense = productService({
      db: api.database.db,
      taxonomy: api.services.taxonomy,
      rates: api.services.rates,
      secret: 'x',
      searchCountCap: 5,
    });
    const every = productService({
      db: api.database.db,
      taxonomy: api.services.taxonomy,
      rates: api.services.rates,
      secret: 'x',
      searchCountCap: 1_000_000,
    });
    const names = (await list('all_products=1&per_page=100')).data.map((p) => p.nome.toLowerCase());
    const fragments = [
      ...new Set(
        names.flatMap((n) =>
          n
            .split(' ')
            .filter((w) => /^[a-z]{3,}/.test(w))
            .map((w) => w.slice(0, 2)),
        ),
      ),
    ].slice(0, 12);
    expect(fragments.length).toBeGreaterThan(5);
    let denseTotals = 0;
    for (const text of [...fragments, 'xo ca', 'eau de']) {
      for (const lang of ['pt', 'es']) {
        for (const [order, page] of [
          ['asc', '1'],
          ['desc', '2'],
        ]) {
          const q = productsQuerySchema.parse({
            text,
            lang,
            tem_estoque: '1',
            all_products: '1',
            order_by: 'p_text',
            order,
            per_page: '4',
            page,
          });
          const [a, b] = [await dense.list(q), await every.list(q)];
          expect(
            a.data.map((p) => p.id),
            `${text} ${lang} ${order}`,
          ).toEqual(b.data.map((p) => p.id));
          if (a.total === 5 && b.total > 5) denseTotals++;
        }
      }
    }
    expect(denseTotals).toBeGreaterThan(0); // the in-order read really ran, and said its cap as the total
  });

  it('follows a renamed product and forgets a hidden one', async () => {
    const [p] = (await list('tem_estoque=1&all_products=1&per_page=1')).data;
    const [row] = await api.database.db
      .select({ namePt: products.namePt, searchText: products.searchText })
      .from(products)
      .where(eq(products.id, p.id));
    const find = async () => (await list('text=zunf&all_products=1&per_page=4')).data.map((x) => x.id);
    expect(await find()).toEqual([]);
    await api.database.db
      .update(products)
      .set({ namePt: `${row.namePt} Zunfoxel`, searchText: `${row.searchText} zunfoxel` })
      .where(eq(products.id, p.id));
    expect(await find()).toEqual([p.id]);
    await api.database.db.update(products).set({ active: false }).where(eq(products.id, p.id));
    expect(await find()).toEqual([]);
    await api.database.db
      .update(products)
      .set({ active: true, namePt: row.namePt, searchText: row.searchText })
      .where(eq(products.id, p.id));
    expect(await find()).toEqual([]);
  });

  it('answers nothing, without reading products, for a word no product starts', async () => {
    const page = await list(
      'text=xo%20qqzzk&all_products=1&tem_estoque=1&order_by=p_text&order=asc&per_page=4',
    );
    expect(page).toMatchObject({ data: [], total: 0, last_page: 1 });
  });
});
